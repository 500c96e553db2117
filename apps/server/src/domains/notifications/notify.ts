import { NOTIFICATION_TEXT_MAX, notificationPath, type NotificationKind } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { notifications } from './notifications.table';

/** One notification, as the code that sends its e-mail describes it. */
export interface Notice {
  /** The account it is for. */
  userId: string;
  kind: NotificationKind;
  /** The event, in the sender's own words: the same event always gives the same key. */
  key: string;
  /** The e-mail's subject. */
  text: string;
  /** Where it leads: a path of the app, or the e-mail's whole link (kept as its path). */
  link: string;
  orgId?: string | null;
  /** The business's name, where it is from one. */
  business?: string | null;
}

const row = (notice: Notice) => ({
  userId: notice.userId,
  kind: notice.kind,
  key: notice.key.slice(0, 320),
  text: notice.text.slice(0, NOTIFICATION_TEXT_MAX),
  link: notificationPath(notice.link).slice(0, 500),
  orgId: notice.orgId ?? null,
  business: notice.business?.slice(0, 120) ?? null,
});

/**
 * Writes notifications once: each is keyed by (account, kind, key), and an event written
 * before (a reminder run again, a failed e-mail tried again) writes nothing. Called where the
 * e-mail is sent, before it is: a person whose e-mail fails still finds it in the app.
 */
export async function notify(db: Db, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  await db
    .insert(notifications)
    .values(notices.map(row))
    .onConflictDoNothing({
      target: [notifications.userId, notifications.kind, notifications.key],
    });
}
