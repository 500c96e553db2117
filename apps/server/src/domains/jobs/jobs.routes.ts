import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  JOB_MESSAGES,
  SALARY_BUCKET_LPA,
  applicantSchema,
  applicationStatusInputSchema,
  applyInputSchema,
  companyJobSchema,
  idSchema,
  jobDetailSchema,
  jobInputSchema,
  jobSchema,
  jobsQuerySchema,
  messageResponseSchema,
  myApplicationSchema,
  pageInfo,
  pageQuerySchema,
  resumeTemplateQuerySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { HttpError, conflict, forbidden, notFound } from '../../http/errors';
import { pagedAnswer } from '../../http/paging';
import { registerOrgResource } from '../../http/resource-routes';
import { isUniqueViolation } from '../accounts/users.service';
import { keywordQuery, toCompanyJob, toJob, jobCardColumns } from './jobs.service';
import { selectApplicants, studentApplicationsPage, toApplicant } from './applications.service';
import { applications, companyProfiles, jobs } from './jobs.table';
import { latestResumeOf, sendResumePdf } from '../resumes/resumes.service';

const tags = ['jobs'];

/** A paged list answer: the rows under the spec's key, and the page beside them. */
export function registerJobRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

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
      const [job] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.orgId, org.id), eq(jobs.id, request.params.id)));
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      const where = and(eq(applications.orgId, org.id), eq(applications.jobId, job.id));
      const { page, limit } = request.query;
      const [rows, [totals]] = await Promise.all([
        selectApplicants(db)
          .where(where)
          .orderBy(desc(applications.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(applications).where(where),
      ]);
      return {
        success: true as const,
        applicants: rows.map(toApplicant),
        ...pageInfo(request.query, totals?.total ?? 0),
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
      const [updated] = await db
        .update(applications)
        .set({ status: request.body.status })
        .where(and(eq(applications.orgId, org.id), eq(applications.id, request.params.id)))
        .returning({ id: applications.id });
      if (!updated) throw notFound(JOB_MESSAGES.applicationNotFound);
      const [row] = await selectApplicants(db).where(eq(applications.id, updated.id));
      if (!row) throw notFound(JOB_MESSAGES.applicationNotFound);
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
      const [application] = await db
        .select({ applicantId: applications.applicantId })
        .from(applications)
        .where(and(eq(applications.orgId, org.id), eq(applications.id, request.params.id)));
      if (!application) throw notFound(JOB_MESSAGES.applicationNotFound);
      const resume = await latestResumeOf(db, application.applicantId);
      if (!resume) throw notFound(JOB_MESSAGES.noResume);
      return sendResumePdf(reply, resume, request.query.template);
    },
  );

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
      const query = request.query;
      const conditions: (SQL | undefined)[] = [eq(jobs.status, 'open')];
      if (query.location) conditions.push(eq(jobs.location, query.location));
      if (query.industry) conditions.push(eq(jobs.industry, query.industry));
      if (query.jobType) conditions.push(eq(jobs.jobType, query.jobType));
      if (query.salary) {
        const range = SALARY_BUCKET_LPA[query.salary];
        conditions.push(gt(jobs.salary, range.above), lte(jobs.salary, range.atMost));
      }
      const keyword = query.keyword ? keywordQuery(query.keyword) : null;
      if (keyword) {
        conditions.push(sql`${jobs.searchVector} @@ to_tsquery('simple', ${keyword})`);
      }
      const where = and(...conditions);
      // A page is at most 50 rows, so each row's company is looked up by its key as it is read.
      const [rows, [totals]] = await Promise.all([
        db
          .select(jobCardColumns)
          .from(jobs)
          .leftJoin(companyProfiles, eq(companyProfiles.orgId, jobs.orgId))
          .where(where)
          .orderBy(desc(jobs.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(jobs).where(where),
      ]);
      return {
        success: true as const,
        jobs: rows.map(toJob),
        ...pageInfo(query, totals?.total ?? 0),
      };
    },
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
    async (request) => {
      const { jobId } = request.params;
      if (!idSchema.safeParse(jobId).success) throw notFound(JOB_MESSAGES.notFound);
      const [row] = await db
        .select(jobCardColumns)
        .from(jobs)
        .leftJoin(companyProfiles, eq(companyProfiles.orgId, jobs.orgId))
        .where(eq(jobs.id, jobId));
      if (!row) throw notFound(JOB_MESSAGES.notFound);
      const viewer = request.user;
      const [[totals], own] = await Promise.all([
        db.select({ total: count() }).from(applications).where(eq(applications.jobId, jobId)),
        viewer
          ? db
              .select({ status: applications.status })
              .from(applications)
              .where(and(eq(applications.jobId, jobId), eq(applications.applicantId, viewer.id)))
          : Promise.resolve([]),
      ]);
      return {
        success: true as const,
        job: {
          ...toJob(row),
          applications: viewer
            ? own.map((application) => ({ applicant: viewer.id, status: application.status }))
            : [],
          totalApplicants: totals?.total ?? 0,
        },
      };
    },
  );

  app.post(
    '/api/v1/application/apply/:jobId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: z.object({ jobId: z.string() }),
        body: applyInputSchema.optional(),
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.role !== 'student') throw forbidden(JOB_MESSAGES.studentsOnly);
      const { jobId } = request.params;
      if (!idSchema.safeParse(jobId).success) throw notFound(JOB_MESSAGES.notFound);
      const [job] = await db
        .select({ id: jobs.id, orgId: jobs.orgId, status: jobs.status })
        .from(jobs)
        .where(eq(jobs.id, jobId));
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      if (job.status !== 'open') throw new HttpError(409, JOB_MESSAGES.closed);
      try {
        await db
          .insert(applications)
          .values({ orgId: job.orgId, jobId: job.id, applicantId: user.id });
      } catch (error) {
        if (isUniqueViolation(error, 'applications_job_applicant_key'))
          throw conflict(JOB_MESSAGES.duplicate);
        throw error;
      }
      return reply.status(201).send({ success: true, message: JOB_MESSAGES.applied });
    },
  );

  // A student's own applications, newest first: scoped by the account, never by a parameter.
  app.get(
    '/api/v1/application/mine',
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: {
          200: pagedAnswer('applications', myApplicationSchema),
        },
      },
    },
    async (request) => {
      const { rows, total } = await studentApplicationsPage(
        db,
        currentUser(request).id,
        request.query,
      );
      return {
        success: true as const,
        applications: rows.map(({ application, job, logo }) => ({
          _id: application.id,
          status: application.status,
          createdAt: application.createdAt.toISOString(),
          job: {
            _id: job.id,
            title: job.title,
            location: job.location,
            status: job.status,
            company: { name: job.companyName, logo },
          },
        })),
        ...pageInfo(request.query, total),
      };
    },
  );
}
