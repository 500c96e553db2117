import { and, asc, count, eq, gte, lte, type SQL } from 'drizzle-orm';
import { BILL_MESSAGES, billsApi, pageInfo } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { notFound } from '../../http/errors';
import { waterBills, waterBottles } from './bills.table';
import { pricedValues, ratesFor, waterBillKind, withoutType } from './bills.kinds';
import { ratesForNew, ratesForUpdate, type StoredRates } from './rates.service';

const tags = ['bills'];

/** The spec's water calls: gym `/api/gym/water/entries`, ahar `/api/water/entries`, one handler. */
const WATER_ENTRIES = [billsApi.water.gymEntries, billsApi.water.aharEntries];

const toBottle = (row: typeof waterBottles.$inferSelect) => ({
  _id: row.id,
  id: row.id,
  date: row.date,
  quantity: row.quantity,
});

export function registerWaterEntryRoutes({ app, db }: Pick<AppContext, 'app' | 'db'>): void {
  for (const entries of WATER_ENTRIES) {
    // `GET` answers the spec's `{bottles, bills}`: the same page of each, oldest first.
    app.route({
      ...routeOf(entries.list, tags),
      handler: async (request) => {
        const org = currentOrg(request);
        const { page, limit, from, to } = request.query;
        const range = (column: typeof waterBottles.date | typeof waterBills.billingDate) =>
          [from ? gte(column, from) : undefined, to ? lte(column, to) : undefined] as (
            SQL | undefined
          )[];
        const bottleWhere = and(eq(waterBottles.orgId, org.id), ...range(waterBottles.date));
        const billWhere = and(eq(waterBills.orgId, org.id), ...range(waterBills.billingDate));
        const offset = (page - 1) * limit;
        const [bottles, bills, [bottleCount], [billCount]] = await Promise.all([
          db
            .select()
            .from(waterBottles)
            .where(bottleWhere)
            .orderBy(asc(waterBottles.id))
            .limit(limit)
            .offset(offset),
          db
            .select()
            .from(waterBills)
            .where(billWhere)
            .orderBy(asc(waterBills.id))
            .limit(limit)
            .offset(offset),
          db.select({ total: count() }).from(waterBottles).where(bottleWhere),
          db.select({ total: count() }).from(waterBills).where(billWhere),
        ]);
        const totalBottles = bottleCount?.total ?? 0;
        const totalBills = billCount?.total ?? 0;
        return {
          success: true as const,
          bottles: bottles.map(toBottle),
          bills: bills.map(waterBillKind.toItem),
          totalBottles,
          totalBills,
          ...pageInfo({ page, limit }, Math.max(totalBottles, totalBills)),
        };
      },
    });

    // `POST` one entry: `type` bottle (date, quantity) or bill (billingDate, amount, ...).
    app.route({
      ...routeOf(entries.add, tags),
      handler: async (request, reply) => {
        const org = currentOrg(request);
        const body = request.body;
        if (body.type === 'bottle') {
          const [row] = await db
            .insert(waterBottles)
            .values({ orgId: org.id, date: body.date, quantity: body.quantity })
            .returning();
          if (!row) throw new Error('insert returned no row');
          return reply.status(201).send({
            success: true as const,
            message: BILL_MESSAGES.dataSubmitted,
            type: 'bottle' as const,
            bottle: toBottle(row),
          });
        }
        const own = withoutType(body);
        const acting = { org, user: currentUser(request) };
        const rates = await ratesFor(db, acting);
        const values = pricedValues(waterBillKind, own, ratesForNew(own.currency, rates));
        const [row] = await db
          .insert(waterBills)
          .values({
            ...values,
            orgId: org.id,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return reply.status(201).send({
          success: true as const,
          message: BILL_MESSAGES.dataSubmitted,
          type: 'bill' as const,
          bill: waterBillKind.toItem(row),
        });
      },
    });

    // `PUT /{id}`: a bottle or a bill, by the body's type; a missing id is the spec's message.
    app.route({
      ...routeOf(entries.update, tags),
      handler: async (request) => {
        const org = currentOrg(request);
        const { id } = request.params;
        const body = request.body;
        if (body.type === 'bottle') {
          const [row] = await db
            .update(waterBottles)
            .set({ date: body.date, quantity: body.quantity })
            .where(and(eq(waterBottles.orgId, org.id), eq(waterBottles.id, id)))
            .returning();
          if (!row) throw notFound(BILL_MESSAGES.noWaterId);
          return {
            success: true as const,
            message: BILL_MESSAGES.bottleUpdated,
            type: 'bottle' as const,
            bottle: toBottle(row),
          };
        }
        const where = and(eq(waterBills.orgId, org.id), eq(waterBills.id, id));
        const [previous] = await db.select().from(waterBills).where(where).limit(1);
        if (!previous) throw notFound(BILL_MESSAGES.noWaterId);
        const own = withoutType(body);
        const rates = await ratesFor(db, { org, user: currentUser(request) });
        const stored = ratesForUpdate(previous as StoredRates, own.currency, rates);
        const values = pricedValues(waterBillKind, own, stored);
        const [row] = await db.update(waterBills).set(values).where(where).returning();
        if (!row) throw notFound(BILL_MESSAGES.noWaterId);
        return {
          success: true as const,
          message: BILL_MESSAGES.waterBillUpdated,
          type: 'bill' as const,
          bill: waterBillKind.toItem(row),
        };
      },
    });
  }
}
