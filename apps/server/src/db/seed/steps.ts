import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { appMeta } from '../../domains/platform/meta.table';
import type { Storage } from '../../storage/storage';
import type { OrgSetupStep } from '../../domains/orgs/orgs.service';
import type { PeopleDirectory } from '../../domains/people/directory';

/**
 * What a step may need beyond the database: uploads for demo photos, the new-business steps,
 * the areas' people (a history of messages names them).
 */
export interface SeedServices {
  storage?: Storage;
  orgSetup?: readonly OrgSetupStep[];
  people?: readonly PeopleDirectory[];
}

/**
 * One area's demo data. Each step runs once per database, remembered under its own key, so an
 * area added later still loads its demo data into a database that already has the earlier ones.
 */
export interface DemoSeed {
  key: string;
  run(db: Db, services: SeedServices): Promise<void>;
}

/** Runs the steps not yet run, in order. Returns the keys of the steps it ran. */
export async function runDemoSeeds(
  db: Db,
  seeds: readonly DemoSeed[],
  services: SeedServices = {},
): Promise<string[]> {
  const ran: string[] = [];
  for (const seed of seeds) {
    const [done] = await db.select().from(appMeta).where(eq(appMeta.key, seed.key));
    if (done) continue;
    await seed.run(db, services);
    await db.insert(appMeta).values({ key: seed.key, value: new Date().toISOString() });
    ran.push(seed.key);
  }
  return ran;
}
