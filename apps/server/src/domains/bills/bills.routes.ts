import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  BILL_KINDS,
  BILL_MESSAGES,
  CURRENCY_MESSAGES,
  billDateRangeSchema,
  billsApi,
  convertBillInputSchema,
  monthsBetween,
  sumMoney,
  type BillKind,
  type MonthExpenses,
  type RateTable,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { notFound } from '../../http/errors';
import { serveResource } from '../../http/serve-resource';
import { waterBottles } from './bills.table';
import {
  electricityBillKind,
  equipmentBillKind,
  pricedValues,
  ratesFor,
  rentBillKind,
  waterBillKind,
  wifiBillKind,
  type BillKindDef,
  type BillTable,
  type Values,
} from './bills.kinds';
import {
  convertChecked,
  rateIn,
  ratesForNew,
  ratesForUpdate,
  readRates,
  updateRates,
  type StoredRates,
} from './rates.service';
import { registerWaterEntryRoutes } from './water.routes';

const tags = ['bills'];
const num = (value: string | number) => Number(value);

function registerBillKind<T extends BillTable, Input extends z.ZodType, Item extends z.ZodType>(
  context: Pick<AppContext, 'app' | 'db'>,
  def: BillKindDef<T, Input, Item>,
): void {
  const { db } = context;
  const app: FastifyInstance = context.app;
  type Row = T['$inferSelect'];
  const dateRange = billDateRangeSchema;
  const source: PgTable = def.table;

  for (const mount of def.mounts) {
    serveResource(context, mount.bills, {
      table: def.table,
      updateReadsRow: true,
      async toRow(input, acting, previous) {
        const own = def.fields(input);
        const rates = await ratesFor(db, acting);
        const stored = previous
          ? ratesForUpdate(previous as unknown as StoredRates, own.currency, rates)
          : ratesForNew(own.currency, rates);
        return pricedValues(def, own, stored) as Omit<T['$inferInsert'], 'id' | 'orgId'>;
      },
      toItem: (row) => def.toItem(row),
      messages: {
        created: BILL_MESSAGES.dataSubmitted,
        updated: BILL_MESSAGES.updated,
        removed: BILL_MESSAGES.removed,
        notFound: BILL_MESSAGES.notFound,
        unsaved: BILL_MESSAGES.saveFirst,
      },
      ...(def.bulk ? { bulk: def.bulk } : {}),
      filters: {
        query: dateRange,
        where: (query: z.output<typeof dateRange>): (SQL | undefined)[] => [
          query.from ? gte(def.dateColumn, query.from) : undefined,
          query.to ? lte(def.dateColumn, query.to) : undefined,
        ],
      },
      order: 'oldest',
      tags,
    });

    // Converting a saved row: its money fields move to the new currency, to two decimals, at the
    // rate stored on the row and the table's rate of the new currency (bills keep their rupees).
    app.route({
      ...routeOf(mount.convert, tags),
      handler: async (request: FastifyRequest) => {
        const org = currentOrg(request);
        const { id } = request.params as { id: string };
        const { currency } = request.body as z.output<typeof convertBillInputSchema>;
        const where = and(eq(def.table.orgId, org.id), eq(def.table.id, id));
        const [found] = await db.select().from(source).where(where).limit(1);
        if (!found) throw notFound(BILL_MESSAGES.notFound);
        const row = found as Record<string, unknown> & StoredRates;
        const rates = await readRates(db, org.id);
        const rate = rateIn(row, currency, rates);
        const own: Values = { currency };
        for (const field of def.moneyFields) {
          own[field] = convertChecked(String(row[field]), row.rate, rate);
        }
        const values = pricedValues({ total: (fields) => def.total({ ...row, ...fields }) }, own, {
          currency,
          rate,
          inrRate: row.inrRate,
        });
        const [saved] = (await db
          .update(def.table)
          .set(values as Partial<T['$inferInsert']>)
          .where(where)
          .returning()) as Row[];
        if (!saved) throw notFound(BILL_MESSAGES.notFound);
        return { success: true as const, message: BILL_MESSAGES.updated, bill: def.toItem(saved) };
      },
    });
  }
}

/** The tables and date columns the month totals add up, by kind. */
const TOTALS_SOURCES: Record<BillKind, { table: string; date: string }> = {
  water: { table: 'water_bills', date: 'billing_date' },
  wifi: { table: 'wifi_bills', date: 'billing_date' },
  electricity: { table: 'electricity_bills', date: 'bill_date' },
  rent: { table: 'rent_bills', date: 'billing_date' },
  equipment: { table: 'equipment_bills', date: 'purchase_date' },
};

const lastDayOf = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** Rupees spent per month and kind, each kind read from its (org_id, date) index. */
export async function expensesByMonth(
  db: Db,
  orgId: string,
  from: string,
  to: string,
): Promise<MonthExpenses[]> {
  const start = `${from}-01`;
  const end = lastDayOf(to);
  const parts = BILL_KINDS.map((kind) => {
    const { table, date } = TOTALS_SOURCES[kind];
    // Grouped by the month's first day, then named: one to_char per month, not per row.
    return sql`select ${kind}::text as kind, to_char(first_day, 'YYYY-MM') as month,
      total::text as total from (
        select date_trunc('month', ${sql.identifier(date)}) as first_day, sum(amount_inr) as total
        from ${sql.identifier(table)}
        where org_id = ${orgId} and ${sql.identifier(date)} between ${start} and ${end}
        group by 1) as ${sql.identifier(`${kind}_months`)}`;
  });
  const result = await db.execute(sql.join(parts, sql` union all `));
  const rows = (result as { rows: { kind: BillKind; month: string; total: string }[] }).rows;
  return monthsBetween(from, to).map((month) => {
    const totals = Object.fromEntries(
      BILL_KINDS.map((kind) => [
        kind,
        rows.find((row) => row.kind === kind && row.month === month)?.total ?? '0',
      ]),
    ) as Record<BillKind, string>;
    return {
      month,
      water: num(totals.water),
      wifi: num(totals.wifi),
      electricity: num(totals.electricity),
      rent: num(totals.rent),
      equipment: num(totals.equipment),
      total: num(sumMoney(Object.values(totals))),
    };
  });
}

const rateNumbers = (table: RateTable) => ({
  USD: num(table.USD),
  EUR: num(table.EUR),
  GBP: num(table.GBP),
  INR: num(table.INR),
  JPY: num(table.JPY),
});

export function registerBillRoutes({ app, db }: AppContext): void {
  registerBillKind({ app, db }, waterBillKind);
  registerBillKind({ app, db }, wifiBillKind);
  registerBillKind({ app, db }, electricityBillKind);
  registerBillKind({ app, db }, rentBillKind);
  registerBillKind({ app, db }, equipmentBillKind);

  serveResource({ app, db }, billsApi.water.bottles, {
    table: waterBottles,
    toRow: (input) => input,
    toItem: (row) => ({ _id: row.id, id: row.id, date: row.date, quantity: row.quantity }),
    messages: {
      created: BILL_MESSAGES.dataSubmitted,
      updated: BILL_MESSAGES.bottleUpdated,
      removed: BILL_MESSAGES.bottleRemoved,
      notFound: BILL_MESSAGES.bottleNotFound,
      unsaved: BILL_MESSAGES.noWaterId,
    },
    filters: {
      query: billDateRangeSchema,
      where: (query) => [
        query.from ? gte(waterBottles.date, query.from) : undefined,
        query.to ? lte(waterBottles.date, query.to) : undefined,
      ],
    },
    order: 'oldest',
    tags,
  });

  registerWaterEntryRoutes({ app, db });

  // The business's rate table: read with the bills permission, changed by its owner or an admin.
  app.route({
    ...routeOf(billsApi.rates, tags),
    handler: async (request) => ({
      success: true as const,
      base: 'USD' as const,
      rates: rateNumbers(await readRates(db, currentOrg(request).id)),
    }),
  });
  app.route({
    ...routeOf(billsApi.setRates, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      await updateRates(db, org.id, request.body.rates);
      return {
        success: true as const,
        message: CURRENCY_MESSAGES.ratesUpdated,
        base: 'USD' as const,
        rates: rateNumbers(await readRates(db, org.id)),
      };
    },
  });

  // Beyond the spec: a month's total per kind, and the chart of expenses by month and kind.
  app.route({
    ...routeOf(billsApi.monthlyTotals, tags),
    handler: async (request) => {
      const { month } = request.query;
      const [totals] = await expensesByMonth(db, currentOrg(request).id, month, month);
      if (!totals) throw notFound();
      const { water, wifi, electricity, rent, equipment, total } = totals;
      return {
        success: true as const,
        currency: 'INR' as const,
        month,
        totals: { water, wifi, electricity, rent, equipment, total },
      };
    },
  });
  app.route({
    ...routeOf(billsApi.expenses, tags),
    handler: async (request) => {
      const { from, to } = request.query;
      return {
        success: true as const,
        currency: 'INR' as const,
        months: await expensesByMonth(db, currentOrg(request).id, from, to),
      };
    },
  });
}
