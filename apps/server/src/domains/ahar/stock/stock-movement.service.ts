import { and, asc, eq, sql } from 'drizzle-orm';
import {
  STOCK_MESSAGES,
  moveTooMuchMessage,
  notEnoughStockMessage,
  type StockLocation,
  type StockUnit,
} from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { newId } from '../../../db/ids';
import { badRequest, notFound } from '../../../http/errors';
import {
  qty,
  qtyText,
  shortQuantity,
  snapshot,
  without,
  type Actor,
  type StockRow,
} from './stock-item';
import { recordChange } from './stock-journal.service';
import { lockItem } from './stock.service';
import { aharStockItems, type StockChange } from './stock.table';

/**
 * A reuse row's Number and Kg/L after its quantity went down by `taken`: the Kg/L part goes
 * first, then the Number part (issue 14 leaves the split to us; docs/areas/ahar.md).
 */
function reuseSplit(
  row: StockRow,
  remaining: bigint,
): Pick<StockRow, 'quantityNumber' | 'quantityKgL'> {
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
): Promise<StockRow> {
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
      await recordChange(tx, actor, {
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
    await recordChange(tx, actor, {
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
    await recordChange(tx, actor, {
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
