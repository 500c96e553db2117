import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { appMeta } from '../../domains/platform/meta.table';

/**
 * One area's demo data. Each step runs once per database, remembered under its own key, so an
 * area added later still loads its demo data into a database that already has the earlier ones.
 */
export interface DemoSeed {
  key: string;
  run(db: Db): Promise<void>;
}

/** Runs the steps not yet run, in order. Returns the keys of the steps it ran. */
export async function runDemoSeeds(db: Db, seeds: readonly DemoSeed[]): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of seeds) {
    const [done] = await db.select().from(appMeta).where(eq(appMeta.key, seed.key));
    if (done) continue;
    await seed.run(db);
    await db.insert(appMeta).values({ key: seed.key, value: new Date().toISOString() });
    ran.push(seed.key);
  }
  return ran;
}
