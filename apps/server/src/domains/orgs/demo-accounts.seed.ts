import type { OrgKind, Role } from '@vedann/contracts';
import { createUser } from '../accounts/users.service';
import { createOrganization } from './orgs.service';
import type { DemoSeed } from '../../db/seed/steps';

/** The demo logins; the README lists the same ones. */
export const DEMO_PASSWORD = 'Demo@1234';

interface DemoAccount {
  email: string;
  fullname: string;
  role: Role;
  isPlatformAdmin?: boolean;
  owns?: { kind: OrgKind; name: string; city: string }[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'student@vedann.demo', fullname: 'Asha Rao', role: 'student' },
  {
    email: 'recruiter@vedann.demo',
    fullname: 'Rahul Mehta',
    role: 'recruiter',
    owns: [{ kind: 'company', name: 'Sutra Technologies', city: 'Bangalore' }],
  },
  {
    email: 'librarian@vedann.demo',
    fullname: 'Meera Iyer',
    role: 'librarian',
    owns: [{ kind: 'library', name: 'Vijnan Study Centre', city: 'Pune' }],
  },
  {
    email: 'owner@vedann.demo',
    fullname: 'Vikram Singh',
    role: 'student',
    owns: [
      { kind: 'gym', name: 'Sutrin Fitness', city: 'Delhi NCR' },
      { kind: 'ahar', name: 'Ahar Tiffin House', city: 'Hyderabad' },
      { kind: 'barber', name: 'Sutrin Salon', city: 'Delhi NCR' },
    ],
  },
  {
    email: 'admin@vedann.demo',
    fullname: 'Platform Admin',
    role: 'student',
    isPlatformAdmin: true,
  },
];

/** The accounts and their businesses; every later demo step builds on these. */
export const demoAccountsSeed: DemoSeed = {
  key: 'demo_seeded',
  async run(db, { orgSetup = [] }) {
    for (const account of DEMO_ACCOUNTS) {
      const user = await createUser(db, {
        fullname: account.fullname,
        email: account.email,
        phoneNumber: '9876543210',
        password: DEMO_PASSWORD,
        role: account.role,
        isPlatformAdmin: account.isPlatformAdmin ?? false,
      });
      for (const business of account.owns ?? []) {
        await createOrganization(db, { ...business, ownerId: user.id }, orgSetup);
      }
    }
  },
};
