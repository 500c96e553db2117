import { catalogueType, type WebArea } from '../../lib/web-area';
import type { enquiriesCatalogue } from './i18n';

// No page of its own: other areas show its screens through its index.ts.
export const enquiriesArea = {
  name: 'enquiries',
  routes: {},
  catalogues: { enquiries: catalogueType<typeof enquiriesCatalogue>() },
} satisfies WebArea;
