import { accountsArea } from '../domains/accounts/area';
import { accountsBooksArea } from '../domains/accounts-books/area';
import { aharArea } from '../domains/ahar/area';
import { attendanceArea } from '../domains/attendance/area';
import { barberArea } from '../domains/barber/area';
import { billsArea } from '../domains/bills/area';
import { broadcastsArea } from '../domains/broadcasts/area';
import { businessShellArea } from '../domains/business-shell/area';
import { companyArea } from '../domains/company/area';
import { contactArea } from '../domains/contact/area';
import { dashboardArea } from '../domains/dashboard/area';
import { dietArea } from '../domains/diet/area';
import { enquiriesArea } from '../domains/enquiries/area';
import { gymArea } from '../domains/gym/area';
import { homeArea } from '../domains/home/area';
import { jobsArea } from '../domains/jobs/area';
import { libraryArea } from '../domains/library/area';
import { lostfoundArea } from '../domains/lostfound/area';
import { maintenanceArea } from '../domains/maintenance/area';
import { messagesArea } from '../domains/messages/area';
import { newsArea } from '../domains/news/area';
import { noticesArea } from '../domains/notices/area';
import { notificationsArea } from '../domains/notifications/area';
import { orgsArea } from '../domains/orgs/area';
import { paymentsArea } from '../domains/payments/area';
import { placementArea } from '../domains/placement/area';
import { plansArea } from '../domains/plans/area';
import { resumesArea } from '../domains/resumes/area';
import { staffArea } from '../domains/staff/area';
import { studentArea } from '../domains/student/area';
import type { AreaRoutes, CatalogueType, WebArea } from '../lib/web-area';

/**
 * Every area of the web app, each as its own folder declares it (`domains/<area>/area.ts`): the
 * router builds its tree from their routes, and `i18n-resources.d.ts` types `t('key')` from
 * their catalogues. Adding an area is its folder and one line here.
 */
export const WEB_AREAS = [
  accountsArea,
  accountsBooksArea,
  aharArea,
  attendanceArea,
  barberArea,
  billsArea,
  broadcastsArea,
  businessShellArea,
  companyArea,
  contactArea,
  dashboardArea,
  dietArea,
  enquiriesArea,
  gymArea,
  homeArea,
  jobsArea,
  libraryArea,
  lostfoundArea,
  maintenanceArea,
  messagesArea,
  newsArea,
  noticesArea,
  notificationsArea,
  orgsArea,
  paymentsArea,
  placementArea,
  plansArea,
  resumesArea,
  staffArea,
  studentArea,
] as const satisfies readonly WebArea[];

/** The routes of every area for one guard, in the list's order. */
export const areaRoutes = (group: keyof AreaRoutes) =>
  WEB_AREAS.flatMap((area: WebArea) => area.routes[group] ?? []);

type AreaCatalogues = (typeof WEB_AREAS)[number]['catalogues'];
type NamespaceOf<Catalogues> = Catalogues extends unknown ? keyof Catalogues : never;
type TextsOf<Catalogues, Namespace extends PropertyKey> =
  Catalogues extends Record<Namespace, CatalogueType<infer Texts>> ? Texts : never;

/** Every area's namespace → the type of its English catalogue. */
export type AreaResources = {
  [Namespace in NamespaceOf<AreaCatalogues>]: TextsOf<AreaCatalogues, Namespace>;
};
