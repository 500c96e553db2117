import { eq } from 'drizzle-orm';
import type { UpiSettings } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { upiSettings } from './upi.table';

const toUpiSettings = (row: typeof upiSettings.$inferSelect): UpiSettings => ({
  upiId: row.upiId,
  payeeName: row.payeeName,
  updatedAt: row.updatedAt.toISOString(),
});

/** The business's UPI details, or null when it never saved them. */
export async function readUpiSettings(db: Db, orgId: string): Promise<UpiSettings | null> {
  const [row] = await db.select().from(upiSettings).where(eq(upiSettings.orgId, orgId)).limit(1);
  return row ? toUpiSettings(row) : null;
}

/** Writes the business's one row: made the first time, replaced after. */
export async function saveUpiSettings(
  db: Db,
  orgId: string,
  details: Pick<UpiSettings, 'upiId' | 'payeeName'>,
): Promise<UpiSettings> {
  const [row] = await db
    .insert(upiSettings)
    .values({ orgId, ...details })
    .onConflictDoUpdate({
      target: upiSettings.orgId,
      set: { ...details, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('The UPI details were not saved.');
  return toUpiSettings(row);
}
