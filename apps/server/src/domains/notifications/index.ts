import type { Area } from '../../app-context';
import { registerNotificationRoutes } from './notifications.routes';
import * as notificationsTables from './notifications.table';

export { notify, type Notice } from './notify';
export { sweepOldNotifications } from './notifications.service';

/**
 * The notification centre (issue 31, item 8): what the e-mails told a person, kept 90 days and
 * read in the header's bell. Core, below every area that sends e-mails (decision 0346).
 */
export const notificationsArea: Area = {
  name: 'notifications',
  routes(ctx) {
    registerNotificationRoutes(ctx);
  },
  tables: [notificationsTables],
};
