import { and, eq, notExists } from 'drizzle-orm';
import {
  BILL_PERMISSIONS,
  CURRENCIES,
  CURRENCY_MESSAGES,
  DEFAULT_RATES,
  convertMoney,
  fitsMoneyColumn,
  type Currency,
  type OrgKind,
  type RateTable,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import type { OrgSetupStep } from '../orgs/orgs.service';
import { organizations } from '../orgs/orgs.table';
import { currencyRates } from './bills.table';

/** The kinds of business that keep bills. */
export const BILL_KINDS_OF_ORG = Object.keys(BILL_PERMISSIONS) as OrgKind[];

/** The business's rate table; a currency it has no row for reads at the spec's rate. */
export async function readRates(db: Db, orgId: string): Promise<RateTable> {
  const rows = await db
    .select({ currency: currencyRates.currency, rate: currencyRates.rate })
    .from(currencyRates)
    .where(eq(currencyRates.orgId, orgId));
  const table: RateTable = { ...DEFAULT_RATES };
  for (const row of rows) {
    if ((CURRENCIES as readonly string[]).includes(row.currency)) {
      table[row.currency as Currency] = row.rate;
    }
  }
  return table;
}

/** The spec's rate table as a business's starting table. */
export async function addDefaultRates(db: Pick<Db, 'insert'>, orgId: string): Promise<void> {
  await db
    .insert(currencyRates)
    .values(CURRENCIES.map((currency) => ({ orgId, currency, rate: DEFAULT_RATES[currency] })))
    .onConflictDoNothing();
}

/** A new business of a kind that keeps bills starts with the spec's rates (areas.ts). */
export const currencyRatesSetup: OrgSetupStep = {
  name: 'default currency rates',
  kinds: BILL_KINDS_OF_ORG,
  run: (tx, org) => addDefaultRates(tx, org.id),
};

/** Businesses created before the rate table existed get the starting table (demo data step). */
export async function backfillDefaultRates(db: Db): Promise<void> {
  const without = await db
    .select({ id: organizations.id, kind: organizations.kind })
    .from(organizations)
    .where(
      notExists(
        db
          .select({ orgId: currencyRates.orgId })
          .from(currencyRates)
          .where(eq(currencyRates.orgId, organizations.id)),
      ),
    );
  for (const org of without) {
    if (BILL_KINDS_OF_ORG.includes(org.kind)) await addDefaultRates(db, org.id);
  }
}

export async function updateRates(
  db: Db,
  orgId: string,
  rates: Partial<Record<Currency, string>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const currency of CURRENCIES) {
      const rate = rates[currency];
      if (rate === undefined) continue;
      const [row] = await tx
        .update(currencyRates)
        .set({ rate })
        .where(and(eq(currencyRates.orgId, orgId), eq(currencyRates.currency, currency)))
        .returning({ currency: currencyRates.currency });
      if (!row) await tx.insert(currencyRates).values({ orgId, currency, rate });
    }
  });
}

/** The rates a bill row is written at. */
export interface StoredRates {
  currency: Currency;
  /** Units of `currency` per USD. */
  rate: string;
  /** Rupees per USD. */
  inrRate: string;
}

/** A new row: today's rates of the business. */
export function ratesForNew(currency: Currency, table: RateTable): StoredRates {
  return { currency, rate: table[currency], inrRate: table.INR };
}

/**
 * The rate a saved row takes in `currency`: its own when unchanged; otherwise the table's, except
 * that rupees use the row's stored rupee rate, so a row's value in rupees never moves with the table.
 */
export function rateIn(previous: StoredRates, currency: Currency, table: RateTable): string {
  if (currency === previous.currency) return previous.rate;
  if (currency === 'INR') return previous.inrRate;
  return table[currency];
}

export function ratesForUpdate(
  previous: StoredRates,
  currency: Currency,
  table: RateTable,
): StoredRates {
  return { currency, rate: rateIn(previous, currency, table), inrRate: previous.inrRate };
}

/** An amount converted between two rates, refused (400) when a money column cannot hold it. */
export function convertChecked(amount: string, fromRate: string, toRate: string): string {
  const converted = convertMoney(amount, fromRate, toRate);
  if (!fitsMoneyColumn(converted)) throw badRequest(CURRENCY_MESSAGES.tooLarge);
  return converted;
}

/** The rupees of an amount written at `stored`. */
export function rupeesOf(amount: string, stored: StoredRates): string {
  return convertChecked(amount, stored.rate, stored.inrRate);
}
