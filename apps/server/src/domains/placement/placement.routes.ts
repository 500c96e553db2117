import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  PLACEMENT_MESSAGES,
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
import { applications, companyProfiles, jobs } from '../jobs/jobs.table';
import { organizations } from '../orgs/orgs.table';
import { placementEnquiries, placementOutcomes, placementProfiles } from './placement.table';

const tags = ['placement'];
const params = z.object({ id: idSchema });
const COMPANY_APPLICANTS = { org: 'company', permission: 'applicants' } as const;

export function registerPlacementRoutes({ app, db, storage }: AppContext): void {
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

  // --- Applications, as the placement pages show them: the Apply and Response tables.
  const selectApplications = () =>
    db
      .select({
        application: applications,
        post: jobs.title,
        companyName: organizations.name,
        companyCity: organizations.city,
        companyLocation: companyProfiles.location,
        outcome: placementOutcomes,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(organizations, eq(organizations.id, applications.orgId))
      .leftJoin(companyProfiles, eq(companyProfiles.orgId, applications.orgId))
      .leftJoin(placementOutcomes, eq(placementOutcomes.applicationId, applications.id));
  type ApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];
  const toApplication = (row: ApplicationRow) => {
    const outcome = row.outcome;
    const agreed = Boolean(outcome?.studentConsent && outcome.companyConsent);
    return {
      _id: row.application.id,
      companyName: row.companyName,
      companyAddress: row.companyLocation ?? row.companyCity,
      post: row.post,
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
    };
  };
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
      const where = eq(applications.applicantId, currentUser(request).id);
      const { page, limit } = request.query;
      const [rows, [totals]] = await Promise.all([
        selectApplications()
          .where(where)
          .orderBy(desc(applications.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(applications).where(where),
      ]);
      return {
        success: true as const,
        applications: rows.map(toApplication),
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
    const [row] = await selectApplications().where(eq(applications.id, id));
    return { success: true as const, message, application: toApplication(row!) };
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
      await db
        .update(placementOutcomes)
        .set({ interviewAt: new Date(interviewAt), address, contactNumber })
        .where(eq(placementOutcomes.applicationId, application.id));
      // An applicant called to interview is shortlisted, unless already decided.
      await db
        .update(applications)
        .set({ status: 'shortlisted' })
        .where(and(eq(applications.id, application.id), eq(applications.status, 'applied')));
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
      await db
        .update(applications)
        .set({ status: parsed.data.decision === 'Selected' ? 'hired' : 'rejected' })
        .where(eq(applications.id, application.id));
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
}
