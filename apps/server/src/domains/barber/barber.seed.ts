import { businessDay } from '@vedann/contracts';
import type { DemoSeed } from '../../db/seed/steps';
import { createOrganization } from '../orgs/orgs.service';
import { DEMO_SALON, demoOrg, demoUser } from '../people/demo';
import { barberQueue, barberServices } from './barber.table';

const SERVICES = [
  { name: 'Haircut', price: '150', duration: 30 },
  { name: 'Beard trim', price: '80', duration: 15 },
  { name: 'Hair colour', price: '600', duration: 60 },
  { name: 'Head massage', price: '120', duration: 20 },
];

const QUEUE = [
  { name: 'Arjun', status: 'done' },
  { name: 'Farhan', status: 'serving' },
  { name: 'Gopal', status: 'waiting' },
  { name: 'Harish', status: 'waiting' },
  { name: 'Imran', status: 'waiting' },
] as const;

/**
 * The demo salon of owner@vedann.demo (made here when the accounts step ran before it existed),
 * its price list and a queue for the day the demo data is loaded.
 */
export const demoBarberSeed: DemoSeed = {
  key: 'demo_barber_seeded',
  async run(db, { orgSetup = [] }) {
    const owner = await demoUser(db, 'owner@vedann.demo');
    if (!owner) return;
    const salon =
      (await demoOrg(db, DEMO_SALON, 'barber')) ??
      (await createOrganization(
        db,
        { kind: 'barber', name: DEMO_SALON, city: 'Delhi NCR', ownerId: owner.id },
        orgSetup,
      ));
    const services = await db
      .insert(barberServices)
      .values(SERVICES.map((s) => ({ ...s, orgId: salon.id })))
      .returning({ id: barberServices.id });
    const day = businessDay();
    const now = new Date();
    for (const [i, entry] of QUEUE.entries()) {
      await db.insert(barberQueue).values({
        orgId: salon.id,
        day,
        token: i + 1,
        name: entry.name,
        serviceId: services[i % services.length]?.id ?? null,
        status: entry.status,
        calledAt: entry.status === 'waiting' ? null : now,
        doneAt: entry.status === 'done' ? now : null,
      });
    }
  },
};
