import type { AppContext } from '../../app-context';
import { registerCompanyJobRoutes } from './company-jobs.routes';
import { registerPortalJobRoutes } from './portal-jobs.routes';
import { registerStudentApplicationRoutes } from './student-applications.routes';

/** The jobs and their applications: the company's side, the open portal, the student's side. */
export function registerJobRoutes(ctx: AppContext): void {
  registerCompanyJobRoutes(ctx);
  registerPortalJobRoutes(ctx);
  registerStudentApplicationRoutes(ctx);
}
