import type { Area } from '../../app-context';
import { demoJobsSeed } from './jobs.seed';
import { jobAlertReminder } from './job-alerts.reminders';
import * as jobsTables from './jobs.table';

import type { AppContext } from '../../app-context';
import { registerCompanyRoutes } from './companies.routes';
import { registerJobDescriptionRoutes } from './job-descriptions.routes';
import { registerJobRoutes } from './jobs.routes';
import { registerSavedSearchRoutes } from './saved-searches.routes';
import { registerMyCompaniesRoute } from './my-companies.routes';
import { registerResumeMatchRoute } from './resume-match.routes';

/** The job portal: companies, their jobs and applicants, the JD maker, and students' applications. */
export function registerJobsArea(ctx: AppContext): void {
  registerCompanyRoutes(ctx);
  registerJobRoutes(ctx);
  registerJobDescriptionRoutes(ctx);
  registerSavedSearchRoutes(ctx);
  registerMyCompaniesRoute(ctx);
  registerResumeMatchRoute(ctx);
}
export {
  type ApplicantRow,
  type ApplicationWithJob,
  type StatusMailServices,
  changeApplicationStatus,
  mailApplicant,
  selectApplicants,
  selectApplicationsWithJob,
  statusMailServices,
  studentApplicationsPage,
} from './applications.service';
export { saveCompanyProfile } from './jobs.service';
export { applications, companyProfiles, jobs } from './jobs.table';

/** The jobs area. */
export const jobsArea: Area = {
  name: 'jobs',
  routes(ctx) {
    registerJobsArea(ctx);
  },
  tables: [jobsTables],
  seeds: [demoJobsSeed],
  reminders: [jobAlertReminder],
};
