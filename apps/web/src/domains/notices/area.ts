import { catalogueType, type WebArea } from '../../lib/web-area';
import type { noticesCatalogue } from './i18n';

// No page of its own: other areas show its screens through its index.ts.
export const noticesArea = {
  name: 'notices',
  routes: {},
  catalogues: { notices: catalogueType<typeof noticesCatalogue>() },
} satisfies WebArea;
