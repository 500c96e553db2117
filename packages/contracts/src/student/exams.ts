import { z } from 'zod';
import { calendarDateSchema } from '../common/date';

/**
 * Exams, scholarships, study centres, admit cards, test series and results (spec 02 sections
 * 2, 3, 7, 9): platform content kept by administrators, read by everyone. The sidebars are fixed
 * lists: the spec names the state list; the post and scholarship lists are ours.
 */
export const EXAM_STATES = ['Haryana', 'Punjab', 'Delhi', 'Pan India', 'International'] as const;
export type ExamState = (typeof EXAM_STATES)[number];

/** The "post" menu: what kind of position or admission an exam leads to. */
export const EXAM_POSTS = [
  'Civil Services',
  'Staff Selection',
  'Banking',
  'Railways',
  'Defence',
  'Teaching',
  'Police',
  'Engineering Admission',
  'Medical Admission',
  'University Admission',
  'Postgraduate Admission',
] as const;
export type ExamPost = (typeof EXAM_POSTS)[number];

/** The scholarship menu. */
export const SCHOLARSHIP_CATEGORIES = [
  'Central Government',
  'State Government',
  'Girls',
  'SC, ST and OBC',
  'Minority',
  'Merit',
  'Research',
  'Study Abroad',
] as const;
export type ScholarshipCategory = (typeof SCHOLARSHIP_CATEGORIES)[number];

export const EXAM_MESSAGES = {
  nameRequired: 'Name is required.',
  universityRequired: 'University or conducting body is required.',
  siteInvalid: 'Enter a link starting with http:// or https://.',
  notificationDateInvalid: 'Notification date must be a real date.',
  lastDateInvalid: 'Last date must be a real date.',
  lastBeforeNotification: 'The last date cannot be before the notification date.',
  stateInvalid: 'Choose a state: Haryana, Punjab, Delhi, Pan India or International.',
  postInvalid: 'Choose a post from the list.',
  fieldRequired: 'Field is required.',
  categoryInvalid: 'Choose a category from the list.',
  examTypeRequired: 'Exam type is required.',
  coachingRequired: 'Coaching name is required.',
  locationRequired: 'Location is required.',
  examRequired: 'Exam is required.',
  titleRequired: 'Title is required.',
  resultDateInvalid: 'Result date must be a real date.',
  created: 'Saved.',
  updated: 'Updated.',
  removed: 'Removed.',
  examNotFound: 'Exam not found.',
  scholarshipNotFound: 'Scholarship not found.',
  studyCentreNotFound: 'Study centre not found.',
  admitCardNotFound: 'Admit card not found.',
  testSeriesNotFound: 'Test series not found.',
  resultNotFound: 'Result not found.',
  followed: 'You are following this exam.',
  unfollowed: 'You no longer follow this exam.',
  // Spec 02 section 8, word for word.
  admitCardsFailed: 'Failed to fetch admit cards',
  admitCardsEmpty: 'No admit cards available.',
  // The loads the spec only logs get an error state of ours, with a retry.
  examsFailed: 'Failed to fetch exams.',
  examsEmpty: 'No exams found.',
  scholarshipsFailed: 'Failed to fetch scholarships.',
  scholarshipsEmpty: 'No scholarships found.',
  studyCentresFailed: 'Failed to fetch study centres.',
  studyCentresEmpty: 'No study centres found.',
  testSeriesEmpty: 'No test series found.',
  resultsEmpty: 'No results found.',
  comingSoon: 'Coming Soon',
} as const;

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const link = z
  .string({ error: EXAM_MESSAGES.siteInvalid })
  .trim()
  .max(500, EXAM_MESSAGES.siteInvalid)
  .regex(/^https?:\/\/\S+$/i, EXAM_MESSAGES.siteInvalid);

export const examInputSchema = z
  .object({
    name: text(EXAM_MESSAGES.nameRequired, 150),
    notificationDate: calendarDateSchema(EXAM_MESSAGES.notificationDateInvalid),
    lastDate: calendarDateSchema(EXAM_MESSAGES.lastDateInvalid),
    site: link,
    university: text(EXAM_MESSAGES.universityRequired, 150),
    state: z.enum(EXAM_STATES, { error: EXAM_MESSAGES.stateInvalid }),
    post: z.enum(EXAM_POSTS, { error: EXAM_MESSAGES.postInvalid }),
  })
  .refine((exam) => exam.lastDate >= exam.notificationDate, {
    message: EXAM_MESSAGES.lastBeforeNotification,
    path: ['lastDate'],
  });
export type ExamInput = z.input<typeof examInputSchema>;

export const examSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  notificationDate: z.string(),
  lastDate: z.string(),
  site: z.string(),
  university: z.string(),
  state: z.enum(EXAM_STATES),
  post: z.enum(EXAM_POSTS),
});
export type Exam = z.infer<typeof examSchema>;

export const examFiltersSchema = z.object({
  state: z.enum(EXAM_STATES, { error: EXAM_MESSAGES.stateInvalid }).optional(),
  post: z.enum(EXAM_POSTS, { error: EXAM_MESSAGES.postInvalid }).optional(),
  /** Only exams whose last date is on or after this day. */
  openOn: calendarDateSchema().optional(),
});

export const scholarshipInputSchema = z.object({
  name: text(EXAM_MESSAGES.nameRequired, 150),
  field: text(EXAM_MESSAGES.fieldRequired, 150),
  link,
  category: z.enum(SCHOLARSHIP_CATEGORIES, { error: EXAM_MESSAGES.categoryInvalid }),
});
export type ScholarshipInput = z.input<typeof scholarshipInputSchema>;
export const scholarshipSchema = z.object({
  _id: z.string(),
  name: z.string(),
  field: z.string(),
  link: z.string(),
  category: z.enum(SCHOLARSHIP_CATEGORIES),
});
export type Scholarship = z.infer<typeof scholarshipSchema>;

export const studyCentreInputSchema = z.object({
  examType: text(EXAM_MESSAGES.examTypeRequired, 100),
  coaching: text(EXAM_MESSAGES.coachingRequired, 150),
  location: text(EXAM_MESSAGES.locationRequired, 150),
  website: link,
});
export type StudyCentreInput = z.input<typeof studyCentreInputSchema>;
export const studyCentreSchema = z.object({
  _id: z.string(),
  examType: z.string(),
  coaching: z.string(),
  location: z.string(),
  website: z.string(),
  /** The library that listed itself, or null for the platform's entries. */
  orgId: z.string().nullable(),
});
export type StudyCentre = z.infer<typeof studyCentreSchema>;

export const admitCardInputSchema = z.object({
  exam: text(EXAM_MESSAGES.examRequired, 150),
  websiteLink: link,
  state: z.enum(EXAM_STATES, { error: EXAM_MESSAGES.stateInvalid }),
});
export type AdmitCardInput = z.input<typeof admitCardInputSchema>;
export const admitCardSchema = z.object({
  _id: z.string(),
  exam: z.string(),
  websiteLink: z.string(),
  state: z.enum(EXAM_STATES),
});
export type AdmitCard = z.infer<typeof admitCardSchema>;

/**
 * Test series: the smallest real version is a directory of practice tests grouped by exam, each
 * linking out to the body that publishes it (most official bodies publish free mock tests).
 */
export const testSeriesInputSchema = z.object({
  exam: text(EXAM_MESSAGES.examRequired, 150),
  title: text(EXAM_MESSAGES.titleRequired, 150),
  link,
  free: z.boolean({ error: 'Say whether it is free.' }),
});
export type TestSeriesInput = z.input<typeof testSeriesInputSchema>;
export const testSeriesSchema = z.object({
  _id: z.string(),
  exam: z.string(),
  title: z.string(),
  link: z.string(),
  free: z.boolean(),
});
export type TestSeries = z.infer<typeof testSeriesSchema>;

/** Results: announcements of an exam's result, with the official page to read it on. */
export const examResultInputSchema = z.object({
  exam: text(EXAM_MESSAGES.examRequired, 150),
  title: text(EXAM_MESSAGES.titleRequired, 150),
  resultDate: calendarDateSchema(EXAM_MESSAGES.resultDateInvalid),
  link,
});
export type ExamResultInput = z.input<typeof examResultInputSchema>;
export const examResultSchema = z.object({
  _id: z.string(),
  exam: z.string(),
  title: z.string(),
  resultDate: z.string(),
  link: z.string(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

/** A followed exam on the student dashboard, with its countdown. */
export const examDeadlineSchema = examSchema.extend({ daysLeft: z.number().int() });
export type ExamDeadline = z.infer<typeof examDeadlineSchema>;

/** Exams whose last date is this close show on the dashboard's Exam Notification card. */
export const EXAM_NOTICE_DAYS = 7;

/** Whole days from `today` to `lastDate` (both YYYY-MM-DD); negative once it has passed. */
export function daysUntil(lastDate: string, today: string): number {
  const day = 24 * 60 * 60 * 1000;
  return Math.round((Date.parse(`${lastDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / day);
}
