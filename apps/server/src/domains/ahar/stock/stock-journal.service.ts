import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { STOCK_MESSAGES, type StockAction, type StockLocation } from '@vedann/contracts';
import { HttpError } from '../../../http/errors';
import type { Db, Tx } from '../../../db/client';
import { without, type Actor } from './stock-item';
import { aharStockItems, aharStockJournal, type StockChange } from './stock.table';

export type JournalRow = typeof aharStockJournal.$inferSelect;

/** Writes a change to the journal, with the lineages it touched (for an item's history). */
export async function recordChange(
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

/** A page of the journal, newest first; with a lineage, only the changes that touched it. */
export async function journalPage(
  db: Db,
  orgId: string,
  page: { page: number; limit: number },
  lineage?: string,
): Promise<{ rows: JournalRow[]; total: number }> {
  const where = and(
    eq(aharStockJournal.orgId, orgId),
    lineage ? sql`${aharStockJournal.lineages} @> ${JSON.stringify([lineage])}::jsonb` : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(aharStockJournal)
      .where(where)
      .orderBy(desc(aharStockJournal.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(aharStockJournal).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
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
