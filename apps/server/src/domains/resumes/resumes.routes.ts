import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  RESUME_MESSAGES,
  idSchema,
  pageInfo,
  resumeDataOf,
  resumeFieldValues,
  resumeTemplateQuerySchema,
  resumesApi,
  type Resume,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { notFound } from '../../http/errors';
import { sendPageHeaders } from '../../http/paging';
import { readPdfText } from '../../pdf';
import { renderResumePdf } from './resume-pdf';
import { pdfWork, sendResumePdf, toResume } from './resumes.service';
import { resumes } from './resumes.table';

const tags = ['resumes'];
const params = z.object({ id: idSchema });

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
  app.route({
    ...routeOf(resumesApi.list, tags),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...routeOf(resumesApi.create, tags),
    handler: async (request, reply) => {
      const [row] = await db
        .insert(resumes)
        .values({ ...request.body, userId: currentUser(request).id })
        .returning();
      return reply
        .status(201)
        .send({ success: true as const, message: RESUME_MESSAGES.saved, resume: toResume(row!) });
    },
  });

  app.route({
    ...routeOf(resumesApi.one, tags),
    handler: async (request) => ({
      success: true as const,
      resume: await ownResume(currentUser(request).id, request.params.id),
    }),
  });

  app.route({
    ...routeOf(resumesApi.update, tags),
    handler: async (request) => {
      const [row] = await db
        .update(resumes)
        .set(request.body)
        .where(and(eq(resumes.userId, currentUser(request).id), eq(resumes.id, request.params.id)))
        .returning();
      if (!row) throw notFound(RESUME_MESSAGES.notFound);
      return { success: true as const, message: RESUME_MESSAGES.saved, resume: toResume(row) };
    },
  });

  app.route({
    ...routeOf(resumesApi.remove, tags),
    handler: async (request) => {
      const deleted = await db
        .delete(resumes)
        .where(and(eq(resumes.userId, currentUser(request).id), eq(resumes.id, request.params.id)))
        .returning({ id: resumes.id });
      if (deleted.length === 0) throw notFound(RESUME_MESSAGES.notFound);
      return { success: true as const, message: RESUME_MESSAGES.deleted };
    },
  });

  // One resume per job, say: a copy to adapt, named so the two are told apart in the list.
  app.route({
    ...routeOf(resumesApi.duplicate, tags),
    handler: async (request, reply) => {
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
  });

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
  app.route({
    ...routeOf(resumesApi.atsReading, tags),
    handler: async (request) => {
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
  });
}
