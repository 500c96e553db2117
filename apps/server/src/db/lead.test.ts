import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryLead, LOCKS, soleProcessLead, whileLocked } from './lead';
import { createScratchDatabase } from './scratch';

const adminUrl = process.env.TEST_DATABASE_URL;

describe('the lead on PGlite', () => {
  it('is always this process, the only one', async () => {
    expect(await soleProcessLead.holds()).toBe(true);
    let ran = false;
    await whileLocked(undefined, LOCKS.startup, 1000, () => Promise.resolve((ran = true)));
    expect(ran).toBe(true);
  });
});

describe.skipIf(!adminUrl)('the lead on PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl!, 'vedann_lead');
  });
  afterAll(() => database.drop());

  it('is held by one process at a time, and passes on when its holder goes', async () => {
    const first = advisoryLead(database.url, LOCKS.periodicJobs, 3000);
    const second = advisoryLead(database.url, LOCKS.periodicJobs, 3000);
    try {
      const atOnce = await Promise.all([first.holds(), second.holds()]);
      expect(atOnce.filter(Boolean)).toHaveLength(1);
      const [holder, other] = atOnce[0] ? [first, second] : [second, first];
      expect(await holder.holds()).toBe(true);
      expect(await other.holds()).toBe(false);

      await holder.close();
      expect(await other.holds()).toBe(true);
      expect(await holder.holds()).toBe(false);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('is taken again when its connection is cut from the server', async () => {
    const lead = advisoryLead(database.url, LOCKS.periodicJobs, 3000);
    const rival = advisoryLead(database.url, LOCKS.periodicJobs, 3000);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      expect(await lead.holds()).toBe(true);
      expect(await rival.holds()).toBe(false);
      // The holder's session ends (a network cut, a restart of its connection's backend).
      await admin.query(`select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and objid = ${LOCKS.periodicJobs} and granted
          and database = (select oid from pg_database where datname = current_database())`);
      await new Promise((r) => setTimeout(r, 200));
      expect(await rival.holds()).toBe(true);
      expect(await lead.holds()).toBe(false);
    } finally {
      await admin.end();
      await lead.close();
      await rival.close();
    }
  });

  it('runs the start-up work of processes one at a time', async () => {
    const timeline: string[] = [];
    const work = (name: string) => () =>
      whileLocked(database.url, LOCKS.startup, 3000, async () => {
        timeline.push(`${name} in`);
        await new Promise((r) => setTimeout(r, 300));
        timeline.push(`${name} out`);
      });
    await Promise.all([work('a')(), work('b')(), work('c')()]);
    for (let i = 0; i < timeline.length; i += 2) {
      expect(timeline[i]!.replace(' in', ' out')).toBe(timeline[i + 1]);
    }
    expect(timeline).toHaveLength(6);
  });
});
