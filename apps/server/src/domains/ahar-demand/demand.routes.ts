import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEMAND_MESSAGES,
  FORECAST_CHECK_DAYS,
  FORECAST_HORIZON,
  FORECAST_MIN_DAYS,
  MARKET_MIN_BUSINESSES,
  addDays,
  daysBetween,
  daysInMonth,
  demandEventInputSchema,
  demandEventSchema,
  demandLineSchema,
  demandListQuerySchema,
  demandMonthQuerySchema,
  demandRecordInputSchema,
  demandRecordSchema,
  forecastAnswerSchema,
  idSchema,
  marketSalesSchema,
  multiplyMoney,
  pageInfo,
  pastSalesSchema,
  sumMoney,
  type CategoryForecast,
  type DemandRecord,
  type ForecastAnswer,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { keywordQuery } from '../../db/search';
import { currentOrg, currentUser, type OrgKindAccess } from '../../http/access';
import { notFound } from '../../http/errors';
import { pagedAnswer } from '../../http/paging';
import { registerOrgResource } from '../../http/resource-routes';
import { organizations } from '../orgs/orgs.table';
import {
  aharDemandEvents,
  aharDemandItems,
  aharDemandRecords,
  aharDemandState,
} from './demand.table';
import { forecastCategory, type EventLike } from './forecast';

/** Daily demand, its records and its views: the ahar's `demand` permission. */
const DEMAND: OrgKindAccess = { org: 'ahar', permission: 'demand' };
/** The spec's words when the page is opened without a session. */
const SIGN_IN = DEMAND_MESSAGES.notAuthenticated;
/** The forecast reads at most the last two years of a business's days. */
export const FORECAST_HISTORY_DAYS = 730;
const EVENTS_READ = 500;

type RecordRow = typeof aharDemandRecords.$inferSelect;
type ItemRow = typeof aharDemandItems.$inferSelect;

const toItem = (row: ItemRow) => ({
  _id: row.id,
  category: row.category,
  itemName: row.itemName,
  company: row.company,
  quantity: row.quantity,
  price: Number(row.price),
  remark: row.remark,
});

const toRecord = (row: RecordRow, items: ItemRow[]): DemandRecord => ({
  _id: row.id,
  date: row.date,
  time: row.time,
  name: row.name,
  id: row.personId,
  items: items.map(toItem),
  total: row.total,
});

async function itemsOf(
  db: Db,
  orgId: string,
  recordIds: string[],
): Promise<Map<string, ItemRow[]>> {
  const byRecord = new Map<string, ItemRow[]>();
  if (recordIds.length === 0) return byRecord;
  const rows = await db
    .select()
    .from(aharDemandItems)
    .where(and(eq(aharDemandItems.orgId, orgId), inArray(aharDemandItems.recordId, recordIds)))
    .orderBy(asc(aharDemandItems.recordId), asc(aharDemandItems.position));
  for (const row of rows) {
    const list = byRecord.get(row.recordId) ?? [];
    list.push(row);
    byRecord.set(row.recordId, list);
  }
  return byRecord;
}

/**
 * The lists' orders, spelled as their indexes are built (drizzle's `.desc()` builds `DESC NULLS
 * LAST`, while a bare `ORDER BY … DESC` means `NULLS FIRST`, which the index cannot serve: the
 * planner then sorts every row of the business for each page). The columns are never null, so the
 * order is the same.
 */
const recordsNewestFirst = [
  sql`${aharDemandRecords.date} desc nulls last`,
  sql`${aharDemandRecords.id} desc nulls last`,
];
const linesNewestFirst = sql`${aharDemandItems.id} desc nulls last`;

/** A business's kept counts and revision (`ahar_demand_state`); zeros before its first write. */
async function keptTotals(
  db: Db,
  orgId: string,
): Promise<{ records: number; items: number; revision: number }> {
  const [row] = await db
    .select({
      records: aharDemandState.records,
      items: aharDemandState.items,
      revision: aharDemandState.revision,
    })
    .from(aharDemandState)
    .where(eq(aharDemandState.orgId, orgId))
    .limit(1);
  return row ?? { records: 0, items: 0, revision: 0 };
}

/**
 * Bumped whenever the forecast's code or its constants change what it answers, so that a stored
 * forecast from before is computed again.
 */
export const FORECAST_CACHE_VERSION = 1;

/** The first and last day of a month, as YYYY-MM-DD. */
function monthRange(year: number, month: number): [string, string] {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  return [first, addDays(first, daysInMonth(year, month) - 1)];
}

/** Quantity and value (quantity times price) of a group of lines. */
const quantitySum = sql<string>`coalesce(sum(${aharDemandItems.quantity}), 0)::text`;
const valueSum = sql<string>`coalesce(sum(${aharDemandItems.quantity} * ${aharDemandItems.price}), 0)::numeric(16,2)::text`;
const contributors = sql<number>`count(distinct ${aharDemandItems.orgId})::int`;
/** Categories are compared without case, so "Sweets" and "sweets" are one line of the market. */
const categoryKey = sql<string>`lower(${aharDemandItems.category})`;
const categoryName = sql<string>`min(${aharDemandItems.category})`;

async function events(db: Db, orgId: string): Promise<EventLike[]> {
  return db
    .select({
      startDate: aharDemandEvents.startDate,
      endDate: aharDemandEvents.endDate,
      effect: aharDemandEvents.effect,
      category: aharDemandEvents.category,
    })
    .from(aharDemandEvents)
    .where(eq(aharDemandEvents.orgId, orgId))
    .orderBy(desc(aharDemandEvents.id))
    .limit(EVENTS_READ);
}

/** The ahar businesses of a city (the market), by the business's own city; none without one. */
async function cityOf(db: Db, orgId: string): Promise<{ city: string; orgIds: string[] }> {
  const [own] = await db
    .select({ city: organizations.city })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .limit(1);
  const city = own?.city.trim() ?? '';
  if (city === '') return { city, orgIds: [] };
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.kind, 'ahar'),
        sql`lower(trim(${organizations.city})) = ${city.toLowerCase()}`,
      ),
    );
  return { city, orgIds: rows.map((r) => r.id) };
}

interface DayRow {
  date: string;
  key: string;
  category: string;
  quantity: string;
  businesses: number;
}

/**
 * Forecasts every category from daily rows: each category's days run from its first record to
 * the last recorded day of all, days without a record count as no demand. For the market, a
 * category needs `minBusinesses` contributors, and a day's recorded figure is shown only where
 * that many contributed.
 */
function forecastFrom(
  rows: DayRow[],
  eventList: EventLike[],
  minBusinesses: number,
): { from: string | null; categories: CategoryForecast[]; hidden: number } {
  const last = rows.reduce<string | null>(
    (max, r) => (max === null || r.date > max ? r.date : max),
    null,
  );
  if (last === null) return { from: null, categories: [], hidden: 0 };
  const byCategory = new Map<string, { name: string; days: Map<string, DayRow> }>();
  for (const row of rows) {
    const entry = byCategory.get(row.key) ?? { name: row.category, days: new Map() };
    entry.days.set(row.date, row);
    byCategory.set(row.key, entry);
  }
  const categories: CategoryForecast[] = [];
  let hidden = 0;
  for (const { name, days } of [...byCategory.values()].sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const businesses = Math.max(...[...days.values()].map((d) => d.businesses));
    if (minBusinesses > 1 && businesses < minBusinesses) {
      hidden += 1;
      continue;
    }
    const start = [...days.keys()].sort()[0] ?? last;
    const length = daysBetween(start, last) + 1;
    const quantities = Array.from({ length }, (_, i) =>
      Number(days.get(addDays(start, i))?.quantity ?? 0),
    );
    const result = forecastCategory({
      start,
      quantities,
      category: name,
      events: eventList,
      minimumDays: FORECAST_MIN_DAYS,
      checkDays: FORECAST_CHECK_DAYS,
      horizon: FORECAST_HORIZON,
    });
    if (result.status === 'short') {
      categories.push({ status: 'short', category: name, days: result.days });
      continue;
    }
    const points =
      minBusinesses > 1
        ? result.points.map((p) =>
            p.recorded !== null && (days.get(p.date)?.businesses ?? 0) < minBusinesses
              ? { ...p, recorded: null }
              : p,
          )
        : result.points;
    categories.push({ ...result, category: name, points });
  }
  return { from: addDays(last, 1), categories, hidden };
}

export function registerDemandRoutes({ app, db }: AppContext): void {
  const tags = ['ahar demand'];

  // --- The Daily Inventory Form and the Full list --------------------------------------------

  app.get(
    '/api/v1/demandinventory',
    {
      config: { access: DEMAND, signInMessage: SIGN_IN },
      schema: {
        tags,
        querystring: demandListQuerySchema,
        response: { 200: pagedAnswer('items', demandRecordSchema) },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const { page, limit, search } = request.query;
      const conditions: (SQL | undefined)[] = [eq(aharDemandRecords.orgId, orgId)];
      if (search) {
        const query = keywordQuery(search);
        // Nothing searchable (only punctuation): nothing matches.
        conditions.push(
          query
            ? sql`${aharDemandRecords.searchVector} @@ to_tsquery('simple', ${query})`
            : sql`false`,
        );
      }
      const where = and(...conditions);
      // The page's ids come from the (org_id, date, id) index; only those rows are read. Without
      // a search the total is the kept count, not a count of every record.
      const [ids, total] = await Promise.all([
        db
          .select({ id: aharDemandRecords.id })
          .from(aharDemandRecords)
          .where(where)
          .orderBy(...recordsNewestFirst)
          .limit(limit)
          .offset((page - 1) * limit),
        search
          ? db
              .select({ total: count() })
              .from(aharDemandRecords)
              .where(where)
              .then(([row]) => row?.total ?? 0)
          : keptTotals(db, orgId).then((kept) => kept.records),
      ]);
      const pageIds = ids.map((r) => r.id);
      const [records, items] = await Promise.all([
        pageIds.length === 0
          ? Promise.resolve([])
          : db
              .select()
              .from(aharDemandRecords)
              .where(
                and(eq(aharDemandRecords.orgId, orgId), inArray(aharDemandRecords.id, pageIds)),
              )
              .orderBy(...recordsNewestFirst),
        itemsOf(db, orgId, pageIds),
      ]);
      return {
        success: true as const,
        items: records.map((row) => toRecord(row, items.get(row.id) ?? [])),
        ...pageInfo({ page, limit }, total),
      };
    },
  );

  app.post(
    '/api/v1/demandinventory',
    {
      config: { access: DEMAND, signInMessage: SIGN_IN },
      schema: {
        tags,
        body: demandRecordInputSchema,
        response: {
          201: z.object({
            success: z.literal(true),
            message: z.string(),
            record: demandRecordSchema,
          }),
        },
      },
    },
    async (request, reply) => {
      const orgId = currentOrg(request).id;
      const user = currentUser(request);
      const input = request.body;
      const total = sumMoney(input.items.map((item) => multiplyMoney(item.price, item.quantity)));
      const searchText = [
        input.name,
        input.id,
        ...input.items.flatMap((item) => [item.category, item.itemName, item.company]),
      ]
        .filter(Boolean)
        .join(' ');
      const saved = await db.transaction(async (tx) => {
        const [record] = await tx
          .insert(aharDemandRecords)
          .values({
            orgId,
            date: input.date,
            time: input.time,
            name: input.name,
            personId: input.id,
            total,
            searchText,
            createdBy: user.id,
          })
          .returning();
        if (!record) throw new Error('insert returned no record');
        const items = await tx
          .insert(aharDemandItems)
          .values(
            input.items.map((item, position) => ({
              orgId,
              recordId: record.id,
              date: record.date,
              position,
              category: item.category,
              itemName: item.itemName,
              company: item.company,
              quantity: item.quantity,
              price: String(item.price),
              remark: item.remark,
            })),
          )
          .returning();
        return toRecord(record, items);
      });
      return reply
        .status(201)
        .send({ success: true as const, message: DEMAND_MESSAGES.submitted, record: saved });
    },
  );

  // Inventory Items: every line, newest first, with the record it came in.
  app.get(
    '/api/v1/demandinventory/items',
    {
      config: { access: DEMAND, signInMessage: SIGN_IN },
      schema: {
        tags,
        querystring: demandListQuerySchema.omit({ search: true }),
        response: { 200: pagedAnswer('items', demandLineSchema) },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const { page, limit } = request.query;
      const [ids, kept] = await Promise.all([
        db
          .select({ id: aharDemandItems.id })
          .from(aharDemandItems)
          .where(eq(aharDemandItems.orgId, orgId))
          .orderBy(linesNewestFirst)
          .limit(limit)
          .offset((page - 1) * limit),
        keptTotals(db, orgId),
      ]);
      const pageIds = ids.map((r) => r.id);
      const rows =
        pageIds.length === 0
          ? []
          : await db
              .select({ item: aharDemandItems, record: aharDemandRecords })
              .from(aharDemandItems)
              .innerJoin(aharDemandRecords, eq(aharDemandRecords.id, aharDemandItems.recordId))
              .where(and(eq(aharDemandItems.orgId, orgId), inArray(aharDemandItems.id, pageIds)))
              .orderBy(linesNewestFirst);
      return {
        success: true as const,
        items: rows.map(({ item, record }) => ({
          ...toItem(item),
          recordId: record.id,
          date: record.date,
          time: record.time,
          name: record.name,
          id: record.personId,
          total: multiplyMoney(item.price, item.quantity),
        })),
        ...pageInfo({ page, limit }, kept.items),
      };
    },
  );

  const recordParams = z.object({ id: idSchema });
  app.get(
    '/api/v1/demandinventory/:id',
    {
      config: { access: DEMAND, signInMessage: SIGN_IN },
      schema: {
        tags,
        params: recordParams,
        response: { 200: z.object({ success: z.literal(true), record: demandRecordSchema }) },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const [record] = await db
        .select()
        .from(aharDemandRecords)
        .where(and(eq(aharDemandRecords.orgId, orgId), eq(aharDemandRecords.id, request.params.id)))
        .limit(1);
      if (!record) throw notFound(DEMAND_MESSAGES.recordNotFound);
      const items = await itemsOf(db, orgId, [record.id]);
      return { success: true as const, record: toRecord(record, items.get(record.id) ?? []) };
    },
  );

  app.delete(
    '/api/v1/demandinventory/:id',
    {
      config: { access: DEMAND, signInMessage: SIGN_IN },
      schema: {
        tags,
        params: recordParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      const [removed] = await db
        .delete(aharDemandRecords)
        .where(
          and(
            eq(aharDemandRecords.orgId, currentOrg(request).id),
            eq(aharDemandRecords.id, request.params.id),
          ),
        )
        .returning({ id: aharDemandRecords.id });
      if (!removed) throw notFound(DEMAND_MESSAGES.recordNotFound);
      return { success: true as const, message: DEMAND_MESSAGES.recordRemoved };
    },
  );

  // --- Events the forecast takes into account ------------------------------------------------

  registerOrgResource(
    { app, db },
    {
      table: aharDemandEvents,
      paths: ['/api/v1/ahar/demand-events'],
      access: { read: DEMAND, write: DEMAND },
      keys: { list: 'events', item: 'event' },
      input: demandEventInputSchema,
      item: demandEventSchema,
      toRow: (input) => input,
      toItem: (row) => ({
        _id: row.id,
        kind: row.kind,
        name: row.name,
        startDate: row.startDate,
        endDate: row.endDate,
        effect: row.effect,
        category: row.category,
      }),
      messages: {
        created: DEMAND_MESSAGES.eventCreated,
        updated: DEMAND_MESSAGES.eventUpdated,
        removed: DEMAND_MESSAGES.eventRemoved,
        notFound: DEMAND_MESSAGES.eventNotFound,
      },
      search: [aharDemandEvents.name],
      tags,
    },
  );

  // --- Demand Own and Market: past sales of a month, and the forecast ------------------------

  async function monthSales(orgIds: string[], year: number, month: number, minBusinesses: number) {
    const [first, last] = monthRange(year, month);
    const inMonth = and(
      inArray(aharDemandItems.orgId, orgIds),
      gte(aharDemandItems.date, first),
      lte(aharDemandItems.date, last),
    );
    const [categories, days] =
      orgIds.length === 0
        ? [[], []]
        : await Promise.all([
            db
              .select({
                category: categoryName,
                quantity: quantitySum,
                value: valueSum,
                businesses: contributors,
              })
              .from(aharDemandItems)
              .where(inMonth)
              .groupBy(categoryKey)
              .orderBy(categoryKey),
            db
              .select({
                date: aharDemandItems.date,
                quantity: quantitySum,
                value: valueSum,
                businesses: contributors,
              })
              .from(aharDemandItems)
              .where(inMonth)
              .groupBy(aharDemandItems.date)
              .orderBy(aharDemandItems.date),
          ]);
    const shownCategories = categories.filter((c) => c.businesses >= minBusinesses);
    const shownDays = days.filter((d) => d.businesses >= minBusinesses);
    const figure = (r: { quantity: string; value: string }) => ({
      quantity: Number(r.quantity),
      value: r.value,
    });
    return {
      year,
      month,
      byCategory: shownCategories.map((c) => ({ category: c.category, ...figure(c) })),
      byDay: shownDays.map((d) => ({ date: d.date, ...figure(d) })),
      totals: {
        quantity: shownCategories.reduce((a, c) => a + Number(c.quantity), 0),
        value: sumMoney(shownCategories.map((c) => c.value)),
      },
      hiddenCategories: categories.length - shownCategories.length,
      hiddenDays: days.length - shownDays.length,
    };
  }

  async function dailyRows(orgIds: string[]): Promise<DayRow[]> {
    if (orgIds.length === 0) return [];
    const [latest] = await db
      .select({ last: sql<string | null>`max(${aharDemandItems.date})::text` })
      .from(aharDemandItems)
      .where(inArray(aharDemandItems.orgId, orgIds));
    if (!latest?.last) return [];
    const rows = await db
      .select({
        date: aharDemandItems.date,
        key: categoryKey,
        category: categoryName,
        quantity: quantitySum,
        businesses: contributors,
      })
      .from(aharDemandItems)
      .where(
        and(
          inArray(aharDemandItems.orgId, orgIds),
          gte(aharDemandItems.date, addDays(latest.last, -(FORECAST_HISTORY_DAYS - 1))),
        ),
      )
      .groupBy(aharDemandItems.date, categoryKey);
    return rows;
  }

  /** The forecast computed afresh from the business's days and events. */
  async function computeOwnForecast(orgId: string): Promise<ForecastAnswer> {
    const [rows, eventList] = await Promise.all([dailyRows([orgId]), events(db, orgId)]);
    const { from, categories } = forecastFrom(rows, eventList, 1);
    return {
      success: true as const,
      from,
      minimumDays: FORECAST_MIN_DAYS,
      categories,
      hiddenCategories: 0,
      city: '',
    };
  }

  /** Forecasts being computed in this process, so that callers at once share one computation. */
  const computing = new Map<string, Promise<ForecastAnswer>>();

  /**
   * The business's forecast: the stored one while nothing it reads has changed (the kept
   * revision moves on every write of a record, a line or an event), else computed and stored
   * for that revision. It is stored only if the revision is still the one read before computing,
   * so a write during the computation is never hidden behind an older answer.
   */
  async function ownForecast(orgId: string): Promise<ForecastAnswer> {
    const [state] = await db
      .select({
        revision: aharDemandState.revision,
        forecast: aharDemandState.forecast,
        forecastKey: aharDemandState.forecastKey,
      })
      .from(aharDemandState)
      .where(eq(aharDemandState.orgId, orgId))
      .limit(1);
    // Nothing recorded and no events: the empty answer, nothing to keep.
    if (!state) return computeOwnForecast(orgId);
    const key = `${FORECAST_CACHE_VERSION}:${state.revision}`;
    if (state.forecastKey === key && state.forecast !== null) {
      const stored = forecastAnswerSchema.safeParse(state.forecast);
      if (stored.success) return stored.data;
    }
    const flight = `${orgId}:${key}`;
    const running = computing.get(flight);
    if (running) return running;
    const work = (async () => {
      const answer = await computeOwnForecast(orgId);
      await db
        .update(aharDemandState)
        .set({ forecast: answer, forecastKey: key })
        .where(and(eq(aharDemandState.orgId, orgId), eq(aharDemandState.revision, state.revision)));
      return answer;
    })();
    computing.set(flight, work);
    try {
      return await work;
    } finally {
      computing.delete(flight);
    }
  }

  app.get(
    '/api/v1/ahar/demand/own',
    {
      config: { access: DEMAND },
      schema: {
        tags,
        querystring: demandMonthQuerySchema,
        response: { 200: pastSalesSchema.extend({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      const { year, month } = request.query;
      const sales = await monthSales([currentOrg(request).id], year, month, 1);
      return {
        success: true as const,
        year: sales.year,
        month: sales.month,
        byCategory: sales.byCategory,
        byDay: sales.byDay,
        totals: sales.totals,
      };
    },
  );

  app.get(
    '/api/v1/ahar/demand/forecast',
    {
      config: { access: DEMAND },
      schema: { tags, response: { 200: forecastAnswerSchema } },
    },
    async (request) => ownForecast(currentOrg(request).id),
  );

  app.get(
    '/api/v1/ahar/demand/market',
    {
      config: { access: DEMAND },
      schema: {
        tags,
        querystring: demandMonthQuerySchema,
        response: { 200: marketSalesSchema.extend({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      const { year, month } = request.query;
      const { city, orgIds } = await cityOf(db, currentOrg(request).id);
      const sales = await monthSales(orgIds, year, month, MARKET_MIN_BUSINESSES);
      return { success: true as const, city, ...sales };
    },
  );

  app.get(
    '/api/v1/ahar/demand/market/forecast',
    {
      config: { access: DEMAND },
      schema: { tags, response: { 200: forecastAnswerSchema } },
    },
    async (request) => {
      const { city, orgIds } = await cityOf(db, currentOrg(request).id);
      // Each business's events are its own; the market forecast uses none.
      const { from, categories, hidden } = forecastFrom(
        await dailyRows(orgIds),
        [],
        MARKET_MIN_BUSINESSES,
      );
      return {
        success: true as const,
        from,
        minimumDays: FORECAST_MIN_DAYS,
        categories,
        hiddenCategories: hidden,
        city,
      };
    },
  );
}
