import type { common } from '../i18n/common';
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
import type { libraryCatalogue } from '../domains/library/i18n';
import type { PlacementTexts } from '../domains/placement/i18n';
import type { CompanyTexts } from '../domains/company/i18n';
import type { DietTexts } from '../domains/diet/i18n';
import type { businessShellCatalogue } from '../domains/business-shell/i18n';
import type { gymCatalogue } from '../domains/gym/i18n';
import type { gymHubCatalogue } from '../domains/gym/hub/i18n';
import type { aharCatalogue } from '../domains/ahar/i18n';
import type { aharDemandCatalogue } from '../domains/ahar/demand/i18n';
import type { aharStockCatalogue } from '../domains/ahar/stock/i18n';
import type { aharPeopleCatalogue } from '../domains/ahar/people/i18n';
import type { barberCatalogue } from '../domains/barber/i18n';
import type { attendanceCatalogue } from '../domains/attendance/i18n';
import type { noticesCatalogue } from '../domains/notices/i18n';
import type { broadcastsCatalogue } from '../domains/broadcasts/i18n';
import type { enquiriesCatalogue } from '../domains/enquiries/i18n';
import type { staffCatalogue } from '../domains/staff/i18n';
import type { gymMembersCatalogue } from '../domains/gym/members/i18n';
import type { maintenanceCatalogue } from '../domains/maintenance/i18n';
import type { StudentTexts } from '../domains/student/i18n';
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
      library: typeof libraryCatalogue;
      placement: PlacementTexts;
      company: CompanyTexts;
      diet: DietTexts;
      businessShell: typeof businessShellCatalogue;
      gym: typeof gymCatalogue;
      gymHub: typeof gymHubCatalogue;
      gymMembers: typeof gymMembersCatalogue;
      ahar: typeof aharCatalogue;
      aharDemand: typeof aharDemandCatalogue;
      aharStock: typeof aharStockCatalogue;
      aharPeople: typeof aharPeopleCatalogue;
      barber: typeof barberCatalogue;
      attendance: typeof attendanceCatalogue;
      notices: typeof noticesCatalogue;
      broadcasts: typeof broadcastsCatalogue;
      enquiries: typeof enquiriesCatalogue;
      staff: typeof staffCatalogue;
      maintenance: typeof maintenanceCatalogue;
      student: StudentTexts;
      bills: typeof billsCatalogue;
      'accounts-books': typeof accountsBooksCatalogue;
    };
  }
}
