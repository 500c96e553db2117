import { z } from 'zod';
import { calendarDateSchema } from '../common/date';
import { requiredText } from '../common/business-time';

/** Who a notice is for (spec 03 section 6); User is the default. */
export const NOTICE_AUDIENCES = ['User', 'Member', 'Staff'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

/** Spec 03 sections 2, 5 and 8, word for word, for the server and the screen. */
export const NOTICE_MESSAGES = {
  empty: 'No notices added yet.',
  loading: 'Loading notices...',
  loadFailed: 'Failed to load notices.',
  submitFailed: 'Failed to submit notice.',
  deleteFailed: 'Failed to delete notice.',
  endBeforeStart: 'End date must be later than the start date.',
  notice: 'Notice is required.',
  audience: 'Choose who sees the notice: User, Member or Staff.',
  created: 'Notice added.',
  updated: 'Notice updated.',
  removed: 'Notice deleted.',
  notFound: 'Notice not found.',
} as const;

/** End may equal start (a one-day notice); only an end before the start is refused. */
export const noticeInputSchema = z
  .object({
    notice: requiredText(NOTICE_MESSAGES.notice, 2000),
    startDate: calendarDateSchema(),
    endDate: calendarDateSchema(),
    visibleTo: z.enum(NOTICE_AUDIENCES, { error: NOTICE_MESSAGES.audience }).default('User'),
  })
  .refine((n) => n.endDate >= n.startDate, {
    message: NOTICE_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type NoticeInput = z.input<typeof noticeInputSchema>;

export const noticeSchema = z.object({
  _id: z.string(),
  notice: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  visibleTo: z.enum(NOTICE_AUDIENCES),
});
export type Notice = z.infer<typeof noticeSchema>;

/** A current notice on a person's own dashboard, with the business it is from. */
export const ownNoticeSchema = noticeSchema.extend({
  business: z.object({ _id: z.string(), name: z.string(), kind: z.string() }),
});
export type OwnNotice = z.infer<typeof ownNoticeSchema>;
