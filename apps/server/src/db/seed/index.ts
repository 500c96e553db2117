import type { Db } from '../client';
import { demoAccountsSeed } from './demo';
import { demoJobsSeed } from './jobs';
import { lostFoundSeed } from './lostfound';
import { demoNewsSeed } from './news';
import { demoPlansSeed } from './plans';
import { demoResumesSeed } from './resumes';
import { runDemoSeeds, type DemoSeed, type SeedServices } from './steps';

/** Every area's demo data, in the order it builds up: accounts and businesses first. */
export const DEMO_SEEDS: readonly DemoSeed[] = [
  demoAccountsSeed,
  demoJobsSeed,
  demoResumesSeed,
  demoNewsSeed,
  demoPlansSeed,
  lostFoundSeed,
];

/** Loads whatever demo data this database does not have yet. Returns whether it loaded any. */
export async function seedDemoData(db: Db, services: SeedServices = {}): Promise<boolean> {
  return (await runDemoSeeds(db, DEMO_SEEDS, services)).length > 0;
}
