import { eq } from 'drizzle-orm';
import { ACCOUNT_TYPES, MONTHS, type AccountType } from '@vedann/contracts';
import type { DemoSeed } from '../../db/seed/steps';
import { organizations } from '../orgs/orgs.table';
import { users } from '../accounts/users.table';
import { replaceSeries, saveBalanceSheet } from './accounts-books.service';

/** Each demo business's sheet, in rupees: an earlier version, then the current one. */
const SHEETS = {
  'Sutrin Fitness': [
    {
      assets: [900000, 300000, 2500000, 150000, 50000],
      liabilities: [400000, 1500000],
      equity: 2000000,
    },
    {
      assets: [1050000, 350000, 2450000, 150000, 60000],
      liabilities: [420000, 1400000],
      equity: 2240000,
    },
  ],
  'Ahar Tiffin House': [
    {
      assets: [400000, 100000, 900000, 20000, 30000],
      liabilities: [250000, 600000],
      equity: 600000,
    },
    {
      assets: [520000, 120000, 880000, 20000, 35000],
      liabilities: [240000, 550000],
      equity: 785000,
    },
  ],
} as const;

/** Twelve months of each series, in crore: a base and a monthly growth. */
const SERIES: Record<string, Record<AccountType, [number, number]>> = {
  'Sutrin Fitness': { Revenue: [0.42, 0.015], Profit: [0.08, 0.004], NetWorth: [1.9, 0.03] },
  'Ahar Tiffin House': { Revenue: [0.26, 0.01], Profit: [0.04, 0.003], NetWorth: [0.95, 0.02] },
};

const ASSETS = [
  'Current Assets',
  'Investments',
  'Property Plant & Equipments',
  'Intangible Assets',
  'Other Assets',
] as const;
const LIABILITIES = ['Current Liabilities', 'Long-Term Liabilities'] as const;

/** The demo gym and ahar: a balance sheet with two dated versions, and a year of each series. */
export const demoAccountsBooksSeed: DemoSeed = {
  key: 'demo_accounts_books_seeded',
  async run(db) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'owner@vedann.demo'))
      .limit(1);
    const now = Date.now();
    for (const [name, versions] of Object.entries(SHEETS)) {
      const [org] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.name, name))
        .limit(1);
      if (!org) continue;
      for (const [index, sheet] of versions.entries()) {
        const daysAgo = index === 0 ? 60 : 7;
        await saveBalanceSheet(
          db,
          org.id,
          owner?.id ?? null,
          {
            assets: ASSETS.map((type, i) => ({ type, rupees: sheet.assets[i] ?? 0 })),
            liabilities: LIABILITIES.map((type, i) => ({
              type,
              rupees: sheet.liabilities[i] ?? 0,
            })),
            equity: sheet.equity,
          },
          new Date(now - daysAgo * 86_400_000),
        );
      }
      const series = SERIES[name];
      if (!series) continue;
      const today = new Date();
      for (const type of ACCOUNT_TYPES) {
        const [base, growth] = series[type];
        // The twelve months up to last month, so the chart spans two years.
        const rows = Array.from({ length: 12 }, (_, i) => {
          const index = today.getUTCFullYear() * 12 + today.getUTCMonth() - 12 + i;
          const wobble = ((i * 7) % 5) * 0.002;
          return {
            time: MONTHS[index % 12] ?? 'January',
            year: Math.floor(index / 12),
            value: Math.round((base + growth * i + wobble) * 100) / 100,
          };
        });
        await replaceSeries(db, org.id, type, rows);
      }
    }
  },
};
