import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  RESUME_MATCH_MESSAGES,
  RESUME_MESSAGES,
  atsReadingSchema,
  idSchema,
  pageInfo,
  pageQuerySchema,
  prefilledResume,
  resumeDataOf,
  resumeFieldValues,
  resumeInputSchema,
  resumeMatch,
  resumeMatchAnswerSchema,
  resumeMatchInputSchema,
  resumePrefillSchema,
  resumeSchema,
  resumeTemplateQuerySchema,
  type Resume,
  messageResponseSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { sendPageHeaders } from '../../http/paging';
import { readPdfText } from '../../pdf';
import { users } from '../accounts/users.table';
import { jobs } from '../jobs/jobs.table';
import { placementProfiles } from '../placement/placement.table';
import { renderResumePdf } from './resume-pdf';
import { pdfWork, sendResumePdf, toResume } from './resumes.service';
import { resumes } from './resumes.table';

const tags = ['resumes'];
const params = z.object({ id: idSchema });
const listQuery = pageQuerySchema.pick({ page: true, limit: true });
const resumeAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  resume: resumeSchema,
});

/**
 * A student's resumes (spec 01 section 7 `POST /api/resumes`, spec 04 section 7 `GET /api/resumes`).
 * Personal data: every query is scoped by the signed-in account, and another person's resume is
 * answered 404 as if it did not exist.
 */
export function registerResumeRoutes({ app, db }: AppContext): void {
  const ownResume = async (userId: string, id: string): Promise<Resume> => {
    const [row] = await db
      .select()
      .from(resumes)
      .where(and(eq(resumes.userId, userId), eq(resumes.id, id)))
      .limit(1);
    if (!row) throw notFound(RESUME_MESSAGES.notFound);
    return toResume(row);
  };

  // The spec's answer is the bare array; the page travels in headers (PAGE_HEADERS).
  app.get(
    '/api/resumes',
    {
      config: { access: 'user' },
      schema: { tags, querystring: listQuery, response: { 200: z.array(resumeSchema) } },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { page, limit } = request.query;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(resumes)
          .where(eq(resumes.userId, userId))
          .orderBy(asc(resumes.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(resumes).where(eq(resumes.userId, userId)),
      ]);
      sendPageHeaders(reply, pageInfo({ page, limit }, totals?.total ?? 0));
      return rows.map(toResume);
    },
  );

  app.post(
    '/api/resumes',
    {
      config: { access: 'user' },
      schema: { tags, body: resumeInputSchema, response: { 201: resumeAnswer } },
    },
    async (request, reply) => {
      const [row] = await db
        .insert(resumes)
        .values({ ...request.body, userId: currentUser(request).id })
        .returning();
      return reply
        .status(201)
        .send({ success: true as const, message: RESUME_MESSAGES.saved, resume: toResume(row!) });
    },
  );

  // A new resume starts from what the account already told Vedann (issue 18): its name, email
  // and phone, and the placement profile's self-rated skills and work history. Nothing is saved.
  app.get(
    '/api/resumes/prefill',
    { config: { access: 'user' }, schema: { tags, response: { 200: resumePrefillSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      const [[account], [profile]] = await Promise.all([
        db
          .select({
            fullname: users.fullname,
            email: users.email,
            phoneNumber: users.phoneNumber,
          })
          .from(users)
          .where(eq(users.id, userId)),
        db
          .select({
            selfRating: placementProfiles.selfRating,
            workHistory: placementProfiles.workHistory,
          })
          .from(placementProfiles)
          .where(eq(placementProfiles.userId, userId)),
      ]);
      if (!account) throw notFound(RESUME_MESSAGES.notFound);
      return {
        success: true as const,
        resume: prefilledResume({
          ...account,
          skills: (profile?.selfRating?.skills ?? []).map((s) => s.skill),
          work: profile?.workHistory?.entries ?? [],
        }),
      };
    },
  );

  // How well the resume, as the form holds it, matches a job: the job's keywords found and
  // missing in it (issue 18). The job is a pasted description or any job of the portal, read
  // by id (jobs are public).
  app.post(
    '/api/resumes/match',
    {
      config: { access: 'user' },
      schema: { tags, body: resumeMatchInputSchema, response: { 200: resumeMatchAnswerSchema } },
    },
    async (request) => {
      const { resume, description, jobId } = request.body;
      let job: { _id: string; title: string } | null = null;
      let text = description ?? '';
      if (jobId) {
        const [row] = await db
          .select({ id: jobs.id, title: jobs.title, description: jobs.description })
          .from(jobs)
          .where(eq(jobs.id, jobId));
        if (!row) throw notFound(RESUME_MATCH_MESSAGES.jobNotFound);
        job = { _id: row.id, title: row.title };
        text = `${row.title}\n${row.description}`;
      }
      const match = resumeMatch(resume, text);
      if (match.found.length + match.missing.length === 0)
        throw badRequest(RESUME_MATCH_MESSAGES.noKeywords);
      return { success: true as const, ...match, job };
    },
  );

  app.get(
    '/api/resumes/:id',
    { config: { access: 'user' }, schema: { tags, params, response: { 200: resumeAnswer } } },
    async (request) => ({
      success: true as const,
      resume: await ownResume(currentUser(request).id, request.params.id),
    }),
  );

  app.put(
    '/api/resumes/:id',
    {
      config: { access: 'user' },
      schema: { tags, params, body: resumeInputSchema, response: { 200: resumeAnswer } },
    },
    async (request) => {
      const [row] = await db
        .update(resumes)
        .set(request.body)
        .where(and(eq(resumes.userId, currentUser(request).id), eq(resumes.id, request.params.id)))
        .returning();
      if (!row) throw notFound(RESUME_MESSAGES.notFound);
      return { success: true as const, message: RESUME_MESSAGES.saved, resume: toResume(row) };
    },
  );

  app.delete(
    '/api/resumes/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const deleted = await db
        .delete(resumes)
        .where(and(eq(resumes.userId, currentUser(request).id), eq(resumes.id, request.params.id)))
        .returning({ id: resumes.id });
      if (deleted.length === 0) throw notFound(RESUME_MESSAGES.notFound);
      return { success: true as const, message: RESUME_MESSAGES.deleted };
    },
  );

  // One resume per job, say: a copy to adapt, named so the two are told apart in the list.
  app.post(
    '/api/resumes/:id/duplicate',
    {
      config: { access: 'user' },
      schema: { tags, params, response: { 201: resumeAnswer } },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const original = await ownResume(userId, request.params.id);
      const [row] = await db
        .insert(resumes)
        .values({ ...resumeDataOf(original), userId })
        .returning();
      return reply.status(201).send({
        success: true as const,
        message: RESUME_MESSAGES.duplicated,
        resume: toResume(row!),
      });
    },
  );

  app.get(
    '/api/resumes/:id/pdf',
    {
      config: { access: 'user' },
      schema: { tags, params, querystring: resumeTemplateQuerySchema },
    },
    async (request, reply) => {
      const resume = await ownResume(currentUser(request).id, request.params.id);
      return sendResumePdf(reply, resume, request.query.template);
    },
  );

  // "Check how an ATS reads it": the generated PDF read back as plain text, and each entered
  // value looked up in it, so the student sees the PDF itself is machine-readable.
  app.get(
    '/api/resumes/:id/ats-reading',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params,
        querystring: resumeTemplateQuerySchema,
        response: { 200: atsReadingSchema },
      },
    },
    async (request) => {
      const { template } = request.query;
      const resume = await ownResume(currentUser(request).id, request.params.id);
      const text = await pdfWork(async () =>
        readPdfText(await renderResumePdf(resumeDataOf(resume), template)),
      );
      // Line breaks and spacing are the layout's, not the person's: compare without them.
      const squeeze = (value: string) => value.normalize('NFC').replace(/\s+/g, '').toLowerCase();
      const haystack = squeeze(text);
      const fields = resumeFieldValues(resume).map((field) => ({
        ...field,
        found: haystack.includes(squeeze(field.value)),
      }));
      return {
        success: true as const,
        template,
        text,
        fields,
        found: fields.filter((f) => f.found).length,
        total: fields.length,
      };
    },
  );
}
