import { NOTIFICATION_MESSAGES, notificationsApi, pageInfo } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { notFound } from '../../http/errors';
import {
  markAllRead,
  markRead,
  notificationsPage,
  toNotification,
  unreadCount,
} from './notifications.service';

const tags = ['notifications'];

/** The signed-in person's notifications: every query is scoped by their own account. */
export function registerNotificationRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(notificationsApi.list, tags),
    handler: async (request) => {
      const { rows, total, unread } = await notificationsPage(
        db,
        currentUser(request).id,
        request.query,
      );
      return {
        success: true as const,
        notifications: rows.map(toNotification),
        unread,
        ...pageInfo(request.query, total),
      };
    },
  });

  app.route({
    ...routeOf(notificationsApi.read, tags),
    handler: async (request) => {
      const userId = currentUser(request).id;
      if (!(await markRead(db, userId, request.params.id))) {
        throw notFound(NOTIFICATION_MESSAGES.notFound);
      }
      return {
        success: true as const,
        message: NOTIFICATION_MESSAGES.read,
        unread: await unreadCount(db, userId),
      };
    },
  });

  app.route({
    ...routeOf(notificationsApi.readAll, tags),
    handler: async (request) => {
      const userId = currentUser(request).id;
      await markAllRead(db, userId);
      return {
        success: true as const,
        message: NOTIFICATION_MESSAGES.allRead,
        unread: await unreadCount(db, userId),
      };
    },
  });
}
