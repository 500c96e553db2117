import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  JOB_MESSAGES,
  WITHDRAWABLE_STATUSES,
  applicantSchema,
  applicationStatusInputSchema,
  applyInputSchema,
  companyJobSchema,
  idSchema,
  jobDetailSchema,
  jobCountsSchema,
  jobFilterSchema,
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
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { pagedAnswer } from '../../http/paging';
import { keywordQuery } from '../../db/search';
import { registerOrgResource } from '../../http/resource-routes';
import { isUniqueViolation } from '../../db/errors';
import { toCompanyJob, toJob, jobCardColumns } from './jobs.service';
import { jobCounts, jobFilterWhere, jobOrder, rankedJobIds } from './jobs-search.service';
import {
  changeApplicationStatus,
  selectApplicants,
  statusMailServices,
  studentApplicationsPage,
  toApplicant,
} from './applications.service';
import { applications, companyProfiles, jobs } from './jobs.table';
import { latestResumeOf, resumes, sendResumePdf, toResume } from '../resumes';

const tags = ['jobs'];

/** A paged list answer: the rows under the spec's key, and the page beside them. */
export function registerJobRoutes(ctx: AppContext): void {
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
      const { status } = request.body;
      const [before] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.orgId, org.id), eq(applications.id, request.params.id)));
      if (!before) throw notFound(JOB_MESSAGES.applicationNotFound);
      // Only a real change is recorded and told to the student; the same status again is a no-op.
      await changeApplicationStatus(statusServices(request), before.id, status);
      const [row] = await selectApplicants(db).where(eq(applications.id, before.id));
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
        .select({ applicantId: applications.applicantId, resumeId: applications.resumeId })
        .from(applications)
        .where(and(eq(applications.orgId, org.id), eq(applications.id, request.params.id)));
      if (!application) throw notFound(JOB_MESSAGES.applicationNotFound);
      // The resume the student chose when applying; else the one they saved last.
      const [chosen] = application.resumeId
        ? await db
            .select()
            .from(resumes)
            .where(
              and(
                eq(resumes.id, application.resumeId),
                eq(resumes.userId, application.applicantId),
              ),
            )
        : [];
      const resume = chosen ? toResume(chosen) : await latestResumeOf(db, application.applicantId);
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
      const where = jobFilterWhere(query);
      // A page is at most 50 rows, so each row's company is looked up by its key as it is read.
      const cards = () =>
        db
          .select(jobCardColumns)
          .from(jobs)
          .leftJoin(companyProfiles, eq(companyProfiles.orgId, jobs.orgId));
      const offset = (query.page - 1) * query.limit;
      const answer = (rows: Awaited<ReturnType<typeof cards>>, total: number) => ({
        success: true as const,
        jobs: rows.map(toJob),
        ...pageInfo(query, total),
      });
      // The first pages of a relevance order come from its kept ranking: the page's rows are read
      // by their keys, still open (a job closed since is left out). Not with the whole filter: the
      // planner, which cannot estimate a prefix search, then scans every match of the keyword.
      if (query.sort === 'relevance' && query.keyword && keywordQuery(query.keyword)) {
        const ranked = await rankedJobIds(db, query);
        if (offset + query.limit <= ranked.ids.length || ranked.ids.length === ranked.total) {
          const ids = ranked.ids.slice(offset, offset + query.limit);
          const rows =
            ids.length > 0
              ? await cards().where(and(inArray(jobs.id, ids), eq(jobs.status, 'open')))
              : [];
          rows.sort((a, b) => ids.indexOf(a.job.id) - ids.indexOf(b.job.id));
          return answer(rows, ranked.total);
        }
      }
      const [rows, [totals]] = await Promise.all([
        cards()
          .where(where)
          .orderBy(...jobOrder(query, query.sort))
          .limit(query.limit)
          .offset(offset),
        db.select({ total: count() }).from(jobs).where(where),
      ]);
      return answer(rows, totals?.total ?? 0);
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
              .select({
                id: applications.id,
                status: applications.status,
                statusChangedAt: applications.statusChangedAt,
              })
              .from(applications)
              .where(and(eq(applications.jobId, jobId), eq(applications.applicantId, viewer.id)))
          : Promise.resolve([]),
      ]);
      return {
        success: true as const,
        job: {
          ...toJob(row),
          applications: viewer
            ? own.map((application) => ({
                _id: application.id,
                applicant: viewer.id,
                status: application.status,
                statusChangedAt: application.statusChangedAt?.toISOString() ?? null,
              }))
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
      const { resumeId, note } = request.body ?? { note: '' };
      if (resumeId) {
        // Only one of the student's own resumes can be sent.
        const [own] = await db
          .select({ id: resumes.id })
          .from(resumes)
          .where(and(eq(resumes.id, resumeId), eq(resumes.userId, user.id)));
        if (!own) throw badRequest(JOB_MESSAGES.resume);
      }
      try {
        await db.insert(applications).values({
          orgId: job.orgId,
          jobId: job.id,
          applicantId: user.id,
          resumeId: resumeId ?? null,
          note,
        });
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
        applications: rows.map(({ application, job, logo, resumeName }) => ({
          _id: application.id,
          status: application.status,
          createdAt: application.createdAt.toISOString(),
          statusChangedAt: application.statusChangedAt?.toISOString() ?? null,
          note: application.note,
          resume:
            application.resumeId && resumeName !== null
              ? { _id: application.resumeId, name: resumeName }
              : null,
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

  // A student withdraws their own application while nothing has been decided on it. The row is
  // removed, so the company no longer sees it and the student may apply again while it is open.
  app.delete(
    '/api/v1/application/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const [application] = await db
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(and(eq(applications.id, request.params.id), eq(applications.applicantId, user.id)));
      if (!application) throw notFound(JOB_MESSAGES.applicationNotFound);
      const [removed] = await db
        .delete(applications)
        .where(
          and(
            eq(applications.id, application.id),
            inArray(applications.status, [...WITHDRAWABLE_STATUSES]),
          ),
        )
        .returning({ id: applications.id });
      // Decided before or while this ran: the delete matched nothing.
      if (!removed) throw conflict(JOB_MESSAGES.notWithdrawable);
      return { success: true as const, message: JOB_MESSAGES.withdrawn };
    },
  );
}
