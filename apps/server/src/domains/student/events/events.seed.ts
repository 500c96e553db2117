import { eq } from 'drizzle-orm';
import { eventInputSchema, type EventInput, addDays, todayInIndia } from '@vedann/contracts';
import type { DemoSeed } from '../../../db/seed/steps';
import { organizations } from '../../orgs/orgs.table';
import { events } from './events.table';

type DemoEvent = Omit<EventInput, 'date'> & { inDays: number | null; organiser: string | null };

const EVENTS: DemoEvent[] = [
  {
    organiser: 'Vijnan Study Centre',
    title: 'Mock test Sunday',
    inDays: 6,
    location: 'Vijnan Study Centre, Pune',
    description:
      'A full-length mock test in exam conditions, with a discussion of the answers afterwards.',
    kind: 'competition',
  },
  {
    organiser: 'Vijnan Study Centre',
    title: 'Current affairs quiz',
    inDays: 13,
    location: 'Vijnan Study Centre, Pune',
    description: "Teams of three answer questions on the month's news. Open to all members.",
    kind: 'competition',
  },
  {
    organiser: 'Sutrin Fitness',
    title: 'Open gym day',
    inDays: 9,
    location: 'Sutrin Fitness, Delhi NCR',
    description: 'Try every machine with a trainer beside you. Free for visitors.',
    kind: 'sports',
  },
  {
    organiser: 'Sutrin Fitness',
    title: 'Community 5 km run',
    inDays: null,
    location: 'Lodhi Garden, New Delhi',
    description: 'A morning run for every pace. The date is fixed once the permit arrives.',
    kind: 'sports',
  },
  {
    organiser: null,
    title: 'Vedann campus esports cup',
    inDays: 20,
    location: 'Online',
    description:
      'Five-a-side teams from colleges across India. Register your interest to get the rules.',
    kind: 'esports',
  },
  {
    organiser: null,
    title: 'Inter-college debate',
    inDays: 27,
    location: 'India Habitat Centre, New Delhi',
    description: "Teams of two argue this year's motion on technology and jobs.",
    kind: 'competition',
  },
];

/** Upcoming events of the demo library and gym, and of the platform itself. */
export const demoEventsSeed: DemoSeed = {
  key: 'demo_events_seeded',
  async run(db) {
    const today = todayInIndia();
    for (const { organiser, inDays, ...event } of EVENTS) {
      let orgId: string | null = null;
      if (organiser) {
        const [org] = await db
          .select({ id: organizations.id })
          .from(organizations)
          .where(eq(organizations.name, organiser));
        if (!org) continue;
        orgId = org.id;
      }
      const values = eventInputSchema.parse({
        ...event,
        date: inDays === null ? '' : addDays(today, inDays),
      });
      await db.insert(events).values({ ...values, orgId });
    }
  },
};
