import type { common } from './common';
import type { JobsTexts } from '../domains/jobs/i18n';
import type { ResumesTexts } from '../domains/resumes/i18n';
import type { LostfoundTexts } from '../domains/lostfound/i18n';

// Typed keys: `t('actions.save')` is checked against the English catalogue of its namespace.
// Each area adds its namespace here when it gets a catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common.en;
      jobs: JobsTexts;
      resumes: ResumesTexts;
      lostfound: LostfoundTexts;
    };
  }
}
