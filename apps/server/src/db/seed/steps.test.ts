import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { runDemoSeeds, type DemoSeed } from './steps';

describe('demo seed steps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs each step once, and a step added later still runs on a seeded database', async () => {
    const runs: string[] = [];
    const step = (key: string): DemoSeed => ({
      key,
      run: async () => {
        runs.push(key);
      },
    });
    const db = t.database.db;
    expect(await runDemoSeeds(db, [step('seed_test_a')])).toEqual(['seed_test_a']);
    expect(await runDemoSeeds(db, [step('seed_test_a'), step('seed_test_b')])).toEqual([
      'seed_test_b',
    ]);
    expect(await runDemoSeeds(db, [step('seed_test_a'), step('seed_test_b')])).toEqual([]);
    expect(runs).toEqual(['seed_test_a', 'seed_test_b']);
  });
});
