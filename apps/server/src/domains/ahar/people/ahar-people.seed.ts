import { and, count, eq } from 'drizzle-orm';
import { addDays, todayInIndia } from '@vedann/contracts';
import type { DemoSeed } from '../../../db/seed/steps';
import { DEMO_AHAR, demoOrg } from '../../people/demo';
import { staffMembers } from '../../staff';
import { aharRegularMembers } from './regular-members.table';

type DemoMember = Omit<typeof aharRegularMembers.$inferInsert, 'id' | 'orgId'>;

/** Five regular customers of Ahar Tiffin House: subscriptions running, ending and ended. */
function members(today: string): DemoMember[] {
  const member = (
    [name, email]: [string, string],
    phone: string,
    mealKind: DemoMember['mealKind'],
    mealsPerDay: number,
    startedDaysAgo: number,
    runsDays: number | null,
    monthlyAmount: string,
    remark = '',
  ): DemoMember => {
    const startDate = addDays(today, -startedDaysAgo);
    const endDate = runsDays === null ? null : addDays(startDate, runsDays);
    return {
      name,
      email,
      // Kept in E.164, as a form keeps what people type (decision 0359).
      phone: `+91${phone}`,
      mealKind,
      mealsPerDay,
      startDate,
      endDate,
      monthlyAmount,
      active: endDate === null || endDate >= today,
      remark,
    };
  };
  return [
    // Two gave no e-mail: Multiple counts them as not reachable.
    member(
      ['Ramesh Gupta', 'ramesh.gupta@example.com'],
      '9826012345',
      'Veg',
      2,
      90,
      null,
      '3200.00',
      'Less oil',
    ),
    member(
      ['Priya Sharma', 'priya.sharma@example.com'],
      '9826023456',
      'Jain',
      1,
      40,
      90,
      '1800.00',
      'No onion or garlic',
    ),
    member(['Arjun Patel', ''], '9826034567', 'Non-veg', 2, 20, 30, '3800.00'),
    member(
      ['Sunita Joshi', 'sunita.joshi@example.com'],
      '9826045678',
      'Veg',
      3,
      150,
      120,
      '4500.00',
      'Subscription ended',
    ),
    member(['Imran Qureshi', ''], '9826056789', 'Non-veg', 1, 5, null, '2000.00'),
  ];
}

/**
 * Ahar Tiffin House's people (issue 14 section 5): a third staff member beside the kit's two,
 * and five regular members, so Regular Member and Identification show full screens.
 */
export const demoAharPeopleSeed: DemoSeed = {
  key: 'demo_ahar_people_seeded',
  async run(db) {
    const org = await demoOrg(db, DEMO_AHAR, 'ahar');
    if (!org) return;
    const [staff] = await db
      .select({ total: count() })
      .from(staffMembers)
      .where(and(eq(staffMembers.orgId, org.id)));
    if ((staff?.total ?? 0) < 3) {
      await db.insert(staffMembers).values({
        orgId: org.id,
        name: 'Farida Begum',
        address: '7 Sarafa Bazaar',
        dob: '1988-03-14',
        gender: 'female',
        mobile: '9810000017',
        joindate: '2023-06-01',
        email: 'farida@example.com',
        experience: 9,
        description: 'Tiffin packing and counter',
      });
    }
    await db
      .insert(aharRegularMembers)
      .values(members(todayInIndia()).map((row) => ({ ...row, orgId: org.id })));
  },
};
