import { and, eq } from 'drizzle-orm';
import { STOCK_MESSAGES, type StockLocation } from '@vedann/contracts';
import type { Db, Tx } from '../../../db/client';
import { newId } from '../../../db/ids';
import { notFound } from '../../../http/errors';
import {
  qty,
  qtyText,
  shortQuantity,
  snapshot,
  type Actor,
  type NewStockValues,
  type StockRow,
} from './stock-item';
import { recordChange } from './stock-journal.service';
import { aharStockItems } from './stock.table';

/** Adds items to a location, one journal entry each, all or none. */
export async function addStock(
  db: Db,
  actor: Actor,
  location: StockLocation,
  items: NewStockValues[],
): Promise<StockRow[]> {
  return db.transaction(async (tx) => {
    const saved: StockRow[] = [];
    for (const values of items) {
      const id = newId();
      const [row] = await tx
        .insert(aharStockItems)
        .values({ ...values, id, orgId: actor.orgId, location, lineageId: id })
        .returning();
      if (!row) throw new Error('insert returned no row');
      saved.push(row);
      await recordChange(tx, actor, {
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

/** The business's item (in `location`, when given), locked for the rest of the transaction. */
export async function lockItem(
  tx: Tx,
  orgId: string,
  id: string,
  location?: StockLocation,
): Promise<StockRow> {
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
): Promise<StockRow> {
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
  values: (previous: StockRow) => NewStockValues,
): Promise<StockRow> {
  return db.transaction(async (tx) => {
    const before = await lockItem(tx, actor.orgId, id, location);
    const [after] = await tx
      .update(aharStockItems)
      .set({ ...values(before), updatedAt: new Date() })
      .where(eq(aharStockItems.id, id))
      .returning();
    if (!after) throw notFound(STOCK_MESSAGES.notFound);
    const delta = qty(after.quantity) - qty(before.quantity);
    await recordChange(tx, actor, {
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
    await recordChange(tx, actor, {
      action: 'delete',
      name: before.name,
      quantity: `${shortQuantity(before.quantity)} ${before.unit}`,
      from: location,
      to: null,
      changes: [{ itemId: id, before: snapshot(before), after: null }],
    });
  });
}
