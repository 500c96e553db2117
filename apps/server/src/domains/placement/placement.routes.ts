import { and, asc, count, desc, eq, exists, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  COMPANY_AREA_MESSAGES,
  EXTRA_EDUCATION_TYPE,
  interviewMail,
  JOB_MESSAGES,
  PLACEMENT_MESSAGES,
  ROUND_MESSAGES,
  candidateSchema,
  companyPlacementApplicationSchema,
  companyPlacementQuerySchema,
  companyRatingInputSchema,
  interviewRoundInputSchema,
  interviewRoundSchema,
  type Candidate,
  assessmentSchema,
  consentInputSchema,
  decisionInputSchema,
  placementEnquiryAnswerSchema,
  placementEnquiryInputSchema,
  placementEnquirySchema,
  idSchema,
  interviewInputSchema,
  pageInfo,
  pageQuerySchema,
  placementApplicationSchema,
  placementProfileSchema,
  selfRatingSchema,
  workHistorySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { badRequest, conflict, notFound } from '../../http/errors';
import { pagedAnswer } from '../../http/paging';
import { readMultipart, storeFile } from '../../http/uploads';
import { users } from '../accounts/users.table';
import {
  changeApplicationStatus,
  mailApplicant,
  statusMailServices,
  selectApplicationsWithJob,
  studentApplicationsPage,
  type ApplicationWithJob,
  selectApplicants,
  type ApplicantRow,
} from '../jobs/applications.service';
import { applications, jobs } from '../jobs/jobs.table';
import { companyRatings } from '../company/company.table';
import { resumes } from '../resumes/resumes.table';
import { organizations } from '../orgs/orgs.table';
import {
  interviewRounds,
  placementEnquiries,
  placementOutcomes,
  placementProfiles,
} from './placement.table';

const tags = ['placement'];
const params = z.object({ id: idSchema });
const COMPANY_APPLICANTS = { org: 'company', permission: 'applicants' } as const;
/** The student's pages of an application's interview and of its decision (the e-mails' links). */
const APPLY_PAGE = '/placement/opportunity/apply';
const RESPONSE_PAGE = '/placement/opportunity/response';

export function registerPlacementRoutes(ctx: AppContext): void {
  const { app, db, storage } = ctx;
  // A status changed here is told to the student, as the job portal's status select does.
  const statusServices = statusMailServices(ctx);
  // --- The student's own documents: View Profile's tables, self-rating, work history.
  const documents = [
    { path: 'profile', column: 'profile', schema: placementProfileSchema },
    { path: 'self-rating', column: 'selfRating', schema: selfRatingSchema },
    { path: 'working', column: 'workHistory', schema: workHistorySchema },
  ] as const;
  for (const { path, column, schema } of documents) {
    app.get(
      `/api/v1/placement/${path}`,
      {
        config: { access: 'user' },
        schema: { tags, response: { 200: z.object({ success: z.literal(true), data: schema }) } },
      },
      async (request) => {
        const [row] = await db
          .select({ data: placementProfiles[column] })
          .from(placementProfiles)
          .where(eq(placementProfiles.userId, currentUser(request).id));
        return { success: true as const, data: schema.parse(row?.data ?? {}) };
      },
    );
    app.put(
      `/api/v1/placement/${path}`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: schema,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), data: schema }),
          },
        },
      },
      async (request) => {
        const data = request.body;
        await db
          .insert(placementProfiles)
          .values({ userId: currentUser(request).id, [column]: data })
          .onConflictDoUpdate({ target: placementProfiles.userId, set: { [column]: data } });
        return { success: true as const, message: PLACEMENT_MESSAGES.saved, data };
      },
    );
  }

  // --- Enquiries: a student asks a company about a post; the company's team answers.
  const enquiryColumns = {
    enquiry: placementEnquiries,
    companyName: organizations.name,
    studentName: users.fullname,
  };
  const selectEnquiries = () =>
    db
      .select(enquiryColumns)
      .from(placementEnquiries)
      .innerJoin(organizations, eq(organizations.id, placementEnquiries.orgId))
      .innerJoin(users, eq(users.id, placementEnquiries.userId));
  type EnquiryRow = Awaited<ReturnType<typeof selectEnquiries>>[number];
  const toEnquiry = ({ enquiry, companyName, studentName }: EnquiryRow) => ({
    _id: enquiry.id,
    companyId: enquiry.orgId,
    companyName,
    studentName,
    post: enquiry.post,
    message: enquiry.message,
    contactName: enquiry.contactName,
    contactNumber: enquiry.contactNumber,
    address: enquiry.address,
    response: enquiry.response,
    createdAt: enquiry.createdAt.toISOString(),
  });
  async function enquiryPage(where: SQL | undefined, query: { page: number; limit: number }) {
    const [rows, [totals]] = await Promise.all([
      selectEnquiries()
        .where(where)
        .orderBy(desc(placementEnquiries.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: count() }).from(placementEnquiries).where(where),
    ]);
    return {
      success: true as const,
      enquiries: rows.map(toEnquiry),
      ...pageInfo(query, totals?.total ?? 0),
    };
  }
  const pageQuery = pageQuerySchema.omit({ search: true });

  app.post(
    '/api/v1/placement/enquiries',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: placementEnquiryInputSchema,
        response: {
          201: z.object({
            success: z.literal(true),
            message: z.string(),
            enquiry: placementEnquirySchema,
          }),
        },
      },
    },
    async (request, reply) => {
      const { companyId, post, message } = request.body;
      const [company] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.id, companyId), eq(organizations.kind, 'company')));
      if (!company) throw notFound(PLACEMENT_MESSAGES.companyNotFound);
      const [created] = await db
        .insert(placementEnquiries)
        .values({ orgId: company.id, userId: currentUser(request).id, post, message })
        .returning({ id: placementEnquiries.id });
      const [row] = await selectEnquiries().where(eq(placementEnquiries.id, created!.id));
      return reply.status(201).send({
        success: true as const,
        message: PLACEMENT_MESSAGES.enquirySent,
        enquiry: toEnquiry(row!),
      });
    },
  );

  app.get(
    '/api/v1/placement/enquiries',
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: pageQuery,
        response: { 200: pagedAnswer('enquiries', placementEnquirySchema) },
      },
    },
    async (request) =>
      enquiryPage(eq(placementEnquiries.userId, currentUser(request).id), request.query),
  );

  app.get(
    '/api/v1/company/enquiries',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: {
        tags,
        querystring: pageQuery,
        response: { 200: pagedAnswer('enquiries', placementEnquirySchema) },
      },
    },
    async (request) =>
      enquiryPage(eq(placementEnquiries.orgId, currentOrg(request).id), request.query),
  );

  app.patch(
    '/api/v1/company/enquiries/:id',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: {
        tags,
        params,
        body: placementEnquiryAnswerSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            enquiry: placementEnquirySchema,
          }),
        },
      },
    },
    async (request) => {
      const [updated] = await db
        .update(placementEnquiries)
        .set(request.body)
        .where(
          and(
            eq(placementEnquiries.id, request.params.id),
            eq(placementEnquiries.orgId, currentOrg(request).id),
          ),
        )
        .returning({ id: placementEnquiries.id });
      if (!updated) throw notFound(PLACEMENT_MESSAGES.enquiryNotFound);
      const [row] = await selectEnquiries().where(eq(placementEnquiries.id, updated.id));
      return {
        success: true as const,
        message: PLACEMENT_MESSAGES.enquiryAnswered,
        enquiry: toEnquiry(row!),
      };
    },
  );

  // --- Applications, as the placement pages show them: the Apply and Response tables. The rows
  // are the job portal's (selectApplicationsWithJob); what followed each one is read beside them.
  type Outcome = typeof placementOutcomes.$inferSelect;
  async function outcomesOf(ids: string[]): Promise<Map<string, Outcome>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select()
      .from(placementOutcomes)
      .where(inArray(placementOutcomes.applicationId, ids));
    return new Map(rows.map((row) => [row.applicationId, row]));
  }
  async function ratedOf(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: companyRatings.applicationId })
      .from(companyRatings)
      .where(inArray(companyRatings.applicationId, ids));
    return new Set(rows.map((row) => row.id));
  }
  const toApplication = (row: ApplicationWithJob, outcome: Outcome | undefined, rated: boolean) => {
    const agreed = Boolean(outcome?.studentConsent && outcome.companyConsent);
    return {
      _id: row.application.id,
      companyId: row.application.orgId,
      companyName: row.companyName,
      companyAddress: row.companyLocation ?? row.companyCity,
      post: row.job.title,
      contactNumber: outcome?.contactNumber ?? '',
      address: outcome?.address ?? '',
      status: row.application.status,
      interviewAt: outcome?.interviewAt?.toISOString() ?? null,
      decision: outcome?.decision ?? null,
      remark: outcome?.remark ?? '',
      letterUrl: outcome?.letterFileId ? `/api/v1/files/${outcome.letterFileId}` : null,
      studentConsent: outcome?.studentConsent ?? false,
      companyConsent: outcome?.companyConsent ?? false,
      assessment: agreed ? (outcome?.assessment ?? null) : null,
      companyRated: rated,
    };
  };
  async function toApplications(rows: ApplicationWithJob[]) {
    const ids = rows.map((row) => row.application.id);
    const [outcomes, rated] = await Promise.all([outcomesOf(ids), ratedOf(ids)]);
    return rows.map((row) =>
      toApplication(row, outcomes.get(row.application.id), rated.has(row.application.id)),
    );
  }
  const applicationAnswer = z.object({
    success: z.literal(true),
    message: z.string(),
    application: placementApplicationSchema,
  });

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
      const { rows, total } = await studentApplicationsPage(
        db,
        currentUser(request).id,
        request.query,
      );
      return {
        success: true as const,
        applications: await toApplications(rows),
        ...pageInfo(request.query, total),
      };
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
      const orgId = currentOrg(request).id;
      const { jobId, stage, page, limit } = request.query;
      if (jobId) {
        const [job] = await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
        if (!job) throw notFound(JOB_MESSAGES.notFound);
      }
      const staged = stage
        ? exists(
            db
              .select({ one: sql`1` })
              .from(placementOutcomes)
              .where(
                and(
                  eq(placementOutcomes.applicationId, applications.id),
                  stage === 'decided'
                    ? isNotNull(placementOutcomes.decision)
                    : isNotNull(placementOutcomes.interviewAt),
                ),
              ),
          )
        : undefined;
      const where = and(
        eq(applications.orgId, orgId),
        jobId ? eq(applications.jobId, jobId) : undefined,
        staged,
      );
      const [rows, [totals]] = await Promise.all([
        selectApplicationsWithJob(db)
          .where(where)
          .orderBy(desc(applications.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(applications).where(where),
      ]);
      const applicantIds = [...new Set(rows.map((row) => row.application.applicantId))];
      const people =
        applicantIds.length === 0
          ? []
          : await db
              .select({
                id: users.id,
                fullname: users.fullname,
                email: users.email,
                phoneNumber: users.phoneNumber,
              })
              .from(users)
              .where(inArray(users.id, applicantIds));
      const byId = new Map(people.map(({ id, ...person }) => [id, person]));
      const shown = await toApplications(rows);
      return {
        success: true as const,
        applications: shown.map((application, index) => {
          const row = rows[index]!;
          return {
            ...application,
            jobId: row.application.jobId,
            appliedAt: row.application.createdAt.toISOString(),
            applicant: byId.get(row.application.applicantId) ?? {
              fullname: '',
              email: '',
              phoneNumber: '',
            },
          };
        }),
        ...pageInfo(request.query, totals?.total ?? 0),
      };
    },
  );

  /** The company's application (404 for any other), its outcome row made on first use. */
  async function companyApplication(orgId: string, id: string) {
    const [application] = await db
      .select({ id: applications.id, applicantId: applications.applicantId })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.orgId, orgId)));
    if (!application) throw notFound(PLACEMENT_MESSAGES.applicationNotFound);
    await db
      .insert(placementOutcomes)
      .values({ applicationId: application.id, orgId })
      .onConflictDoNothing();
    return application;
  }
  const answerFor = async (id: string, message: string) => {
    const rows = await selectApplicationsWithJob(db).where(eq(applications.id, id));
    const [application] = await toApplications(rows);
    return { success: true as const, message, application: application! };
  };

  app.put(
    '/api/v1/admin/applications/:id/interview',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: { tags, params, body: interviewInputSchema, response: { 200: applicationAnswer } },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const application = await companyApplication(orgId, request.params.id);
      const { interviewAt, address, contactNumber } = request.body;
      const at = new Date(interviewAt);
      // The details before and after, read and written under the row's lock: two saves at once
      // each compare with what the other left, so the student is told of each change once.
      const before = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            interviewAt: placementOutcomes.interviewAt,
            address: placementOutcomes.address,
            contactNumber: placementOutcomes.contactNumber,
          })
          .from(placementOutcomes)
          .where(eq(placementOutcomes.applicationId, application.id))
          .for('update');
        await tx
          .update(placementOutcomes)
          .set({ interviewAt: at, address, contactNumber })
          .where(eq(placementOutcomes.applicationId, application.id));
        return row;
      });
      // An applicant called to interview is shortlisted, unless already decided; the interview's
      // own e-mail tells of both, so the student gets one.
      const services = statusServices(request);
      const shortlisted = await changeApplicationStatus(services, application.id, 'shortlisted', {
        from: ['applied'],
        page: APPLY_PAGE,
        mail: false,
      });
      const moved =
        before?.interviewAt != null &&
        (before.interviewAt.getTime() !== at.getTime() ||
          before.address !== address ||
          before.contactNumber !== contactNumber);
      if (shortlisted || before?.interviewAt == null || moved)
        mailApplicant(services, application.id, (facts) =>
          interviewMail({
            ...facts,
            interviewAt: at,
            address,
            contactNumber,
            moved,
            link: `${ctx.config.publicUrl}${APPLY_PAGE}`,
          }),
        );
      return answerFor(application.id, PLACEMENT_MESSAGES.interviewSet);
    },
  );

  // The decision, with the offer or rejection letter as a PDF that only the student and the
  // company can read (the file belongs to the student and to the company).
  app.put(
    '/api/v1/admin/applications/:id/decision',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: { tags, params, response: { 200: applicationAnswer } },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const { fields, file } = await readMultipart(request, {
        fileField: 'letter',
        category: 'pdf',
        rejectMessage: PLACEMENT_MESSAGES.letterFile,
      });
      const parsed = decisionInputSchema.safeParse(fields);
      if (!parsed.success)
        throw badRequest(parsed.error.issues[0]?.message ?? PLACEMENT_MESSAGES.decisionInvalid);
      const application = await companyApplication(orgId, request.params.id);
      const letter = file
        ? await storeFile(db, storage, file, {
            ownerId: application.applicantId,
            orgId,
            isPublic: false,
          })
        : undefined;
      await db
        .update(placementOutcomes)
        .set({ ...parsed.data, ...(letter ? { letterFileId: letter.id } : {}) })
        .where(eq(placementOutcomes.applicationId, application.id));
      await changeApplicationStatus(
        statusServices(request),
        application.id,
        parsed.data.decision === 'Selected' ? 'hired' : 'rejected',
        { page: RESPONSE_PAGE },
      );
      return answerFor(application.id, PLACEMENT_MESSAGES.decisionSaved);
    },
  );

  // The interview rating needs both sides' agreement: the student's for their application, and
  // the company's.
  app.put(
    '/api/v1/placement/applications/:id/consent',
    {
      config: { access: 'user' },
      schema: { tags, params, body: consentInputSchema, response: { 200: applicationAnswer } },
    },
    async (request) => {
      const [application] = await db
        .select({ id: applications.id, orgId: applications.orgId })
        .from(applications)
        .where(
          and(
            eq(applications.id, request.params.id),
            eq(applications.applicantId, currentUser(request).id),
          ),
        );
      if (!application) throw notFound(PLACEMENT_MESSAGES.applicationNotFound);
      await db
        .insert(placementOutcomes)
        .values({
          applicationId: application.id,
          orgId: application.orgId,
          studentConsent: request.body.consent,
        })
        .onConflictDoUpdate({
          target: placementOutcomes.applicationId,
          set: { studentConsent: request.body.consent },
        });
      return answerFor(application.id, PLACEMENT_MESSAGES.consentSaved);
    },
  );

  app.put(
    '/api/v1/admin/applications/:id/consent',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: { tags, params, body: consentInputSchema, response: { 200: applicationAnswer } },
    },
    async (request) => {
      const application = await companyApplication(currentOrg(request).id, request.params.id);
      await db
        .update(placementOutcomes)
        .set({ companyConsent: request.body.consent })
        .where(eq(placementOutcomes.applicationId, application.id));
      return answerFor(application.id, PLACEMENT_MESSAGES.consentSaved);
    },
  );

  app.put(
    '/api/v1/admin/applications/:id/assessment',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: { tags, params, body: assessmentSchema, response: { 200: applicationAnswer } },
    },
    async (request) => {
      const application = await companyApplication(currentOrg(request).id, request.params.id);
      const [saved] = await db
        .update(placementOutcomes)
        .set({ assessment: request.body })
        .where(
          and(
            eq(placementOutcomes.applicationId, application.id),
            eq(placementOutcomes.studentConsent, true),
            eq(placementOutcomes.companyConsent, true),
          ),
        )
        .returning({ id: placementOutcomes.applicationId });
      if (!saved) throw conflict(PLACEMENT_MESSAGES.consentMissing);
      return answerFor(application.id, PLACEMENT_MESSAGES.assessmentSaved);
    },
  );

  // --- The student rates the company after an interview (the mirror of the skills assessment).
  app.put(
    '/api/v1/placement/applications/:id/company-rating',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params,
        body: companyRatingInputSchema,
        response: { 200: applicationAnswer },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const [application] = await db
        .select({
          id: applications.id,
          orgId: applications.orgId,
          at: placementOutcomes.interviewAt,
        })
        .from(applications)
        .leftJoin(placementOutcomes, eq(placementOutcomes.applicationId, applications.id))
        .where(and(eq(applications.id, request.params.id), eq(applications.applicantId, user.id)));
      if (!application) throw notFound(PLACEMENT_MESSAGES.applicationNotFound);
      if (!application.at) throw conflict(COMPANY_AREA_MESSAGES.ratingNeedsInterview);
      const { rating, comment } = request.body;
      await db
        .insert(companyRatings)
        .values({
          applicationId: application.id,
          orgId: application.orgId,
          userId: user.id,
          rating,
          comment,
        })
        .onConflictDoUpdate({ target: companyRatings.applicationId, set: { rating, comment } });
      return answerFor(application.id, COMPANY_AREA_MESSAGES.ratingSaved);
    },
  );

  // --- Candidate comparison: a job's applicants side by side, from their last saved resumes.
  app.get(
    '/api/v1/admin/jobs/:id/comparison',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: {
        tags,
        params,
        querystring: pageQuery,
        response: { 200: pagedAnswer('candidates', candidateSchema) },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const [job] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.orgId, orgId), eq(jobs.id, request.params.id)));
      if (!job) throw notFound(JOB_MESSAGES.notFound);
      const where = and(eq(applications.orgId, orgId), eq(applications.jobId, job.id));
      const { page, limit } = request.query;
      const [rows, [totals]] = await Promise.all([
        selectApplicants(db)
          .where(where)
          .orderBy(desc(applications.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(applications).where(where),
      ]);
      const resumeIds = rows.flatMap((row) => (row.resumeId ? [row.resumeId] : []));
      const resumeRows =
        resumeIds.length === 0
          ? []
          : await db.select().from(resumes).where(inArray(resumes.id, resumeIds));
      const byId = new Map(resumeRows.map((resume) => [resume.id, resume]));
      return {
        success: true as const,
        candidates: rows.map((row) =>
          toCandidate(row, row.resumeId ? byId.get(row.resumeId) : undefined),
        ),
        ...pageInfo(request.query, totals?.total ?? 0),
      };
    },
  );

  // --- Interview rounds of an application: named, each with its assessment and result.
  const roundParams = z.object({ id: idSchema, roundId: idSchema });
  const toRound = (row: typeof interviewRounds.$inferSelect) => ({
    _id: row.id,
    applicationId: row.applicationId,
    name: row.name,
    assessment: row.assessment,
    result: row.result,
    createdAt: row.createdAt.toISOString(),
  });
  const roundAnswer = z.object({
    success: z.literal(true),
    message: z.string(),
    round: interviewRoundSchema,
    status: z.enum(APPLICATION_STATUSES),
  });

  /**
   * The application's status follows its rounds: a Rejected round rejects it, a Cleared round
   * shortlists it (unless hired); with no decided round left it goes back to shortlisted if it
   * has rounds, else keeps its status. A decision (hired) is changed only by the decision.
   */
  async function followRounds(applicationId: string, request: { log: FastifyBaseLogger }) {
    const rounds = await db
      .select({ result: interviewRounds.result })
      .from(interviewRounds)
      .where(eq(interviewRounds.applicationId, applicationId));
    const [current] = await db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, applicationId));
    let status = current!.status;
    if (status !== 'hired') {
      if (rounds.some((round) => round.result === 'Rejected')) status = 'rejected';
      else if (rounds.length > 0) status = 'shortlisted';
      else if (status === 'rejected') status = 'shortlisted';
    }
    await changeApplicationStatus(statusServices(request), applicationId, status, {
      page: APPLY_PAGE,
    });
    return status;
  }

  app.get(
    '/api/v1/admin/applications/:id/rounds',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: {
        tags,
        params,
        response: {
          200: z.object({ success: z.literal(true), rounds: z.array(interviewRoundSchema) }),
        },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const application = await companyApplication(orgId, request.params.id);
      const rows = await db
        .select()
        .from(interviewRounds)
        .where(
          and(eq(interviewRounds.orgId, orgId), eq(interviewRounds.applicationId, application.id)),
        )
        .orderBy(asc(interviewRounds.id))
        .limit(50);
      return { success: true as const, rounds: rows.map(toRound) };
    },
  );

  app.post(
    '/api/v1/admin/applications/:id/rounds',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: { tags, params, body: interviewRoundInputSchema, response: { 201: roundAnswer } },
    },
    async (request, reply) => {
      const orgId = currentOrg(request).id;
      const application = await companyApplication(orgId, request.params.id);
      const [round] = await db
        .insert(interviewRounds)
        .values({ orgId, applicationId: application.id, ...request.body })
        .returning();
      const status = await followRounds(application.id, request);
      return reply.status(201).send({
        success: true as const,
        message: ROUND_MESSAGES.saved,
        round: toRound(round!),
        status,
      });
    },
  );

  app.put(
    '/api/v1/admin/applications/:id/rounds/:roundId',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: {
        tags,
        params: roundParams,
        body: interviewRoundInputSchema,
        response: { 200: roundAnswer },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const [round] = await db
        .update(interviewRounds)
        .set(request.body)
        .where(
          and(
            eq(interviewRounds.orgId, orgId),
            eq(interviewRounds.applicationId, request.params.id),
            eq(interviewRounds.id, request.params.roundId),
          ),
        )
        .returning();
      if (!round) throw notFound(ROUND_MESSAGES.notFound);
      const status = await followRounds(round.applicationId, request);
      return {
        success: true as const,
        message: ROUND_MESSAGES.updated,
        round: toRound(round),
        status,
      };
    },
  );

  app.delete(
    '/api/v1/admin/applications/:id/rounds/:roundId',
    {
      config: { access: COMPANY_APPLICANTS },
      schema: {
        tags,
        params: roundParams,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            status: z.enum(APPLICATION_STATUSES),
          }),
        },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const [round] = await db
        .delete(interviewRounds)
        .where(
          and(
            eq(interviewRounds.orgId, orgId),
            eq(interviewRounds.applicationId, request.params.id),
            eq(interviewRounds.id, request.params.roundId),
          ),
        )
        .returning({ applicationId: interviewRounds.applicationId });
      if (!round) throw notFound(ROUND_MESSAGES.notFound);
      const status = await followRounds(round.applicationId, request);
      return { success: true as const, message: ROUND_MESSAGES.removed, status };
    },
  );
}

type ResumeRow = typeof resumes.$inferSelect;
const educationOf = (resume: ResumeRow | undefined, matches: (type: string) => boolean) => {
  const line = resume?.education.find((entry) => matches(entry.type.trim().toLowerCase()));
  if (!line) return '';
  return line.percentage ? `${line.percentage}%` : line.university;
};
/**
 * The resume builder has three fixed lines (10th, 12th, Graduation) and added lines typed
 * Education; the first added line is read as post graduation.
 */
const isPostGraduation = (type: string) => type === EXTRA_EDUCATION_TYPE.toLowerCase();

function toCandidate(row: ApplicantRow, resume: ResumeRow | undefined): Candidate {
  return {
    applicationId: row._id,
    fullname: row.fullname,
    status: row.status,
    hasResume: Boolean(resume),
    address: resume?.address ?? '',
    tenth: educationOf(resume, (type) => type === '10th'),
    twelfth: educationOf(resume, (type) => type === '12th'),
    graduation: educationOf(resume, (type) => type === 'graduation'),
    postGraduation: educationOf(resume, isPostGraduation),
    skills: (resume?.skills ?? []).map((entry) => entry.skill).filter(Boolean),
    experience: (resume?.experience ?? [])
      .filter((entry) => entry.role || entry.company)
      .map((entry) => [entry.role, entry.company].filter(Boolean).join(' at ')),
  };
}
