import { catalogueType, type WebArea } from '../../lib/web-area';
import type { messagesCatalogue } from './i18n';

// No page of its own: the desks' rows show its button through its index.ts.
export const messagesArea = {
  name: 'messages',
  routes: {},
  catalogues: { messages: catalogueType<typeof messagesCatalogue>() },
} satisfies WebArea;
