import type { Db } from '../client';
import { demoAccountsSeed } from './demo';
import { lostFoundSeed } from './lostfound';
import { runDemoSeeds, type DemoSeed, type SeedServices } from './steps';

/** Every area's demo data, in the order it builds up: accounts and businesses first. */
export const DEMO_SEEDS: readonly DemoSeed[] = [demoAccountsSeed, lostFoundSeed];

/** Loads whatever demo data this database does not have yet. Returns whether it loaded any. */
export async function seedDemoData(db: Db, services: SeedServices = {}): Promise<boolean> {
  return (await runDemoSeeds(db, DEMO_SEEDS, services)).length > 0;
}
