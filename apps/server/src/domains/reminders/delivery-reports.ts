import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { statusesBefore, type StatusReport } from '../messages';
import { remindersSent } from './reminders.table';

/**
 * Moves each reported WhatsApp message's delivery forward, found by the provider's id; how many
 * moved. An id Vedann did not send, an older status or a replay moves none.
 */
export async function applyStatusReports(db: Db, reports: readonly StatusReport[]) {
  let updated = 0;
  for (const { providerId, status } of reports) {
    const moved = await db
      .update(remindersSent)
      .set({ delivery: status })
      .where(
        and(
          eq(remindersSent.providerId, providerId),
          eq(remindersSent.channel, 'whatsapp'),
          or(
            isNull(remindersSent.delivery),
            inArray(remindersSent.delivery, statusesBefore(status)),
          ),
        ),
      )
      .returning({ id: remindersSent.id });
    updated += moved.length;
  }
  return updated;
}
