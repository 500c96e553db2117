import type { Db } from './db/client';
import { AREAS, ORG_SETUP_STEPS, PEOPLE_DIRECTORIES } from './areas';
import { runDemoSeeds, type DemoSeed, type SeedServices } from './db/seed/steps';

/**
 * Every area's demo data, in the order of the areas (src/areas.ts), which is the order it
 * builds up. Each area keeps its demo data beside its code (`domains/<area>/*.seed.ts`).
 */
export const DEMO_SEEDS: readonly DemoSeed[] = AREAS.flatMap((area) => area.seeds ?? []);

/** Loads whatever demo data this database does not have yet. Returns whether it loaded any. */
export async function seedDemoData(
  db: Db,
  services: Omit<SeedServices, 'orgSetup' | 'people'> = {},
): Promise<boolean> {
  const ran = await runDemoSeeds(db, DEMO_SEEDS, {
    orgSetup: ORG_SETUP_STEPS,
    people: PEOPLE_DIRECTORIES,
    ...services,
  });
  return ran.length > 0;
}
