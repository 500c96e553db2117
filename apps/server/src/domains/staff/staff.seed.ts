import type { OrgKind } from '@vedann/contracts';
import type { DemoSeed } from '../../db/seed/steps';
import { DEMO_PASSWORD } from '../orgs/demo-accounts.seed';
import { createUser, findUserByEmail } from '../accounts/users.service';
import { memberships } from '../orgs/orgs.table';
import { DEMO_AHAR, DEMO_GYM, DEMO_SALON, demoOrg } from '../people/demo';
import { staffMembers } from './staff.table';

type DemoStaff = Omit<typeof staffMembers.$inferInsert, 'id' | 'orgId'>;

const person = (
  name: string,
  gender: 'male' | 'female',
  experience: number,
  description: string,
  n: number,
): DemoStaff => ({
  name,
  address: `${10 + n} Park Street`,
  dob: `199${n}-0${n + 1}-1${n}`,
  gender,
  mobile: `+9198100000${10 + n}`,
  joindate: `202${n % 5}-0${n + 1}-01`,
  email: `${name.split(' ')[0]?.toLowerCase() ?? 'staff'}@example.com`,
  experience,
  description,
});

const STAFF: [string, OrgKind, DemoStaff[]][] = [
  [
    DEMO_GYM,
    'gym',
    [
      person('Kiran Malhotra', 'male', 8, 'Strength and conditioning', 1),
      person('Pooja Nair', 'female', 5, 'Yoga and mobility', 2),
      person('Sandeep Rawat', 'male', 3, 'Cardio and HIIT', 3),
    ],
  ],
  [
    DEMO_AHAR,
    'ahar',
    [
      person('Lakshmi Reddy', 'female', 12, 'Head cook', 4),
      person('Mohan Das', 'male', 2, 'Delivery', 5),
    ],
  ],
  [
    DEMO_SALON,
    'barber',
    [
      person('Salim Khan', 'male', 10, 'Senior barber', 6),
      person('Ritu Verma', 'female', 4, 'Stylist', 7),
    ],
  ],
];

/** The email of the demo gym's front-desk Operator, a sign-in user of its User panel. */
export const DEMO_FRONT_DESK = 'frontdesk@vedann.demo';

/**
 * Trainers and staff of the demo businesses, and the demo gym's front-desk Operator (its User
 * panel): she holds three of the gym's twelve permissions, Record (attendance, maintenance,
 * inventory), Notice (notices, events) and Enquiry (enquiries, the Token System's queue), as
 * docs/decisions/0288-front-desk-permissions.md says; as one of the gym's people she reads her
 * own attendance and the notices for users.
 */
export const demoStaffSeed: DemoSeed = {
  key: 'demo_staff_seeded',
  async run(db) {
    for (const [name, kind, rows] of STAFF) {
      const org = await demoOrg(db, name, kind);
      if (!org) continue;
      await db.insert(staffMembers).values(rows.map((row) => ({ ...row, orgId: org.id })));
    }
    const gym = await demoOrg(db, DEMO_GYM, 'gym');
    if (!gym) return;
    const desk =
      (await findUserByEmail(db, DEMO_FRONT_DESK)) ??
      (await createUser(db, {
        fullname: 'Neha Kapoor',
        email: DEMO_FRONT_DESK,
        phoneNumber: '9811122233',
        password: DEMO_PASSWORD,
        role: 'student',
      }));
    await db
      .insert(memberships)
      .values({
        orgId: gym.id,
        userId: desk.id,
        role: 'operator',
        permissions: ['enquiry', 'record', 'notice'],
      })
      .onConflictDoNothing();
  },
};
