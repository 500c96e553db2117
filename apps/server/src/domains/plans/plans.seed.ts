import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { PlanInput } from '@vedann/contracts';
import { planInputSchema } from '@vedann/contracts';
import { organizations } from '../orgs/orgs.table';
import { cardPlans, plans, waiveOffTasks } from './plans.table';
import { PLAN_KINDS, addDefaultWaiveOffTasks } from './waive-off.service';
import type { Db } from '../../db/client';
import type { DemoSeed } from '../../db/seed/steps';

const LIBRARY_PLANS: PlanInput[] = [
  // Spec 02's billing table: one row, Price, marked affordable only.
  {
    name: 'Price',
    fee: '800',
    free: false,
    affordable: true,
    standard: false,
    premium: false,
    details: ['Reserved seat', 'Wi-Fi', 'Drinking water'],
  },
  {
    name: 'Full day',
    fee: '1500',
    free: false,
    affordable: false,
    standard: true,
    premium: true,
    details: ['Any shift', 'Locker', 'Newspapers'],
  },
];

const GYM_PLANS: PlanInput[] = [
  {
    name: 'Monthly',
    fee: '1200',
    free: false,
    affordable: true,
    standard: true,
    premium: false,
    details: ['Gym floor', 'Cardio'],
  },
  {
    name: 'Quarterly',
    fee: '3200',
    free: false,
    affordable: false,
    standard: true,
    premium: true,
    details: ['Gym floor', 'Cardio', 'Diet plan', 'Trainer check-in'],
  },
];

/** What the demo businesses waive for each default task, by days done: 10, 15, 20, 30. */
const DEMO_WAIVE_OFF: Record<string, [string, string, string, string]> = {
  'Water Bottle': ['50', '75', '100', '150'],
  'Floor Clean': ['100', '150', '200', '300'],
  'Attendance Maintain': ['40', '60', '80', '120'],
};

const CARDS = [
  { name: 'Basic card', annualFee: '0', benefits: 'Member discounts on events' },
  { name: 'Silver card', annualFee: '400', benefits: 'Priority booking' },
  { name: 'Gold card', annualFee: '1000', benefits: 'Priority booking, a guest pass each month' },
  { name: 'Platinum card', annualFee: '1500', benefits: 'Every benefit, and a free locker' },
];

async function orgId(db: Db, name: string): Promise<string | undefined> {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, name))
    .limit(1);
  return org?.id;
}

/**
 * Businesses made before waive-off tasks existed get the default ones too, then the demo
 * library and gym get their plans and cards.
 */
export const demoPlansSeed: DemoSeed = {
  key: 'demo_plans_seeded',
  async run(db) {
    const withoutTasks = await db
      .select({ id: organizations.id, kind: organizations.kind })
      .from(organizations)
      .where(
        and(
          inArray(organizations.kind, [...PLAN_KINDS]),
          notExists(
            db
              .select({ id: waiveOffTasks.id })
              .from(waiveOffTasks)
              .where(eq(waiveOffTasks.orgId, organizations.id)),
          ),
        ),
      );
    for (const org of withoutTasks) await addDefaultWaiveOffTasks(db, org);

    for (const [name, rows] of [
      ['Vijnan Study Centre', LIBRARY_PLANS],
      ['Sutrin Fitness', GYM_PLANS],
    ] as const) {
      const id = await orgId(db, name);
      if (!id) continue;
      for (const row of rows) {
        await db.insert(plans).values({ ...planInputSchema.parse(row), orgId: id });
      }
      for (const card of CARDS) await db.insert(cardPlans).values({ ...card, orgId: id });
      for (const [task, [days10, days15, days20, days30]] of Object.entries(DEMO_WAIVE_OFF)) {
        await db
          .update(waiveOffTasks)
          .set({ days10, days15, days20, days30 })
          .where(and(eq(waiveOffTasks.orgId, id), eq(waiveOffTasks.name, task)));
      }
    }
  },
};
