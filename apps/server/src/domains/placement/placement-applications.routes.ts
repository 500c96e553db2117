import { pageInfo, placementApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import {
  companyPlacementApplications,
  studentPlacementApplications,
} from './placement-applications.service';
import { tags } from './placement.shared';

/** The placement pages' application lists: the student's own, and the company's applicants. */
export function registerPlacementApplicationRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(placementApi.myApplications, tags),
    handler: async (request) => {
      const { applications, total } = await studentPlacementApplications(
        db,
        currentUser(request).id,
        request.query,
      );
      return { success: true as const, applications, ...pageInfo(request.query, total) };
    },
  });

  // The company's side of the same rows: the applicants to its jobs (one job's, or all), newest
  // first, each with the applicant's name and contacts, and what the company set for it.
  app.route({
    ...routeOf(placementApi.companyApplications, tags),
    handler: async (request) => {
      const { applications, total } = await companyPlacementApplications(
        db,
        currentOrg(request).id,
        request.query,
      );
      return { success: true as const, applications, ...pageInfo(request.query, total) };
    },
  });
}
