import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { BroadcastGroup, OrgKind } from '@vedann/contracts';
import type { DemoSeed } from '../../db/seed/steps';
import { listPeople } from '../people/directory';
import { DEMO_AHAR, DEMO_GYM, demoOrg, demoUser } from '../people/demo';
import { addRecipients } from './broadcasts.service';
import { broadcastRecipients, broadcasts } from './broadcasts.table';

interface DemoMessage {
  subject: string;
  body: string;
  group: BroadcastGroup;
  daysAgo: number;
}

/** Oldest first, so the time-ordered ids list them newest first like any history. */
const MESSAGES: [string, OrgKind, DemoMessage[]][] = [
  [
    DEMO_GYM,
    'gym',
    [
      {
        subject: 'Diwali timings',
        body: 'The gym is open from 8 am to 2 pm on Diwali and closed the day after. Happy Diwali!',
        group: 'Member',
        daysAgo: 40,
      },
      {
        subject: 'New batches from Monday',
        body: 'A 6 am strength batch and a 7 pm yoga batch start on Monday. Ask at the front desk to join.',
        group: 'everyone',
        daysAgo: 3,
      },
    ],
  ],
  [
    DEMO_AHAR,
    'ahar',
    [
      {
        subject: 'New tiffin rates from the 1st',
        body: 'From the 1st of next month a veg tiffin is ₹60 and a non-veg tiffin ₹80. Thank you for eating with us.',
        group: 'everyone',
        daysAgo: 5,
      },
    ],
  ],
];

/**
 * A sent message or two in Multiple's history of the demo gym and ahar, their recipients taken
 * from the people directories as a real send would. Nobody is e-mailed: the demo's messages
 * read as delivered, and people without an e-mail as not reachable. The directories are the
 * app's (`src/areas.ts`), handed to the demo steps with their services.
 */
export const demoBroadcastsSeed: DemoSeed = {
  key: 'demo_broadcasts_seeded',
  async run(db, { people: directories = [] }) {
    const owner = await demoUser(db, 'owner@vedann.demo');
    for (const [name, kind, messages] of MESSAGES) {
      const org = await demoOrg(db, name, kind);
      if (!org) continue;
      for (const message of messages) {
        const at = new Date(Date.now() - message.daysAgo * 24 * 60 * 60_000);
        const [created] = await db
          .insert(broadcasts)
          .values({
            orgId: org.id,
            subject: message.subject,
            body: message.body,
            audience: message.group,
            status: 'done',
            senderId: owner?.id ?? null,
            senderName: owner?.fullname ?? 'Owner',
            createdAt: at,
            finishedAt: at,
          })
          .returning({ id: broadcasts.id });
        if (!created) continue;
        const filter = message.group === 'everyone' ? {} : { audience: message.group };
        const { people } = await listPeople(directories, db, org, filter, {
          offset: 0,
          limit: 500,
        });
        await addRecipients(db, { id: created.id, orgId: org.id }, people);
        // The demo's messages went by e-mail, the business's channel until it chooses others:
        // those known by a phone alone were not reached.
        const delivered = await db
          .update(broadcastRecipients)
          .set({ status: 'sent', channels: ['email'], sentAt: at })
          .where(
            and(
              eq(broadcastRecipients.broadcastId, created.id),
              eq(broadcastRecipients.status, 'pending'),
              isNotNull(broadcastRecipients.email),
            ),
          )
          .returning({ id: broadcastRecipients.id });
        const phoneOnly = await db
          .update(broadcastRecipients)
          .set({ status: 'unreachable' })
          .where(
            and(
              eq(broadcastRecipients.broadcastId, created.id),
              eq(broadcastRecipients.status, 'pending'),
            ),
          )
          .returning({ id: broadcastRecipients.id });
        await db
          .update(broadcasts)
          .set({
            sent: delivered.length,
            unreachable: sql`${broadcasts.unreachable} + ${phoneOnly.length}`,
          })
          .where(eq(broadcasts.id, created.id));
      }
    }
  },
};
