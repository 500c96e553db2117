import type { Area } from '../../app-context';
import { registerReminderRoutes } from './reminders.routes';
import { registerWhatsAppWebhookRoutes } from './whatsapp-webhook.routes';
import * as remindersTables from './reminders.table';

/** The reminder job and its log, and WhatsApp's reports of the messages' delivery. */
export const remindersArea: Area = {
  name: 'reminders',
  routes(ctx) {
    registerReminderRoutes(ctx);
    registerWhatsAppWebhookRoutes(ctx);
  },
  tables: [remindersTables],
};
