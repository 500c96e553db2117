import { z } from 'zod';
import { idSchema, pageInfoSchema } from '../common/api';
import { endpoint } from '../common/endpoint';
import { notificationSchema } from './notification';

/** The bell asks for a short page; the list itself goes up to the usual 100. */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** Every answer carries the unread count, so the bell's badge follows each call. */
const unread = z.number().int().min(0);

/**
 * The signed-in person's own notifications (issue 31, item 8). Every call is scoped by the
 * account: another person's notification answers 404, as one that never was.
 */
export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    access: 'user',
    query: notificationsQuerySchema,
    answer: z
      .object({
        success: z.literal(true),
        notifications: z.array(notificationSchema),
        unread,
      })
      .extend(pageInfoSchema.shape),
  }),
  read: endpoint({
    method: 'POST',
    path: '/notifications/:id/read',
    access: 'user',
    params: z.object({ id: idSchema }),
    answer: z.object({ success: z.literal(true), message: z.string(), unread }),
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/notifications/read-all',
    access: 'user',
    answer: z.object({ success: z.literal(true), message: z.string(), unread }),
  }),
};

/** One page of the list, as the bell reads it. */
export type NotificationsPage = z.infer<typeof notificationsApi.list.answer>;
