import { eq } from 'drizzle-orm';
import type { DemoSeed } from '../../db/seed/steps';
import { organizations } from '../orgs/orgs.table';
import { DEMO_GYM, demoOrg, demoUser } from '../people/demo';
import { addExerciseLibrary } from './exercises.service';
import { gymProfiles } from './profile.table';

/**
 * The gym hub's demo data (issue 13 section 5): every gym made before the exercise libraries
 * existed gets them (new gyms get them when they are made), and Sutrin Fitness its profile with a
 * GSTIN (Delhi, state code 07).
 */
export const demoGymHubSeed: DemoSeed = {
  key: 'gym-hub-v1',
  async run(db) {
    const gyms = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.kind, 'gym'));
    for (const gym of gyms) await addExerciseLibrary(db, gym.id);

    const gym = await demoOrg(db, DEMO_GYM, 'gym');
    if (!gym) return;
    const owner = await demoUser(db, 'owner@vedann.demo');
    await db
      .insert(gymProfiles)
      .values({
        orgId: gym.id,
        vedanId: owner?.vedanId ?? '',
        name: DEMO_GYM,
        contactNo: '9811012345',
        mainAddress: '14 Sector 18 Market, Noida Road, New Delhi 110025',
        email: 'desk@sutrinfitness.example',
        branchId: 'B1001',
        branchname: 'Sutrin Fitness Lajpat Nagar',
        gymId: '12121',
        founder: 'Aarav Sutrin',
        address: 'Ring Road, Lajpat Nagar IV, New Delhi 110024',
        taxes: [
          { type: 'GST', taxNo: '07AAFCS1234E1ZR' },
          { type: 'Income Tax', taxNo: 'AAFCS1234E' },
        ],
      })
      .onConflictDoNothing();
  },
};
