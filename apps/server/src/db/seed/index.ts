import type { Db } from '../client';
import { ORG_SETUP_STEPS } from '../../areas';
import { demoAccountsSeed } from '../../domains/accounts/accounts.seed';
import { demoJobsSeed } from '../../domains/jobs/jobs.seed';
import { lostFoundSeed } from '../../domains/lostfound/lostfound.seed';
import { librarySeed } from '../../domains/library/library.seed';
import { demoNewsSeed } from '../../domains/news/news.seed';
import { demoPlansSeed } from '../../domains/plans/plans.seed';
import { demoResumesSeed } from '../../domains/resumes/resumes.seed';
import { runDemoSeeds, type DemoSeed, type SeedServices } from './steps';

/**
 * Every area's demo data, in the order it builds up: accounts and businesses first. Each area
 * keeps its demo data beside its code (`domains/<area>/<area>.seed.ts`); this list only orders them.
 */
export const DEMO_SEEDS: readonly DemoSeed[] = [
  demoAccountsSeed,
  demoJobsSeed,
  demoResumesSeed,
  demoNewsSeed,
  demoPlansSeed,
  lostFoundSeed,
  librarySeed,
];

/** Loads whatever demo data this database does not have yet. Returns whether it loaded any. */
export async function seedDemoData(
  db: Db,
  services: Omit<SeedServices, 'orgSetup'> = {},
): Promise<boolean> {
  const ran = await runDemoSeeds(db, DEMO_SEEDS, { orgSetup: ORG_SETUP_STEPS, ...services });
  return ran.length > 0;
}
