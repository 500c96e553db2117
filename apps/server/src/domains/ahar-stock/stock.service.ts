import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  DEFAULT_EXPIRY_DAYS,
  QUANTITY_SCALE,
  STOCK_MESSAGES,
  addDays,
  fromUnits,
  moveTooMuchMessage,
  notEnoughStockMessage,
  stockTotal,
  toUnits,
  todayInIndia,
  type StockAction,
  type StockItem,
  type StockLocation,
  type StockUnit,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { containsPattern } from '../../db/search';
import { badRequest, HttpError, notFound } from '../../http/errors';
import {
  aharStockItems,
  aharStockJournal,
  aharStockSettings,
  aharStockTotals,
  type StockChange,
  type StockSnapshot,
} from './stock.table';

type Row = typeof aharStockItems.$inferSelect;
/** A transaction or the database: the service's steps run inside one transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Actor {
  orgId: string;
  userId: string;
  name: string;
}

const num = (value: string | null): number | null => (value === null ? null : Number(value));

export function toStockItem(row: Row): StockItem {
  return {
    _id: row.id,
    location: row.location,
    name: row.name,
    category: row.category,
    expireDate: row.expireDate,
    manufacturing: row.manufacturing,
    price: Number(row.price),
    quantity: Number(row.quantity),
    unit: row.unit,
    quantityNumber: num(row.quantityNumber),
    quantityKgL: num(row.quantityKgL),
    offer: Number(row.offer),
    total: stockTotal(row.price, row.quantity),
    pic: row.pic,
    picName: row.picName,
    description: row.description,
    descriptionName: row.descriptionName,
    lineageId: row.lineageId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A copy of `value` without `keys`. */
function without<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy: Partial<T> = { ...value };
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}

const snapshot = (row: Row): StockSnapshot => without(row, 'createdAt', 'updatedAt');

const qty = (value: string) => toUnits(value, QUANTITY_SCALE);
const qtyText = (units: bigint) => fromUnits(units, QUANTITY_SCALE);
/** "2.500" → "2.5", "3.000" → "3": quantities as people write them. */
export const shortQuantity = (value: string) => value.replace(/\.?0+$/, '') || '0';

async function record(
  tx: Tx,
  actor: Actor,
  entry: {
    action: StockAction;
    name: string;
    quantity: string;
    from: StockLocation | null;
    to: StockLocation | null;
    changes: StockChange[];
  },
): Promise<void> {
  const lineages = [
    ...new Set(
      entry.changes.flatMap((c) => [c.before?.lineageId, c.after?.lineageId]).filter(Boolean),
    ),
  ] as string[];
  await tx.insert(aharStockJournal).values({
    orgId: actor.orgId,
    userId: actor.userId,
    byName: actor.name.slice(0, 120),
    action: entry.action,
    name: entry.name,
    quantity: entry.quantity,
    fromLocation: entry.from,
    toLocation: entry.to,
    changes: entry.changes,
    lineages,
  });
}

export type NewStockValues = Omit<
  typeof aharStockItems.$inferInsert,
  'id' | 'orgId' | 'location' | 'lineageId' | 'createdAt' | 'updatedAt'
>;

/** Adds items to a location, one journal entry each, all or none. */
export async function addStock(
  db: Db,
  actor: Actor,
  location: StockLocation,
  items: NewStockValues[],
): Promise<Row[]> {
  return db.transaction(async (tx) => {
    const saved: Row[] = [];
    for (const values of items) {
      const id = newId();
      const [row] = await tx
        .insert(aharStockItems)
        .values({ ...values, id, orgId: actor.orgId, location, lineageId: id })
        .returning();
      if (!row) throw new Error('insert returned no row');
      saved.push(row);
      await record(tx, actor, {
        action: 'add',
        name: row.name,
        quantity: `${shortQuantity(row.quantity)} ${row.unit}`,
        from: null,
        to: location,
        changes: [{ itemId: row.id, before: null, after: snapshot(row) }],
      });
    }
    return saved;
  });
}

async function lockItem(tx: Tx, orgId: string, id: string, location?: StockLocation): Promise<Row> {
  const [row] = await tx
    .select()
    .from(aharStockItems)
    .where(
      and(
        eq(aharStockItems.orgId, orgId),
        eq(aharStockItems.id, id),
        location ? eq(aharStockItems.location, location) : undefined,
      ),
    )
    .for('update')
    .limit(1);
  if (!row) throw notFound(STOCK_MESSAGES.notFound);
  return row;
}

export async function findStock(
  db: Db,
  orgId: string,
  id: string,
  location?: StockLocation,
): Promise<Row> {
  const [row] = await db
    .select()
    .from(aharStockItems)
    .where(
      and(
        eq(aharStockItems.orgId, orgId),
        eq(aharStockItems.id, id),
        location ? eq(aharStockItems.location, location) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound(STOCK_MESSAGES.notFound);
  return row;
}

/** Writes the whole row (the table's Update), journaled with the quantity's change. */
export async function updateStock(
  db: Db,
  actor: Actor,
  location: StockLocation,
  id: string,
  values: (previous: Row) => NewStockValues,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, actor.orgId, id, location);
    const [after] = await tx
      .update(aharStockItems)
      .set({ ...values(before), updatedAt: new Date() })
      .where(eq(aharStockItems.id, id))
      .returning();
    if (!after) throw notFound(STOCK_MESSAGES.notFound);
    const delta = qty(after.quantity) - qty(before.quantity);
    await record(tx, actor, {
      action: 'update',
      name: after.name,
      quantity:
        delta === 0n
          ? ''
          : `${delta > 0n ? '+' : ''}${shortQuantity(qtyText(delta))} ${after.unit}`,
      from: location,
      to: location,
      changes: [{ itemId: id, before: snapshot(before), after: snapshot(after) }],
    });
    return after;
  });
}

/** Deletes an item; its files stay, so undoing the delete brings the item back whole. */
export async function deleteStock(
  db: Db,
  actor: Actor,
  location: StockLocation,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockItem(tx, actor.orgId, id, location);
    await tx.delete(aharStockItems).where(eq(aharStockItems.id, id));
    await record(tx, actor, {
      action: 'delete',
      name: before.name,
      quantity: `${shortQuantity(before.quantity)} ${before.unit}`,
      from: location,
      to: null,
      changes: [{ itemId: id, before: snapshot(before), after: null }],
    });
  });
}

/**
 * A reuse row's Number and Kg/L after its quantity went down by `taken`: the Kg/L part goes
 * first, then the Number part (issue 14 leaves the split to us; docs/areas/ahar.md).
 */
function reuseSplit(row: Row, remaining: bigint): Pick<Row, 'quantityNumber' | 'quantityKgL'> {
  if (row.location !== 'reuse') return { quantityNumber: null, quantityKgL: null };
  const number = qty(row.quantityNumber ?? '0');
  const kgl = qty(row.quantityKgL ?? '0');
  let taken = number + kgl - remaining;
  const fromKgl = taken > kgl ? kgl : taken;
  taken -= fromKgl;
  return { quantityNumber: qtyText(number - taken), quantityKgL: qtyText(kgl - fromKgl) };
}

/** A new reuse row's split from a quantity and unit: pieces are the Number, KG or L the Kg/L. */
function splitFor(location: StockLocation, unit: StockUnit, quantity: string) {
  if (location !== 'reuse') return { quantityNumber: null, quantityKgL: null };
  return unit === 'PCS'
    ? { quantityNumber: quantity, quantityKgL: '0' }
    : { quantityNumber: '0', quantityKgL: quantity };
}

/**
 * Moves some or all of an item to another location. All of it: the item itself moves (same id).
 * Part of it: the rest stays and a new item in the other location carries the same lineage, so
 * both keep the history.
 */
export async function moveStock(
  db: Db,
  actor: Actor,
  id: string,
  to: StockLocation,
  quantity: string,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const source = await lockItem(tx, actor.orgId, id);
    if (source.location === to) throw badRequest(STOCK_MESSAGES.sameLocation);
    const have = qty(source.quantity);
    const moving = qty(quantity);
    if (moving > have)
      throw badRequest(moveTooMuchMessage(shortQuantity(source.quantity), source.unit));
    const journal = {
      action: 'move' as const,
      name: source.name,
      quantity: `${shortQuantity(quantity)} ${source.unit}`,
      from: source.location,
      to,
    };
    if (moving === have) {
      const [moved] = await tx
        .update(aharStockItems)
        .set({ location: to, ...splitFor(to, source.unit, source.quantity), updatedAt: new Date() })
        .where(eq(aharStockItems.id, id))
        .returning();
      if (!moved) throw notFound(STOCK_MESSAGES.notFound);
      await record(tx, actor, {
        ...journal,
        changes: [{ itemId: id, before: snapshot(source), after: snapshot(moved) }],
      });
      return moved;
    }
    const remaining = have - moving;
    const [rest] = await tx
      .update(aharStockItems)
      .set({
        quantity: qtyText(remaining),
        ...reuseSplit(source, remaining),
        updatedAt: new Date(),
      })
      .where(eq(aharStockItems.id, id))
      .returning();
    const copy = without(source, 'id', 'createdAt', 'updatedAt');
    const [created] = await tx
      .insert(aharStockItems)
      .values({
        ...copy,
        id: newId(),
        location: to,
        quantity: qtyText(moving),
        ...splitFor(to, source.unit, qtyText(moving)),
      })
      .returning();
    if (!rest || !created) throw notFound(STOCK_MESSAGES.notFound);
    await record(tx, actor, {
      ...journal,
      changes: [
        { itemId: id, before: snapshot(source), after: snapshot(rest) },
        { itemId: created.id, before: null, after: snapshot(created) },
      ],
    });
    return created;
  });
}

/**
 * Sells or uses a quantity of a name and unit in a location, earliest expiry first (FEFO); stock
 * without an expiry date goes last, older stock first among equals. An item used up is removed.
 */
export async function useStock(
  db: Db,
  actor: Actor,
  input: { location: StockLocation; name: string; unit: StockUnit; quantity: string },
): Promise<{ itemId: string; expireDate: string | null; quantity: number }[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(aharStockItems)
      .where(
        and(
          eq(aharStockItems.orgId, actor.orgId),
          eq(aharStockItems.location, input.location),
          eq(sql`lower(${aharStockItems.name})`, input.name.toLowerCase()),
          eq(aharStockItems.unit, input.unit),
        ),
      )
      .orderBy(sql`${aharStockItems.expireDate} asc nulls last`, asc(aharStockItems.id))
      .for('update');
    const available = rows.reduce((sum, row) => sum + qty(row.quantity), 0n);
    let wanted = qty(input.quantity);
    if (wanted > available)
      throw badRequest(
        notEnoughStockMessage(shortQuantity(qtyText(available)), input.unit, input.name),
      );
    const changes: StockChange[] = [];
    const taken: { itemId: string; expireDate: string | null; quantity: number }[] = [];
    for (const row of rows) {
      if (wanted === 0n) break;
      const have = qty(row.quantity);
      if (have === 0n) continue;
      const take = wanted < have ? wanted : have;
      wanted -= take;
      taken.push({ itemId: row.id, expireDate: row.expireDate, quantity: Number(qtyText(take)) });
      if (take === have) {
        await tx.delete(aharStockItems).where(eq(aharStockItems.id, row.id));
        changes.push({ itemId: row.id, before: snapshot(row), after: null });
      } else {
        const [after] = await tx
          .update(aharStockItems)
          .set({
            quantity: qtyText(have - take),
            ...reuseSplit(row, have - take),
            updatedAt: new Date(),
          })
          .where(eq(aharStockItems.id, row.id))
          .returning();
        if (after) changes.push({ itemId: row.id, before: snapshot(row), after: snapshot(after) });
      }
    }
    await record(tx, actor, {
      action: 'use',
      name: rows[0]?.name ?? input.name,
      quantity: `${shortQuantity(input.quantity)} ${input.unit}`,
      from: input.location,
      to: null,
      changes,
    });
    return taken;
  });
}

/**
 * Undoes the latest change not yet undone: every item it touched goes back to what it was.
 * Undoing again goes one change further back.
 */
export async function undoLast(db: Db, orgId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(aharStockJournal)
      .where(and(eq(aharStockJournal.orgId, orgId), isNull(aharStockJournal.undoneAt)))
      .orderBy(desc(aharStockJournal.id))
      .limit(1)
      .for('update');
    if (!entry) throw new HttpError(409, STOCK_MESSAGES.nothingToUndo);
    for (const change of [...entry.changes].reverse()) {
      const inOrg = and(eq(aharStockItems.orgId, orgId), eq(aharStockItems.id, change.itemId));
      if (change.before === null) {
        await tx.delete(aharStockItems).where(inOrg);
        continue;
      }
      const values = without(change.before, 'id', 'orgId');
      const [updated] = await tx
        .update(aharStockItems)
        .set({ ...values, updatedAt: new Date() })
        .where(inOrg)
        .returning({ id: aharStockItems.id });
      if (!updated) await tx.insert(aharStockItems).values({ ...change.before, orgId });
    }
    await tx
      .update(aharStockJournal)
      .set({ undoneAt: new Date() })
      .where(eq(aharStockJournal.id, entry.id));
  });
}

export async function expiryDays(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ days: aharStockSettings.expiryDays })
    .from(aharStockSettings)
    .where(eq(aharStockSettings.orgId, orgId))
    .limit(1);
  return row?.days ?? DEFAULT_EXPIRY_DAYS;
}

export async function saveExpiryDays(db: Db, orgId: string, days: number): Promise<void> {
  await db
    .insert(aharStockSettings)
    .values({ orgId, expiryDays: days })
    .onConflictDoUpdate({
      target: aharStockSettings.orgId,
      set: { expiryDays: days, updatedAt: new Date() },
    });
}

/** Expired: before today (India's day). Expiring soon: today to today + N days. */
export function expiryCondition(kind: 'expired' | 'soon', today: string, days: number): SQL {
  const column = aharStockItems.expireDate;
  return kind === 'expired'
    ? (and(isNotNull(column), lt(column, today)) as SQL)
    : (and(gte(column, today), lte(column, addDays(today, days))) as SQL);
}

export interface StockListFilters {
  page: number;
  limit: number;
  search?: string | undefined;
  category?: string | undefined;
  expiry?: 'expired' | 'soon' | undefined;
}

/**
 * A location's page: newest first, or by expiry (then newest) when filtered by expiry. Location
 * null is every location of the business.
 *
 * The total: an unfiltered list reads the kept count (`ahar_stock_totals`); a filtered list counts
 * its matches through its index. A search finds its page and its total in one query: the name's
 * trigram index (with the business and location) gives every match, which are then sorted, so
 * the plan never walks the location newest first hoping to meet a few matches soon. A term
 * with no trigram (under 3 characters) cannot use that index: every name of the business's stock
 * is checked, read through its other indexes (or the table, when the business is most of it),
 * which answers the same, only slower.
 */
export async function listStock(
  db: Db,
  orgId: string,
  location: StockLocation | null,
  filters: StockListFilters,
): Promise<{ rows: Row[]; total: number }> {
  const today = todayInIndia();
  const conditions: (SQL | undefined)[] = [
    eq(aharStockItems.orgId, orgId),
    location ? eq(aharStockItems.location, location) : undefined,
  ];
  if (filters.search) conditions.push(ilike(aharStockItems.name, containsPattern(filters.search)));
  if (filters.category) conditions.push(eq(aharStockItems.category, filters.category));
  if (filters.expiry)
    conditions.push(expiryCondition(filters.expiry, today, await expiryDays(db, orgId)));
  const where = and(...conditions);
  const order = filters.expiry
    ? // Earliest expiry first; among the same day, the newest first.
      [asc(aharStockItems.expireDate), desc(aharStockItems.id)]
    : [desc(aharStockItems.id)];
  const offset = (filters.page - 1) * filters.limit;
  const countMatches = async () => {
    const [totals] = await db.select({ total: count() }).from(aharStockItems).where(where);
    return totals?.total ?? 0;
  };

  if (filters.search) {
    // Every match first, then the page cut from them and their count. The matches are a WITH
    // query read twice (the page, the count), which PostgreSQL computes once, on its own, for all
    // its rows: it gathers them through the trigram index, and the LIMIT cannot turn the plan into
    // a walk of the location newest first that hopes to meet a page of matches soon (when they are
    // old or few, that walk reads the whole location). With count(*) over () in one select
    // instead, PostgreSQL 15 planned exactly that walk, over the primary key.
    const matches = db
      .$with('matches')
      .as(
        db
          .select({ id: aharStockItems.id, expireDate: aharStockItems.expireDate })
          .from(aharStockItems)
          .where(where),
      );
    const pageIds = db
      .select({ id: matches.id })
      .from(matches)
      .orderBy(
        ...(filters.expiry ? [asc(matches.expireDate), desc(matches.id)] : [desc(matches.id)]),
      )
      .limit(filters.limit)
      .offset(offset);
    const found = await db
      .with(matches)
      .select({
        item: aharStockItems,
        total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
      })
      .from(aharStockItems)
      .where(and(eq(aharStockItems.orgId, orgId), inArray(aharStockItems.id, pageIds)))
      .orderBy(...order);
    // A page past the end has no row to carry the total: count alone (page 1 is simply empty).
    const total = found[0]?.total ?? (offset > 0 ? await countMatches() : 0);
    return { rows: found.map((row) => row.item), total };
  }

  // The page's ids first, then their rows: a deep page skips its offset over index entries
  // alone, not over whole rows read and thrown away.
  const pageIds = db
    .select({ id: aharStockItems.id })
    .from(aharStockItems)
    .where(where)
    .orderBy(...order)
    .limit(filters.limit)
    .offset(offset);
  const filtered = Boolean(filters.category || filters.expiry);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(aharStockItems)
      .where(and(eq(aharStockItems.orgId, orgId), inArray(aharStockItems.id, pageIds)))
      .orderBy(...order),
    filtered ? countMatches() : keptTotal(db, orgId, location),
  ]);
  return { rows, total };
}

/** How many items the location (or, for null, the whole business) holds: the kept count. */
export async function keptTotal(
  db: Db,
  orgId: string,
  location: StockLocation | null,
): Promise<number> {
  const [row] = await db
    .select({ items: sql<number>`coalesce(sum(${aharStockTotals.items}), 0)`.mapWith(Number) })
    .from(aharStockTotals)
    .where(
      and(
        eq(aharStockTotals.orgId, orgId),
        location ? eq(aharStockTotals.location, location) : undefined,
      ),
    );
  return row?.items ?? 0;
}
