import { catalogueType, type WebArea } from '../../lib/web-area';
import type { maintenanceCatalogue } from './i18n';

// No page of its own: other areas show its screens through its index.ts.
export const maintenanceArea = {
  name: 'maintenance',
  routes: {},
  catalogues: { maintenance: catalogueType<typeof maintenanceCatalogue>() },
} satisfies WebArea;
