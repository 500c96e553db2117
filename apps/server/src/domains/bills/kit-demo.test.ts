import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AccountRecord,
  BalanceSheetVersion,
  ExpensesAnswer,
  FinancialDataAnswer,
  Organization,
  WaterEntriesAnswer,
} from '@vedann/contracts';
import { DEMO_SEEDS } from '../../demo-seeds';
import { PEOPLE_DIRECTORIES } from '../../areas';
import { runDemoSeeds } from '../../db/seed/steps';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEMO_PASSWORD } from '../orgs/demo-accounts.seed';
import { demoAccountsBooksSeed } from '../accounts-books/accounts-books.seed';
import { currencyRates } from './bills.table';
import { demoBillsSeed } from './bills.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const monthOf = (back: number): string => {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

describe('the business kit demo data', () => {
  it('gives the demo gym and ahar bills, a sheet with history and a year of each series', async () => {
    // A business made before the rate table existed has none until the demo step backfills it.
    const earlier = await t.signUp();
    const earlierGym = await t.createOrg(earlier, 'gym');
    const { db } = t.database;
    await db.delete(currencyRates).where(eq(currencyRates.orgId, earlierGym));

    const ran = await runDemoSeeds(db, DEMO_SEEDS, {
      people: PEOPLE_DIRECTORIES,
      storage: t.deps.storage,
    });
    expect(ran).toEqual(expect.arrayContaining([demoBillsSeed.key, demoAccountsBooksSeed.key]));
    const rates = await db.select().from(currencyRates).where(eq(currencyRates.orgId, earlierGym));
    expect(rates).toHaveLength(5);

    const login = await t.request('POST', '/api/v1/user/login', {
      body: { email: 'owner@vedann.demo', password: DEMO_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    const orgs = await t.request('GET', '/api/v1/orgs', { token });
    const businesses = orgs.json<{ organizations: Organization[] }>().organizations;
    for (const name of ['Sutrin Fitness', 'Ahar Tiffin House']) {
      const orgId = businesses.find((org) => org.name === name)?._id;
      expect(orgId, name).toBeDefined();
      const as = { token, orgId };
      const chart = await t.request(
        'GET',
        `/api/v1/bills/expenses?from=${monthOf(3)}&to=${monthOf(0)}`,
        as,
      );
      const months = chart.json<ExpensesAnswer>().months;
      expect(months).toHaveLength(4);
      for (const month of months) {
        for (const kind of ['water', 'wifi', 'electricity', 'rent', 'equipment'] as const) {
          expect(month[kind], `${name} ${month.month} ${kind}`).toBeGreaterThan(0);
        }
      }
      const water = await t.request('GET', '/api/v1/water/entries?limit=50', as);
      expect(water.json<WaterEntriesAnswer>().totalBottles).toBe(12);
      const versions = await t.request('GET', '/api/v1/balancesheet/versions', as);
      const history = versions.json<{ versions: BalanceSheetVersion[] }>().versions;
      expect(history).toHaveLength(2);
      expect(history[0]?.totals.balanced).toBe(true);
      const revenue = await t.request('GET', '/api/v1/gym-accounts/Revenue', as);
      expect(revenue.json<{ records: AccountRecord[] }>().records).toHaveLength(12);
      const doc = await t.request('GET', '/api/v1/financial-data', as);
      const body = doc.json<FinancialDataAnswer>();
      expect([body.revenue.length, body.profit.length, body.networth.length]).toEqual([12, 12, 12]);
    }
  });
});
