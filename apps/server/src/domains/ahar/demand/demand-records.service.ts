import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEMAND_MESSAGES,
  multiplyMoney,
  sumMoney,
  type DemandRecord,
  type demandRecordInputSchema,
} from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { keywordQuery } from '../../../db/search';
import { notFound } from '../../../http/errors';
import { aharDemandItems, aharDemandRecords, aharDemandState } from './demand.table';

type RecordRow = typeof aharDemandRecords.$inferSelect;
type ItemRow = typeof aharDemandItems.$inferSelect;
interface Page {
  page: number;
  limit: number;
}

export const toItem = (row: ItemRow) => ({
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

/** One page of the business's records, newest first, with their lines; `search` by keywords. */
export async function recordsPage(
  db: Db,
  orgId: string,
  { page, limit, search }: Page & { search?: string | undefined },
): Promise<{ records: DemandRecord[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(aharDemandRecords.orgId, orgId)];
  if (search) {
    const query = keywordQuery(search);
    // Nothing searchable (only punctuation): nothing matches.
    conditions.push(
      query ? sql`${aharDemandRecords.searchVector} @@ to_tsquery('simple', ${query})` : sql`false`,
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
          .where(and(eq(aharDemandRecords.orgId, orgId), inArray(aharDemandRecords.id, pageIds)))
          .orderBy(...recordsNewestFirst),
    itemsOf(db, orgId, pageIds),
  ]);
  return { records: records.map((row) => toRecord(row, items.get(row.id) ?? [])), total };
}

/** Saves a record of the Daily Inventory Form and its lines, with its total and search text. */
export async function saveRecord(
  db: Db,
  orgId: string,
  userId: string,
  input: z.output<typeof demandRecordInputSchema>,
): Promise<DemandRecord> {
  const total = sumMoney(input.items.map((item) => multiplyMoney(item.price, item.quantity)));
  const searchText = [
    input.name,
    input.id,
    ...input.items.flatMap((item) => [item.category, item.itemName, item.company]),
  ]
    .filter(Boolean)
    .join(' ');
  return db.transaction(async (tx) => {
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
        createdBy: userId,
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
}

/** One page of every line, newest first, each with the record it came in. */
export async function linesPage(db: Db, orgId: string, { page, limit }: Page) {
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
  return { rows, total: kept.items };
}

export async function findRecord(db: Db, orgId: string, recordId: string): Promise<DemandRecord> {
  const [record] = await db
    .select()
    .from(aharDemandRecords)
    .where(and(eq(aharDemandRecords.orgId, orgId), eq(aharDemandRecords.id, recordId)))
    .limit(1);
  if (!record) throw notFound(DEMAND_MESSAGES.recordNotFound);
  const items = await itemsOf(db, orgId, [record.id]);
  return toRecord(record, items.get(record.id) ?? []);
}

export async function removeRecord(db: Db, orgId: string, recordId: string): Promise<void> {
  const [removed] = await db
    .delete(aharDemandRecords)
    .where(and(eq(aharDemandRecords.orgId, orgId), eq(aharDemandRecords.id, recordId)))
    .returning({ id: aharDemandRecords.id });
  if (!removed) throw notFound(DEMAND_MESSAGES.recordNotFound);
}
