import { jobsApi, pageInfo } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { routeOf } from '../../http/endpoint-routes';
import { jobCounts } from './jobs-search.service';
import { toJob } from './jobs.service';
import { jobDetail, openJobsPage } from './portal-jobs.service';

const tags = ['jobs'];

/** The portal, open to all: the open jobs, the filter panel's counts and a job's page. */
export function registerPortalJobRoutes({ app, db }: AppContext): void {
  // The portal: open jobs, newest first, filtered and searched on the server.
  app.route({
    ...routeOf(jobsApi.portal.jobs, tags),
    handler: async (request) => {
      const { rows, total } = await openJobsPage(db, request.query);
      return { success: true as const, jobs: rows.map(toJob), ...pageInfo(request.query, total) };
    },
  });

  // The count beside each option of the filter panel, for the same filters as the list.
  app.route({
    ...routeOf(jobsApi.portal.counts, tags),
    handler: async (request) => ({
      success: true as const,
      counts: await jobCounts(db, request.query),
    }),
  });

  app.route({
    ...routeOf(jobsApi.portal.detail, tags),
    handler: async (request) => ({
      success: true as const,
      job: await jobDetail(db, request.params.jobId, request.user?.id),
    }),
  });
}
