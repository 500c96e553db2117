import { catalogueType, type WebArea } from '../../lib/web-area';
import type { paymentsCatalogue } from './i18n';

// No page of its own: every business's menu shows its screen through its index.ts.
export const paymentsArea = {
  name: 'payments',
  routes: {},
  catalogues: { payments: catalogueType<typeof paymentsCatalogue>() },
} satisfies WebArea;
