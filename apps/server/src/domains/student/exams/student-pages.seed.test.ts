import { todayInIndia } from '@vedann/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Exam, PublicEvent } from '@vedann/contracts';
import { DEMO_SEEDS } from '../../../demo-seeds';
import { PEOPLE_DIRECTORIES } from '../../../areas';
import { runDemoSeeds } from '../../../db/seed/steps';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runDemoSeeds(t.database.db, DEMO_SEEDS, {
    people: PEOPLE_DIRECTORIES,
    storage: t.deps.storage,
  });
});
afterAll(() => t.close());

describe('demo data of the student pages', () => {
  it('has open exams in every state of the menu, and something on every exam page', async () => {
    const open = await t.request('GET', `/api/v1/exams?openOn=${todayInIndia()}&limit=100`);
    const exams = open.json<{ exams: Exam[] }>().exams;
    expect(exams.length).toBeGreaterThanOrEqual(15);
    expect(new Set(exams.map((e) => e.state))).toEqual(
      new Set(['Haryana', 'Punjab', 'Delhi', 'Pan India', 'International']),
    );
    for (const [path, key] of [
      ['scholarships', 'scholarships'],
      ['study-centers', 'studyCenters'],
      ['admitcards', 'admitCards'],
      ['test-series', 'testSeries'],
      ['exam-results', 'results'],
    ] as const) {
      const res = await t.request('GET', `/api/v1/${path}`);
      expect((res.json<Record<string, unknown[]>>()[key] ?? []).length, path).toBeGreaterThan(0);
    }
  });

  it('has events of the demo library, the gym and the platform, and a blood request', async () => {
    const res = await t.request('GET', '/api/v1/events?limit=50');
    const organisers = new Set(
      res.json<{ events: PublicEvent[] }>().events.map((e) => e.organiser),
    );
    expect(organisers).toEqual(new Set(['Vijnan Study Centre', 'Sutrin Fitness', null]));
    const blood = await t.request('GET', '/api/v1/blood/requests');
    expect(blood.json<{ total: number }>().total).toBe(1);
  });
});
