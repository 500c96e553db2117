import { catalogueType, type WebArea } from '../../lib/web-area';
import type { broadcastsCatalogue } from './i18n';

// No page of its own: other areas show its screens through its index.ts.
export const broadcastsArea = {
  name: 'broadcasts',
  routes: {},
  catalogues: { broadcasts: catalogueType<typeof broadcastsCatalogue>() },
} satisfies WebArea;
