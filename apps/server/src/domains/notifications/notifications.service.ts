import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { NOTIFICATION_KEEP_DAYS, type Notification } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { notifications, type NotificationRow } from './notifications.table';

export const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  kind: row.kind,
  text: row.text,
  business: row.business,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** How many of the person's notifications are unread (the partial index holds just those). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** One page of the person's notifications, newest first, with their total and unread count. */
export async function notificationsPage(
  db: Db,
  userId: string,
  { page, limit }: { page: number; limit: number },
) {
  const mine = eq(notifications.userId, userId);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(notifications).where(mine),
    unreadCount(db, userId),
  ]);
  return { rows, total: total?.value ?? 0, unread };
}

/**
 * Marks one of the person's notifications read; false when they have none of that id (another
 * person's included). Read once stays read at its first time.
 */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return Boolean(row);
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Deletes notifications older than the 90 days they are kept; the number deleted. */
export async function sweepOldNotifications(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_KEEP_DAYS * 86_400_000);
  const deleted = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, before))
    .returning({ id: notifications.id });
  return deleted.length;
}
