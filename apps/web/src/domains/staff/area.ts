import { catalogueType, type WebArea } from '../../lib/web-area';
import type { staffCatalogue } from './i18n';

// No page of its own: other areas show its screens through its index.ts.
export const staffArea = {
  name: 'staff',
  routes: {},
  catalogues: { staff: catalogueType<typeof staffCatalogue>() },
} satisfies WebArea;
