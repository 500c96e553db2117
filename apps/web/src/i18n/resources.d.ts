import type { common } from './common';
import type { accountsCatalogue } from '../domains/accounts/i18n';
import type { contactCatalogue } from '../domains/contact/i18n';
import type { dashboardCatalogue } from '../domains/dashboard/i18n';
import type { homeCatalogue } from '../domains/home/i18n';
import type { newsCatalogue } from '../domains/news/i18n';
import type { orgsCatalogue } from '../domains/orgs/i18n';
import type { plansCatalogue } from '../domains/plans/i18n';
import type { JobsTexts } from '../domains/jobs/i18n';
import type { ResumesTexts } from '../domains/resumes/i18n';
import type { LostfoundTexts } from '../domains/lostfound/i18n';
import type { businessShellCatalogue } from '../domains/business-shell/i18n';
import type { gymCatalogue } from '../domains/gym/i18n';
import type { aharCatalogue } from '../domains/ahar/i18n';
import type { barberCatalogue } from '../domains/barber/i18n';
import type { billsCatalogue } from '../domains/bills/i18n';
import type { accountsBooksCatalogue } from '../domains/accounts-books/i18n';

// Typed keys: `t('actions.save')` is checked against the English catalogue of its namespace.
// Each area adds its namespace here when it gets a catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common.en;
      accounts: typeof accountsCatalogue;
      contact: typeof contactCatalogue;
      dashboard: typeof dashboardCatalogue;
      home: typeof homeCatalogue;
      news: typeof newsCatalogue;
      orgs: typeof orgsCatalogue;
      plans: typeof plansCatalogue;
      jobs: JobsTexts;
      resumes: ResumesTexts;
      lostfound: LostfoundTexts;
      businessShell: typeof businessShellCatalogue;
      gym: typeof gymCatalogue;
      ahar: typeof aharCatalogue;
      barber: typeof barberCatalogue;
      bills: typeof billsCatalogue;
      'accounts-books': typeof accountsBooksCatalogue;
    };
  }
}
