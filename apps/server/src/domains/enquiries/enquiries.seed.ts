import type { EnquiryPlan, OrgKind } from '@vedann/contracts';
import type { DemoSeed } from '../../db/seed/steps';
import { DEMO_AHAR, DEMO_GYM, demoDay, demoOrg } from '../people/demo';
import { enquiries } from './enquiries.table';

interface DemoEnquiry {
  name: string;
  mobile: string;
  address: string;
  plan: EnquiryPlan;
  amount: string;
  /** Days from the demo day: enquired on, follow up on. */
  on: number;
  followUp: number;
  followUpTime: string;
  description: string;
}

const ENQUIRIES: [string, OrgKind, DemoEnquiry[]][] = [
  [
    DEMO_GYM,
    'gym',
    [
      {
        name: 'Rohit Sharma',
        mobile: '+919811000001',
        address: 'Sector 21, Gurugram',
        plan: 'Week Plan',
        amount: '499',
        on: -3,
        followUp: 0,
        followUpTime: '10:30',
        description: 'Wants a trial week before the monthly plan.',
      },
      {
        name: 'Priya Menon',
        mobile: '+919811000002',
        address: 'DLF Phase 3',
        plan: 'Off Plan',
        amount: '1200',
        on: -2,
        followUp: 0,
        followUpTime: '18:00',
        description: 'Asked about evening yoga and a locker.',
      },
      {
        name: 'Vivek Jain',
        mobile: '+919811000003',
        address: 'Sohna Road',
        plan: 'Week Plan',
        amount: '499',
        on: -1,
        followUp: 2,
        followUpTime: '09:00',
        description: 'Call after his travel.',
      },
    ],
  ],
  [
    DEMO_AHAR,
    'ahar',
    [
      {
        name: 'Sana Qureshi',
        mobile: '+919811000004',
        address: 'Madhapur',
        plan: 'Week Plan',
        amount: '700',
        on: -1,
        followUp: 0,
        followUpTime: '12:00',
        description: 'Vegetarian lunch tiffin for an office of six.',
      },
      {
        name: 'Karthik Rao',
        mobile: '+919811000005',
        address: 'Gachibowli',
        plan: 'Off Plan',
        amount: '2500',
        on: -4,
        followUp: 3,
        followUpTime: '16:30',
        description: 'Monthly dinner plan, no onion or garlic.',
      },
    ],
  ],
];

/** Enquiries of the demo gym and ahar, some with their follow-up due on the demo day. */
export const demoEnquiriesSeed: DemoSeed = {
  key: 'demo_enquiries_seeded',
  async run(db) {
    for (const [name, kind, rows] of ENQUIRIES) {
      const org = await demoOrg(db, name, kind);
      if (!org) continue;
      await db.insert(enquiries).values(
        rows.map(({ on, followUp, ...row }) => ({
          ...row,
          orgId: org.id,
          date: demoDay(on),
          followUpDate: demoDay(followUp),
        })),
      );
    }
  },
};
