import { z } from 'zod';

/**
 * A notification: one line in a person's notification centre (the bell), written by the same
 * code that sends the e-mail it stands for (issue 31, item 8; decision 0346). It carries the
 * e-mail's subject as sent, the business it is from where there is one, and the page of the
 * app it leads to.
 */

/** What a notification is about; each has its title on the web (the notifications catalogue). */
export const NOTIFICATION_KINDS = [
  'application-status',
  'interview',
  'lostfound-match',
  'fee-due',
  'loan-overdue',
  'membership-expiring',
  'exam-last-date',
  'business-notice',
  'job-alert',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How long a notification is kept, read or not; the hourly housekeeping deletes older ones. */
export const NOTIFICATION_KEEP_DAYS = 90;

/** The longest text kept: an e-mail subject, cut there. */
export const NOTIFICATION_TEXT_MAX = 300;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  read: 'Notification marked read.',
  allRead: 'All notifications marked read.',
} as const;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The e-mail's subject, as it was sent. */
  text: z.string(),
  /** The business it is from, by its name when it was sent; null when from none. */
  business: z.string().nullable(),
  /** A path in the app (`/jobs/applications`), never a whole address. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * A link as a notification keeps it: a path of the app. A whole address (an e-mail's link) is
 * cut to its path, query and hash; anything else becomes the app's start.
 */
export function notificationPath(link: string): string {
  // `//host` and `/\host` are other sites to a browser, not paths of the app.
  const isAppPath = (path: string) => /^\/(?![/\\])/.test(path);
  if (isAppPath(link)) return link;
  const whole = /^https?:\/\/[^/?#\\]+(.*)$/i.exec(link);
  if (!whole) return '/';
  const rest = whole[1] ?? '';
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  return isAppPath(path) ? path : '/';
}
