import type { common } from '../i18n/common';
import type { spreadsheets } from '../ui/spreadsheets-i18n';
import type { AreaResources } from './areas';

// Typed keys: `t('actions.save')` is checked against the English catalogue of its namespace.
// The areas' namespaces come from their list (app/areas.ts): a new area's catalogue needs no edit here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common.en; spreadsheets: typeof spreadsheets.en } & AreaResources;
  }
}
