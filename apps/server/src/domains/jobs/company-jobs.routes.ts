import { z } from 'zod';
import {
  JOB_MESSAGES,
  idSchema,
  jobsApi,
  pageInfo,
  resumeTemplateQuerySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { serveResource } from '../../http/serve-resource';
import { sendResumePdf } from '../resumes';
import { statusMailServices, toApplicant } from './applications.service';
import {
  applicantCountsByJob,
  applicantResume,
  jobApplicantsPage,
  setApplicantStatus,
} from './company-jobs.service';
import { toCompanyJob } from './jobs.service';
import { jobs } from './jobs.table';

const tags = ['jobs'];

/** The company's side of the portal: its jobs, their applicants, their statuses and resumes. */
export function registerCompanyJobRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  const statusServices = statusMailServices(ctx);

  // The company's own jobs: post, edit, close and reopen (status), delete.
  serveResource(ctx, jobsApi.company.jobs, {
    table: jobs,
    toRow: (input, acting) => ({ ...input, companyName: acting.org.name }),
    toItem: toCompanyJob,
    messages: {
      created: JOB_MESSAGES.created,
      updated: JOB_MESSAGES.updated,
      removed: JOB_MESSAGES.removed,
      notFound: JOB_MESSAGES.notFound,
    },
    tags,
  });

  app.route({
    ...routeOf(jobsApi.company.applicantCounts, tags),
    handler: async (request) => ({
      success: true as const,
      counts: await applicantCountsByJob(db, currentOrg(request).id, request.query.ids),
    }),
  });

  app.route({
    ...routeOf(jobsApi.company.applicants, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      const { rows, total } = await jobApplicantsPage(db, org.id, request.params.id, request.query);
      return {
        success: true as const,
        applicants: rows.map(toApplicant),
        ...pageInfo(request.query, total),
      };
    },
  });

  app.route({
    ...routeOf(jobsApi.company.applicantStatus, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      const row = await setApplicantStatus(
        statusServices(request),
        org.id,
        request.params.id,
        request.body.status,
      );
      return {
        success: true as const,
        message: JOB_MESSAGES.statusChanged,
        applicant: toApplicant(row),
      };
    },
  });

  // The resume of an applicant, for the company they applied to: the one they saved last.
  app.get(
    '/api/v1/admin/applications/:id/resume',
    {
      config: { access: { org: 'company', permission: 'applicants' } },
      schema: { tags, params: z.object({ id: idSchema }), querystring: resumeTemplateQuerySchema },
    },
    async (request, reply) => {
      const org = currentOrg(request);
      const resume = await applicantResume(db, org.id, request.params.id);
      return sendResumePdf(reply, resume, request.query.template);
    },
  );
}
