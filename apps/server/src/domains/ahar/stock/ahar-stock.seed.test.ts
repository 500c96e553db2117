import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization, StockAlerts, StockItem } from '@vedann/contracts';
import { runDemoSeeds } from '../../../db/seed/steps';
import { ORG_SETUP_STEPS } from '../../../areas';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD, demoAccountsSeed } from '../../orgs/demo-accounts.seed';
import { demoAharStockSeed } from './ahar-stock.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runDemoSeeds(t.database.db, [demoAccountsSeed, demoAharStockSeed], {
    storage: t.deps.storage,
    orgSetup: ORG_SETUP_STEPS,
  });
});
afterAll(() => t.close());

describe('the ahar stock demo data', () => {
  it('gives Ahar Tiffin House stock in all three locations, some expiring this week', async () => {
    const login = await t.request('POST', '/api/v1/user/login', {
      body: { email: 'owner@vedann.demo', password: DEMO_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    const orgs = await t.request('GET', '/api/v1/orgs', { token });
    const ahar = orgs
      .json<{ organizations: Organization[] }>()
      .organizations.find((o) => o.name === 'Ahar Tiffin House');
    const as = { token, orgId: ahar?._id };
    for (const path of ['/api/v1/aharshowroom', '/api/v1/suchigodown', '/api/v1/reuse']) {
      const res = await t.request('GET', path, as);
      expect(res.statusCode, path).toBe(200);
      expect(res.json<StockItem[]>().length, path).toBeGreaterThanOrEqual(3);
    }
    const alerts = (await t.request('GET', '/api/v1/ahar/stock/alerts', as)).json<StockAlerts>();
    expect(alerts.days).toBe(5);
    expect(alerts.soon.count).toBeGreaterThanOrEqual(4);
    expect(alerts.expired.count).toBe(2);
    const journal = await t.request('GET', '/api/v1/ahar/stock/journal', as);
    expect(journal.json<{ entries: { action: string }[] }>().entries[0]?.action).toBe('move');
  });
});
