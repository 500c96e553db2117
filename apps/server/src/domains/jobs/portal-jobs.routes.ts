import { z } from 'zod';
import {
  jobCountsSchema,
  jobDetailSchema,
  jobFilterSchema,
  jobSchema,
  jobsQuerySchema,
  pageInfo,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { pagedAnswer } from '../../http/paging';
import { jobCounts } from './jobs-search.service';
import { toJob } from './jobs.service';
import { jobDetail, openJobsPage } from './portal-jobs.service';

const tags = ['jobs'];

/** The portal, open to all: the open jobs, the filter panel's counts and a job's page. */
export function registerPortalJobRoutes({ app, db }: AppContext): void {
  // The portal: open jobs, newest first, filtered and searched on the server.
  app.get(
    '/api/v1/jobs',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: jobsQuerySchema,
        response: {
          200: pagedAnswer('jobs', jobSchema),
        },
      },
    },
    async (request) => {
      const { rows, total } = await openJobsPage(db, request.query);
      return { success: true as const, jobs: rows.map(toJob), ...pageInfo(request.query, total) };
    },
  );

  // The count beside each option of the filter panel, for the same filters as the list.
  app.get(
    '/api/v1/jobs/counts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: jobFilterSchema,
        response: { 200: z.object({ success: z.literal(true), counts: jobCountsSchema }) },
      },
    },
    async (request) => ({ success: true as const, counts: await jobCounts(db, request.query) }),
  );

  app.get(
    '/api/v1/application/job/:jobId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ jobId: z.string() }),
        response: { 200: z.object({ success: z.literal(true), job: jobDetailSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      job: await jobDetail(db, request.params.jobId, request.user?.id),
    }),
  );
}
