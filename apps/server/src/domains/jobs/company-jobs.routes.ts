import { z } from 'zod';
import {
  JOB_MESSAGES,
  applicantSchema,
  applicationStatusInputSchema,
  companyJobSchema,
  idSchema,
  jobInputSchema,
  pageInfo,
  pageQuerySchema,
  resumeTemplateQuerySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { pagedAnswer } from '../../http/paging';
import { registerOrgResource } from '../../http/resource-routes';
import { sendResumePdf } from '../resumes';
import { statusMailServices, toApplicant } from './applications.service';
import { applicantResume, jobApplicantsPage, setApplicantStatus } from './company-jobs.service';
import { toCompanyJob } from './jobs.service';
import { jobs } from './jobs.table';

const tags = ['jobs'];

/** The company's side of the portal: its jobs, their applicants, their statuses and resumes. */
export function registerCompanyJobRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  const statusServices = statusMailServices(ctx);

  // The company's own jobs: post, edit, close and reopen (status), delete.
  registerOrgResource(ctx, {
    table: jobs,
    paths: ['/api/v1/admin/jobs'],
    access: { read: { org: 'company' }, write: { org: 'company', permission: 'jobs' } },
    keys: { list: 'jobs', item: 'job' },
    input: jobInputSchema,
    item: companyJobSchema,
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

  app.get(
    '/api/v1/admin/jobs/:id/applicants',
    {
      config: { access: { org: 'company', permission: 'applicants' } },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        querystring: pageQuerySchema,
        response: {
          200: pagedAnswer('applicants', applicantSchema),
        },
      },
    },
    async (request) => {
      const org = currentOrg(request);
      const { rows, total } = await jobApplicantsPage(db, org.id, request.params.id, request.query);
      return {
        success: true as const,
        applicants: rows.map(toApplicant),
        ...pageInfo(request.query, total),
      };
    },
  );

  app.put(
    '/api/v1/admin/applications/:id/status',
    {
      config: { access: { org: 'company', permission: 'applicants' } },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        body: applicationStatusInputSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            applicant: applicantSchema,
          }),
        },
      },
    },
    async (request) => {
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
  );

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
