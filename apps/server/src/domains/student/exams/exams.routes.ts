import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  EXAM_MESSAGES,
  EXAM_NOTICE_DAYS,
  addDays,
  daysUntil,
  studentApi,
  todayInIndia,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentUser } from '../../../http/access';
import { notFound } from '../../../http/errors';
import { routeOf } from '../../../http/endpoint-routes';
import { servePlatformResource } from '../../../http/platform-resource-routes';
import { serveResource } from '../../../http/serve-resource';
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

const api = studentApi.exams;

export function registerExamRoutes(ctx: AppContext): void {
  registerExamLists(ctx);
  registerFollowRoutes(ctx);
}

/** The platform's lists (exams, scholarships, study centres, admit cards, tests, results). */
function registerExamLists(ctx: AppContext): void {
  servePlatformResource(ctx, api.exams, {
    table: exams,
    toRow: sameFields,
    toItem: toExam,
    messages: messagesFor(EXAM_MESSAGES.examNotFound),
    where: (query) => [
      query.state ? eq(exams.state, query.state) : undefined,
      query.post ? eq(exams.post, query.post) : undefined,
      query.openOn ? gte(exams.lastDate, query.openOn) : undefined,
    ],
    search: [exams.name, exams.university],
    // The nearest last date first: what a student must act on soonest.
    orderBy: [asc(exams.lastDate)],
    tags,
  });

  servePlatformResource(ctx, api.scholarships, {
    table: scholarships,
    toRow: sameFields,
    toItem: (row) => ({
      _id: row.id,
      name: row.name,
      field: row.field,
      link: row.link,
      category: row.category,
    }),
    messages: messagesFor(EXAM_MESSAGES.scholarshipNotFound),
    where: (query) => [query.category ? eq(scholarships.category, query.category) : undefined],
    search: [scholarships.name, scholarships.field],
    tags,
  });

  servePlatformResource(ctx, api.studyCentres, {
    table: studyCentres,
    toRow: sameFields,
    toItem: toStudyCentre,
    messages: messagesFor(EXAM_MESSAGES.studyCentreNotFound),
    where: (query) => [query.examType ? eq(studyCentres.examType, query.examType) : undefined],
    search: [studyCentres.coaching, studyCentres.location, studyCentres.examType],
    tags,
  });

  // A library lists itself as a study centre; the public list above shows it with the rest.
  serveResource(ctx, api.libraryStudyCentres, {
    table: studyCentres,
    toRow: sameFields,
    toItem: toStudyCentre,
    messages: messagesFor(EXAM_MESSAGES.studyCentreNotFound),
    tags,
  });

  servePlatformResource(ctx, api.admitCards, {
    table: admitCards,
    toRow: sameFields,
    toItem: (row) => ({
      _id: row.id,
      exam: row.exam,
      websiteLink: row.websiteLink,
      state: row.state,
    }),
    messages: messagesFor(EXAM_MESSAGES.admitCardNotFound),
    where: (query) => [query.state ? eq(admitCards.state, query.state) : undefined],
    search: [admitCards.exam],
    tags,
  });

  servePlatformResource(ctx, api.testSeries, {
    table: testSeries,
    toRow: sameFields,
    toItem: (row) => ({
      _id: row.id,
      exam: row.exam,
      title: row.title,
      link: row.link,
      free: row.free,
    }),
    messages: messagesFor(EXAM_MESSAGES.testSeriesNotFound),
    where: (query) => [query.exam ? eq(testSeries.exam, query.exam) : undefined],
    search: [testSeries.exam, testSeries.title],
    // Grouped by exam on the page.
    orderBy: [asc(testSeries.exam)],
    tags,
  });

  servePlatformResource(ctx, api.results, {
    table: examResults,
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
}

/** A student follows the exams they sit, and sees those followed with the days left. */
function registerFollowRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(api.follow, tags),
    handler: async (request) => {
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
  });

  app.route({
    ...routeOf(api.unfollow, tags),
    handler: async (request) => {
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
  });

  // The exams a student follows, nearest last date first, with the days left: the exams page
  // marks them, and the dashboard's Exam Notification and Time Until cards show those due soon.
  app.route({
    ...routeOf(api.followed, tags),
    handler: async (request) => {
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
  });
}
