import { eq } from 'drizzle-orm';
import {
  bloodRequestInputSchema,
  cityKey,
  donorInputSchema,
  addDays,
  todayInIndia,
} from '@vedann/contracts';
import type { DemoSeed } from '../../../db/seed/steps';
import { users } from '../../accounts/users.table';
import { bloodDonors, bloodRequests } from './blood.table';

/** A request from the demo gym owner and two demo donors in Pune and Delhi. */
export const demoBloodSeed: DemoSeed = {
  key: 'demo_blood_seeded',
  async run(db) {
    const today = todayInIndia();
    const byEmail = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
    const owner = await byEmail('owner@vedann.demo');
    const student = await byEmail('student@vedann.demo');
    const librarian = await byEmail('librarian@vedann.demo');
    if (!owner || !student || !librarian) return;
    const request = bloodRequestInputSchema.parse({
      bloodGroup: 'B+',
      units: 2,
      hospital: 'Safdarjung Hospital',
      city: 'Delhi NCR',
      neededBy: addDays(today, 3),
      contactName: 'Vikram Singh',
      contactPhone: '+919876543210',
      note: 'For a planned surgery.',
    });
    await db
      .insert(bloodRequests)
      .values({ ...request, cityKey: cityKey(request.city), userId: owner });
    for (const [userId, group, city] of [
      [student, 'O+', 'Pune'],
      [librarian, 'B+', 'Delhi NCR'],
    ] as const) {
      const donor = donorInputSchema.parse({
        bloodGroup: group,
        city,
        phone: '+919876543210',
        available: true,
      });
      await db.insert(bloodDonors).values({ ...donor, cityKey: cityKey(city), userId });
    }
  },
};
