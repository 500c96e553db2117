import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { z } from 'zod';
import {
  EXAM_MESSAGES,
  EXAM_NOTICE_DAYS,
  admitCardInputSchema,
  admitCardSchema,
  daysUntil,
  examDeadlineSchema,
  examFiltersSchema,
  examInputSchema,
  examResultInputSchema,
  examResultSchema,
  examSchema,
  idSchema,
  scholarshipInputSchema,
  scholarshipSchema,
  studyCentreInputSchema,
  studyCentreSchema,
  testSeriesInputSchema,
  testSeriesSchema,
  EXAM_STATES,
  SCHOLARSHIP_CATEGORIES,
  addDays,
  todayInIndia,
  messageResponseSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentUser } from '../../../http/access';
import { notFound } from '../../../http/errors';
import { registerOrgResource } from '../../../http/resource-routes';
import { registerPlatformResource } from '../../../http/platform-resource-routes';
import {
  admitCards,
  examFollows,
  examResults,
  exams,
  scholarships,
  studyCentres,
  testSeries,
} from './exams.table';

const tags = ['exams'];

const toExam = (row: typeof exams.$inferSelect) => ({
  _id: row.id,
  id: row.id,
  name: row.name,
  notificationDate: row.notificationDate,
  lastDate: row.lastDate,
  site: row.site,
  university: row.university,
  state: row.state,
  post: row.post,
});
const toStudyCentre = (row: typeof studyCentres.$inferSelect) => ({
  _id: row.id,
  examType: row.examType,
  coaching: row.coaching,
  location: row.location,
  website: row.website,
  orgId: row.orgId,
});
const sameFields = <T extends object>(input: T) => input;
const messagesFor = (notFoundMessage: string) => ({
  created: EXAM_MESSAGES.created,
  updated: EXAM_MESSAGES.updated,
  removed: EXAM_MESSAGES.removed,
  notFound: notFoundMessage,
});

export function registerExamRoutes(ctx: AppContext): void {
  const { app, db } = ctx;

  registerPlatformResource(ctx, {
    table: exams,
    path: '/api/v1/exams',
    keys: { list: 'exams', item: 'exam' },
    input: examInputSchema,
    item: examSchema,
    toRow: sameFields,
    toItem: toExam,
    messages: messagesFor(EXAM_MESSAGES.examNotFound),
    filters: {
      query: examFiltersSchema,
      where: (query) => [
        query.state ? eq(exams.state, query.state) : undefined,
        query.post ? eq(exams.post, query.post) : undefined,
        query.openOn ? gte(exams.lastDate, query.openOn) : undefined,
      ],
    },
    search: [exams.name, exams.university],
    // The nearest last date first: what a student must act on soonest.
    orderBy: [asc(exams.lastDate)],
    tags,
  });

  registerPlatformResource(ctx, {
    table: scholarships,
    path: '/api/v1/scholarships',
    keys: { list: 'scholarships', item: 'scholarship' },
    input: scholarshipInputSchema,
    item: scholarshipSchema,
    toRow: sameFields,
    toItem: (row) => ({
      _id: row.id,
      name: row.name,
      field: row.field,
      link: row.link,
      category: row.category,
    }),
    messages: messagesFor(EXAM_MESSAGES.scholarshipNotFound),
    filters: {
      query: z.object({
        category: z
          .enum(SCHOLARSHIP_CATEGORIES, { error: EXAM_MESSAGES.categoryInvalid })
          .optional(),
      }),
      where: (query) => [query.category ? eq(scholarships.category, query.category) : undefined],
    },
    search: [scholarships.name, scholarships.field],
    tags,
  });

  registerPlatformResource(ctx, {
    table: studyCentres,
    path: '/api/v1/study-centers',
    keys: { list: 'studyCenters', item: 'studyCenter' },
    input: studyCentreInputSchema,
    item: studyCentreSchema,
    toRow: sameFields,
    toItem: toStudyCentre,
    messages: messagesFor(EXAM_MESSAGES.studyCentreNotFound),
    filters: {
      query: z.object({ examType: z.string().trim().max(100).optional() }),
      where: (query) => [query.examType ? eq(studyCentres.examType, query.examType) : undefined],
    },
    search: [studyCentres.coaching, studyCentres.location, studyCentres.examType],
    tags,
  });

  // A library lists itself as a study centre; the public list above shows it with the rest.
  registerOrgResource(ctx, {
    table: studyCentres,
    paths: ['/api/v1/library/study-centers'],
    access: { read: { org: 'library' }, write: { org: 'library', permission: 'exams' } },
    keys: { list: 'studyCenters', item: 'studyCenter' },
    input: studyCentreInputSchema,
    item: studyCentreSchema,
    toRow: sameFields,
    toItem: toStudyCentre,
    messages: messagesFor(EXAM_MESSAGES.studyCentreNotFound),
    tags,
  });

  registerPlatformResource(ctx, {
    table: admitCards,
    path: '/api/v1/admitcards',
    keys: { list: 'admitCards', item: 'admitCard' },
    input: admitCardInputSchema,
    item: admitCardSchema,
    toRow: sameFields,
    toItem: (row) => ({
      _id: row.id,
      exam: row.exam,
      websiteLink: row.websiteLink,
      state: row.state,
    }),
    messages: messagesFor(EXAM_MESSAGES.admitCardNotFound),
    filters: {
      query: z.object({
        state: z.enum(EXAM_STATES, { error: EXAM_MESSAGES.stateInvalid }).optional(),
      }),
      where: (query) => [query.state ? eq(admitCards.state, query.state) : undefined],
    },
    search: [admitCards.exam],
    tags,
  });

  registerPlatformResource(ctx, {
    table: testSeries,
    path: '/api/v1/test-series',
    keys: { list: 'testSeries', item: 'test' },
    input: testSeriesInputSchema,
    item: testSeriesSchema,
    toRow: sameFields,
    toItem: (row) => ({
      _id: row.id,
      exam: row.exam,
      title: row.title,
      link: row.link,
      free: row.free,
    }),
    messages: messagesFor(EXAM_MESSAGES.testSeriesNotFound),
    filters: {
      query: z.object({ exam: z.string().trim().max(150).optional() }),
      where: (query) => [query.exam ? eq(testSeries.exam, query.exam) : undefined],
    },
    search: [testSeries.exam, testSeries.title],
    // Grouped by exam on the page.
    orderBy: [asc(testSeries.exam)],
    tags,
  });

  registerPlatformResource(ctx, {
    table: examResults,
    path: '/api/v1/exam-results',
    keys: { list: 'results', item: 'result' },
    input: examResultInputSchema,
    item: examResultSchema,
    toRow: sameFields,
    toItem: (row) => ({
      _id: row.id,
      exam: row.exam,
      title: row.title,
      resultDate: row.resultDate,
      link: row.link,
    }),
    messages: messagesFor(EXAM_MESSAGES.resultNotFound),
    search: [examResults.exam, examResults.title],
    tags,
  });

  const examParams = z.object({ id: idSchema });

  app.post(
    '/api/v1/exams/:id/follow',
    {
      config: { access: 'user' },
      schema: { tags, params: examParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const [exam] = await db
        .select({ id: exams.id })
        .from(exams)
        .where(eq(exams.id, request.params.id));
      if (!exam) throw notFound(EXAM_MESSAGES.examNotFound);
      await db
        .insert(examFollows)
        .values({ userId: currentUser(request).id, examId: exam.id })
        .onConflictDoNothing();
      return { success: true as const, message: EXAM_MESSAGES.followed };
    },
  );

  app.delete(
    '/api/v1/exams/:id/follow',
    {
      config: { access: 'user' },
      schema: { tags, params: examParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await db
        .delete(examFollows)
        .where(
          and(
            eq(examFollows.userId, currentUser(request).id),
            eq(examFollows.examId, request.params.id),
          ),
        );
      return { success: true as const, message: EXAM_MESSAGES.unfollowed };
    },
  );

  // The exams a student follows, nearest last date first, with the days left: the exams page
  // marks them, and the dashboard's Exam Notification and Time Until cards show those due soon.
  app.get(
    '/api/v1/exams/followed',
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: z.object({
          dueWithin: z.coerce.number().int().min(0).max(366).optional(),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            exams: z.array(examDeadlineSchema),
            noticeDays: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const today = todayInIndia();
      const { dueWithin } = request.query;
      const until = dueWithin === undefined ? undefined : addDays(today, dueWithin);
      const rows = await db
        .select({ exam: exams })
        .from(examFollows)
        .innerJoin(exams, eq(exams.id, examFollows.examId))
        .where(
          and(
            eq(examFollows.userId, currentUser(request).id),
            until === undefined ? undefined : gte(exams.lastDate, today),
            until === undefined ? undefined : lte(exams.lastDate, until),
          ),
        )
        .orderBy(asc(exams.lastDate))
        .limit(100);
      return {
        success: true as const,
        exams: rows.map(({ exam }) => ({
          ...toExam(exam),
          daysLeft: daysUntil(exam.lastDate, today),
        })),
        noticeDays: EXAM_NOTICE_DAYS,
      };
    },
  );
}
