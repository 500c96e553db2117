import {
  companyPlacementApplicationSchema,
  companyPlacementQuerySchema,
  pageInfo,
  placementApplicationSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { pagedAnswer } from '../../http/paging';
import {
  companyPlacementApplications,
  studentPlacementApplications,
} from './placement-applications.service';
import { COMPANY_APPLICANTS, pageQuery, tags } from './placement.shared';

/** The placement pages' application lists: the student's own, and the company's applicants. */
export function registerPlacementApplicationRoutes({ app, db }: AppContext): void {
  app.get(
    '/api/v1/placement/applications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: pageQuery,
        response: { 200: pagedAnswer('applications', placementApplicationSchema) },
      },
    },
    async (request) => {
      const { applications, total } = await studentPlacementApplications(
        db,
        currentUser(request).id,
        request.query,
      );
      return { success: true as const, applications, ...pageInfo(request.query, total) };
    },
  );

  // The company's side of the same rows: the applicants to its jobs (one job's, or all), newest
  // first, each with the applicant's name and contacts, and what the company set for it.
  app.get(
    '/api/v1/company/placement/applications',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: {
        tags,
        querystring: companyPlacementQuerySchema,
        response: { 200: pagedAnswer('applications', companyPlacementApplicationSchema) },
      },
    },
    async (request) => {
      const { applications, total } = await companyPlacementApplications(
        db,
        currentOrg(request).id,
        request.query,
      );
      return { success: true as const, applications, ...pageInfo(request.query, total) };
    },
  );
}
