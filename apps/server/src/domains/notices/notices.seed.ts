import type { NoticeAudience, OrgKind } from '@vedann/contracts';
import type { DemoSeed } from '../../db/seed/steps';
import { DEMO_AHAR, DEMO_GYM, DEMO_SALON, demoDay, demoOrg } from '../people/demo';
import { notices } from './notices.table';

/** [text, audience, first day, last day], days counted from the day the demo data is loaded. */
const NOTICES: [string, OrgKind, [string, NoticeAudience, number, number][]][] = [
  [
    DEMO_GYM,
    'gym',
    [
      ['The gym closes at 6 pm on Sunday for floor cleaning.', 'Member', -2, 5],
      ['New Zumba batch at 7 am from Monday: tell your trainer.', 'Member', 0, 14],
      ['Trainers: monthly assessment sheets are due by Friday.', 'Staff', -1, 4],
      ['Front desk: renewals are now entered in the User panel.', 'User', 0, 30],
      ['Diwali timings were 8 am to 2 pm.', 'Member', -40, -35],
    ],
  ],
  [
    DEMO_AHAR,
    'ahar',
    [
      ['Kitchen deep clean on Saturday: no dinner tiffins.', 'Staff', 0, 6],
      ['Monthly tiffin rates change from the 1st.', 'User', -3, 20],
    ],
  ],
  [DEMO_SALON, 'barber', [['Sunday appointments only: walk-ins from Monday.', 'Staff', 0, 7]]],
];

export const demoNoticesSeed: DemoSeed = {
  key: 'demo_notices_seeded',
  async run(db) {
    for (const [name, kind, rows] of NOTICES) {
      const org = await demoOrg(db, name, kind);
      if (!org) continue;
      await db.insert(notices).values(
        rows.map(([notice, visibleTo, start, end]) => ({
          orgId: org.id,
          notice,
          visibleTo,
          startDate: demoDay(start),
          endDate: demoDay(end),
        })),
      );
    }
  },
};
