import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AharRatingSummary, AharReview, ForecastAnswer } from '@vedann/contracts';
import { runDemoSeeds } from '../../../db/seed/steps';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD, demoAccountsSeed } from '../../orgs/demo-accounts.seed';
import { demoAharDemandSeed } from './ahar-demand.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo tiffin house', () => {
  it('has 120 days of demand that forecast well, a festival, ratings and reviews', async () => {
    const ran = await runDemoSeeds(t.database.db, [demoAccountsSeed, demoAharDemandSeed]);
    expect(ran).toContain(demoAharDemandSeed.key);
    const login = await t.request('POST', '/api/v1/user/login', {
      body: { email: 'owner@vedann.demo', password: DEMO_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    const orgs = await t.request('GET', '/api/v1/orgs', { token });
    const shop = orgs
      .json<{ organizations: { _id: string; name: string }[] }>()
      .organizations.find((o) => o.name === 'Ahar Tiffin House');
    const as = { token, orgId: shop?._id ?? '' };

    const records = await t.request('GET', '/api/v1/demandinventory?page=1', as);
    expect(records.json<{ total: number }>().total).toBe(240);
    const forecast = (
      await t.request('GET', '/api/v1/ahar/demand/forecast', as)
    ).json<ForecastAnswer>();
    expect(forecast.categories.map((c) => c.category)).toEqual([
      'Beverages',
      'Ready meals',
      'Sweets',
    ]);
    for (const category of forecast.categories) {
      expect(category.status).toBe('ok');
      if (category.status === 'ok') expect(category.mape ?? 100).toBeLessThan(15);
    }
    const events = await t.request('GET', '/api/v1/ahar/demand-events', as);
    expect(events.json<{ total: number }>().total).toBe(2);

    const ratings = await t.request('GET', '/api/v1/ratings', as);
    expect(ratings.json<{ ratings: AharRatingSummary[] }>().ratings).toHaveLength(4);
    const reviews = await t.request('GET', '/api/v1/reviews', as);
    const cards = reviews.json<{ reviews: AharReview[] }>().reviews;
    expect(cards).toHaveLength(3);
    expect(cards.filter((c) => c.reply !== null)).toHaveLength(1);
  });
});
