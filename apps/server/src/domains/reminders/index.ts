import type { Area } from '../../app-context';
import { registerReminderRoutes } from './reminders.routes';
import * as remindersTables from './reminders.table';

/** The reminder job and its log. */
export const remindersArea: Area = {
  name: 'reminders',
  routes(ctx) {
    registerReminderRoutes(ctx);
  },
  tables: [remindersTables],
};
