import { z } from 'zod';
import { idSchema, messageResponseSchema, pageInfoSchema, pageQuerySchema } from '../common/api';
import { endpoint, resource, type OrgKindsAccess } from '../common/endpoint';
import { platformList } from '../common/platform-list';
import { uploadedImageSchema } from '../news/article';
import type { OrgKind } from '../orgs/organization';
import {
  bloodRequestFiltersSchema,
  bloodRequestInputSchema,
  bloodRequestSchema,
  donorInputSchema,
  donorSchema,
  donorSearchQuerySchema,
  matchingDonorSchema,
} from './blood';
import { eventFiltersSchema, eventInputSchema, eventSchema, publicEventSchema } from './events';
import {
  EXAM_MESSAGES,
  EXAM_STATES,
  SCHOLARSHIP_CATEGORIES,
  admitCardInputSchema,
  admitCardSchema,
  examDeadlineSchema,
  examFiltersSchema,
  examInputSchema,
  examResultInputSchema,
  examResultSchema,
  examSchema,
  scholarshipInputSchema,
  scholarshipSchema,
  studyCentreInputSchema,
  studyCentreSchema,
  testSeriesInputSchema,
  testSeriesSchema,
} from './exams';

const idParams = z.object({ id: idSchema });
/** The lists without a search box page only. */
const pageOnly = pageQuerySchema.omit({ search: true });

const studyCentreKeys = { list: 'studyCenters', item: 'studyCenter' } as const;

/** Exams and the lists beside them: platform content, and a library's own study centres. */
const exams = {
  exams: platformList({
    path: '/exams',
    keys: { list: 'exams', item: 'exam' },
    input: examInputSchema,
    item: examSchema,
    query: pageQuerySchema.extend(examFiltersSchema.shape),
  }),
  scholarships: platformList({
    path: '/scholarships',
    keys: { list: 'scholarships', item: 'scholarship' },
    input: scholarshipInputSchema,
    item: scholarshipSchema,
    query: pageQuerySchema.extend({
      category: z.enum(SCHOLARSHIP_CATEGORIES, { error: EXAM_MESSAGES.categoryInvalid }).optional(),
    }),
  }),
  studyCentres: platformList({
    path: '/study-centers',
    keys: studyCentreKeys,
    input: studyCentreInputSchema,
    item: studyCentreSchema,
    query: pageQuerySchema.extend({ examType: z.string().trim().max(100).optional() }),
  }),
  /** A library lists itself as a study centre; the public list shows it with the rest. */
  libraryStudyCentres: resource({
    path: '/library/study-centers',
    access: { read: { org: 'library' }, write: { org: 'library', permission: 'exams' } },
    keys: studyCentreKeys,
    input: studyCentreInputSchema,
    item: studyCentreSchema,
  }),
  admitCards: platformList({
    path: '/admitcards',
    keys: { list: 'admitCards', item: 'admitCard' },
    input: admitCardInputSchema,
    item: admitCardSchema,
    query: pageQuerySchema.extend({
      state: z.enum(EXAM_STATES, { error: EXAM_MESSAGES.stateInvalid }).optional(),
    }),
  }),
  testSeries: platformList({
    path: '/test-series',
    keys: { list: 'testSeries', item: 'test' },
    input: testSeriesInputSchema,
    item: testSeriesSchema,
    query: pageQuerySchema.extend({ exam: z.string().trim().max(150).optional() }),
  }),
  results: platformList({
    path: '/exam-results',
    keys: { list: 'results', item: 'result' },
    input: examResultInputSchema,
    item: examResultSchema,
    query: pageQuerySchema,
  }),
  follow: endpoint({
    method: 'POST',
    path: '/exams/:id/follow',
    access: 'user',
    params: idParams,
    answer: messageResponseSchema,
  }),
  unfollow: endpoint({
    method: 'DELETE',
    path: '/exams/:id/follow',
    access: 'user',
    params: idParams,
    answer: messageResponseSchema,
  }),
  /**
   * The exams a student follows, nearest last date first, with the days left; `dueWithin` keeps
   * those closing within so many days.
   */
  followed: endpoint({
    method: 'GET',
    path: '/exams/followed',
    access: 'user',
    query: z.object({ dueWithin: z.coerce.number().int().min(0).max(366).optional() }),
    answer: z.object({
      success: z.literal(true),
      exams: z.array(examDeadlineSchema),
      noticeDays: z.number().int(),
    }),
  }),
};

const EVENT_KINDS_OF_BUSINESS = [
  'library',
  'gym',
  'company',
  'ahar',
  'barber',
] as const satisfies readonly OrgKind[];

/**
 * The permission each kind of business needs to publish events. The library has its own; the
 * others publish with the permission closest to it (a gym's notices, a company's profile).
 */
export const EVENT_PUBLISH_ACCESS = {
  orgs: { library: 'events', gym: 'notice', company: 'profile', ahar: 'profile', barber: 'notice' },
} as const satisfies OrgKindsAccess;
const MEMBER_OF_ANY: OrgKindsAccess = {
  orgs: Object.fromEntries(EVENT_KINDS_OF_BUSINESS.map((kind) => [kind, null])),
};

const interestAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  interestCount: z.number().int(),
  interested: z.boolean(),
});

/** Every business's and the platform's events, and the interest people show in them. */
const events = {
  /**
   * A business manages its own events at /events/own; the spec's POST /api/events and
   * PUT/DELETE /api/events/{id} are the same handlers, scoped to the current business.
   */
  own: resource({
    path: '/events/own',
    aliases: [{ path: '/events', verbs: ['create', 'update', 'delete'] }],
    access: { read: MEMBER_OF_ANY, write: EVENT_PUBLISH_ACCESS },
    keys: { list: 'events', item: 'event' },
    input: eventInputSchema,
    item: eventSchema,
  }),
  /** Every business's and the platform's upcoming events (and those without a date yet). */
  upcoming: endpoint({
    method: 'GET',
    path: '/events',
    access: 'public',
    query: pageOnly.extend(eventFiltersSchema.shape),
    answer: z
      .object({ success: z.literal(true), events: z.array(publicEventSchema) })
      .extend(pageInfoSchema.shape),
  }),
  one: endpoint({
    method: 'GET',
    path: '/events/:id',
    access: 'public',
    params: idParams,
    answer: z.object({ success: z.literal(true), event: publicEventSchema }),
  }),
  /** Interest is one row per person; the answer is the new count. */
  interest: endpoint({
    method: 'POST',
    path: '/events/:id/interest',
    access: 'user',
    params: idParams,
    answer: interestAnswer,
  }),
  notInterested: endpoint({
    method: 'DELETE',
    path: '/events/:id/interest',
    access: 'user',
    params: idParams,
    answer: interestAnswer,
  }),
  /** A picture for an event (multipart `image`), public like the event. */
  uploadImage: endpoint({
    method: 'POST',
    path: '/events/images',
    access: 'user',
    answer: uploadedImageSchema,
    status: 201,
  }),
  /**
   * The platform's own events (no business), kept by its administrators: every one, past ones
   * too, newest first.
   */
  platform: platformList({
    path: '/platform/events',
    access: 'platform-admin',
    noItem: true,
    keys: { list: 'events', item: 'event' },
    input: eventInputSchema,
    item: eventSchema,
    query: pageOnly,
  }),
};

const requestsAnswer = z
  .object({ success: z.literal(true), requests: z.array(bloodRequestSchema) })
  .extend(pageInfoSchema.shape);
const requestChanged = z.object({
  success: z.literal(true),
  message: z.string(),
  request: bloodRequestSchema,
});
const donorAnswer = z.object({ success: z.literal(true), donor: donorSchema.nullable() });

/** Blood requests and donors; contacts only for signed-in people. */
const blood = {
  /** The open requests, newest first, filtered by group and city. */
  requests: endpoint({
    method: 'GET',
    path: '/blood/requests',
    access: 'public',
    query: pageOnly.extend(bloodRequestFiltersSchema.shape),
    answer: requestsAnswer,
  }),
  /** The viewer's own requests, open and closed. */
  mine: endpoint({
    method: 'GET',
    path: '/blood/requests/mine',
    access: 'user',
    query: pageOnly,
    answer: requestsAnswer,
  }),
  /** For a registered donor: the open requests in their city that their blood can answer. */
  forMe: endpoint({
    method: 'GET',
    path: '/blood/requests/for-me',
    access: 'user',
    query: pageOnly,
    answer: requestsAnswer,
  }),
  post: endpoint({
    method: 'POST',
    path: '/blood/requests',
    access: 'user',
    body: bloodRequestInputSchema,
    answer: requestChanged,
    status: 201,
  }),
  /** Only the poster closes a request (fulfilled, or no longer needed). */
  close: endpoint({
    method: 'PATCH',
    path: '/blood/requests/:id/close',
    access: 'user',
    params: idParams,
    answer: requestChanged,
  }),
  /** The willing donors in the request's city whose blood the patient can receive. */
  donors: endpoint({
    method: 'GET',
    path: '/blood/requests/:id/donors',
    access: 'user',
    params: idParams,
    answer: z.object({ success: z.literal(true), donors: z.array(matchingDonorSchema) }),
  }),
  /**
   * Donor search with no request posted (issue 31): the willing donors of a city whose blood a
   * patient of the group can receive, paged. Signed in only, as a request's donors are: a donor
   * agreed to be seen by people asking for blood, not by every visitor.
   */
  searchDonors: endpoint({
    method: 'GET',
    path: '/blood/donors',
    access: 'user',
    query: donorSearchQuerySchema,
    answer: z
      .object({ success: z.literal(true), donors: z.array(matchingDonorSchema) })
      .extend(pageInfoSchema.shape),
  }),
  donor: endpoint({ method: 'GET', path: '/blood/donor', access: 'user', answer: donorAnswer }),
  saveDonor: endpoint({
    method: 'PUT',
    path: '/blood/donor',
    access: 'user',
    body: donorInputSchema,
    answer: donorAnswer.extend({ message: z.string() }),
  }),
  removeDonor: endpoint({
    method: 'DELETE',
    path: '/blood/donor',
    access: 'user',
    answer: messageResponseSchema,
  }),
};

/** The student pages' API: exams, events and blood help. */
export const studentApi = { exams, events, blood };
