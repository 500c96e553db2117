import { catalogueType, type WebArea } from '../../lib/web-area';
import type { notificationsCatalogue } from './i18n';

// No page of its own: the header mounts the bell through index.ts.
export const notificationsArea = {
  name: 'notifications',
  routes: {},
  catalogues: { notifications: catalogueType<typeof notificationsCatalogue>() },
} satisfies WebArea;
