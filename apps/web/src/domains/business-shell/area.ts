import { catalogueType, type WebArea } from '../../lib/web-area';
import type { businessShellCatalogue } from './i18n';

// No page of its own: other areas show its screens through its index.ts.
export const businessShellArea = {
  name: 'business-shell',
  routes: {},
  catalogues: { businessShell: catalogueType<typeof businessShellCatalogue>() },
} satisfies WebArea;
