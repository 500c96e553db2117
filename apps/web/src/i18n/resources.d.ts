import type { common } from './common';

// Typed keys: `t('actions.save')` is checked against the English catalogue of its namespace.
// Each area adds its namespace here when it gets a catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common.en;
    };
  }
}
