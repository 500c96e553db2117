import { z } from 'zod';
import { idSchema, pageQuerySchema } from '../common/api';
import { optionalPhoneInputSchema } from '../common/phone';

/**
 * The placement area (spec 04 sections 2.3, 3, 5, 9): the student's own placement profile, their
 * enquiries to companies, their applications with interview dates, the companies' decisions and
 * letters, and the interview rating both sides agree to.
 */
export const ENQUIRY_RESPONSES = ['Pending', 'Approved', 'Rejected'] as const;
export type EnquiryResponse = (typeof ENQUIRY_RESPONSES)[number];

export const PLACEMENT_DECISIONS = ['Selected', 'Rejected'] as const;
export type PlacementDecision = (typeof PLACEMENT_DECISIONS)[number];

/** The skills assessment's five lines (spec 04 sections 2.3 and 9). */
export const ASSESSMENT_SKILLS = [
  'technical',
  'skillTest',
  'companyTest',
  'behaviour',
  'communication',
] as const;
export type AssessmentSkill = (typeof ASSESSMENT_SKILLS)[number];
export const ASSESSMENT_LABELS: Record<AssessmentSkill, string> = {
  technical: 'Technical',
  skillTest: 'SkillTest',
  companyTest: 'CompanyTest',
  behaviour: 'Behaviour',
  communication: 'Communication',
};
/** Each line is out of 10; given marks run from -10 to 10. */
export const ASSESSMENT_TOTAL = 10;

export const PLACEMENT_MESSAGES = {
  // Spec 04 section 5, word for word.
  marksRange: 'marks range -10 to +10',
  // Ours.
  rowText: 'Each entry may have at most 150 characters.',
  tooMany: 'At most 50 entries.',
  saved: 'Saved.',
  ratingInvalid: 'A rating is a whole number from 1 to 5.',
  skillRequired: 'Name the skill.',
  companyRequired: 'Company is required.',
  roleRequired: 'Role is required.',
  kindInvalid: 'Choose job or internship.',
  yearInvalid: 'Enter a year of four digits.',
  postRequired: 'Post is required.',
  companyNotFound: 'Company not found.',
  enquirySent: 'Your enquiry is sent.',
  enquiryAnswered: 'Response saved.',
  enquiryNotFound: 'Enquiry not found.',
  responseInvalid: 'Choose Pending, Approved or Rejected.',
  phoneInvalid: 'Contact number must be exactly 10 digits.',
  applicationNotFound: 'Application not found.',
  interviewInvalid: 'Enter the interview date and time.',
  interviewSet: 'Interview date saved.',
  decisionInvalid: 'Choose Selected or Rejected.',
  decisionSaved: 'Decision saved.',
  letterFile: 'The letter must be a PDF of at most 10 MB.',
  consentSaved: 'Your agreement is saved.',
  consentMissing: 'Both the student and the company must agree before the interview is rated.',
  assessmentSaved: 'Assessment saved.',
} as const;

const line = z.string().trim().max(150, PLACEMENT_MESSAGES.rowText);
const rows = <T extends z.ZodType>(row: T) =>
  z.array(row).max(50, PLACEMENT_MESSAGES.tooMany).default([]);

/** View Profile's tables: Profile {product} (profile, number), Achievements (Academic), Sports. */
export const placementProfileSchema = z.object({
  profileRows: rows(z.object({ profile: line, number: line })),
  academic: rows(z.object({ achievement: line, year: line })),
  sports: rows(z.object({ achievement: line, year: line })),
});
export type PlacementProfile = z.output<typeof placementProfileSchema>;

/** Self-rating: the student's own view of their skills, 1 to 5 stars; it shows on their profile. */
export const selfRatingSchema = z.object({
  skills: rows(
    z.object({
      skill: z
        .string({ error: PLACEMENT_MESSAGES.skillRequired })
        .trim()
        .min(1, PLACEMENT_MESSAGES.skillRequired)
        .max(60),
      rating: z.coerce
        .number({ error: PLACEMENT_MESSAGES.ratingInvalid })
        .int(PLACEMENT_MESSAGES.ratingInvalid)
        .min(1, PLACEMENT_MESSAGES.ratingInvalid)
        .max(5, PLACEMENT_MESSAGES.ratingInvalid),
    }),
  ),
});
export type SelfRating = z.output<typeof selfRatingSchema>;

const year = z
  .string({ error: PLACEMENT_MESSAGES.yearInvalid })
  .trim()
  .refine((value) => value === '' || /^(19|20)\d{2}$/.test(value), PLACEMENT_MESSAGES.yearInvalid);

/** Working: the companies the student has worked for or interned at. */
export const workHistorySchema = z.object({
  entries: rows(
    z.object({
      company: z
        .string({ error: PLACEMENT_MESSAGES.companyRequired })
        .trim()
        .min(1, PLACEMENT_MESSAGES.companyRequired)
        .max(150),
      role: z
        .string({ error: PLACEMENT_MESSAGES.roleRequired })
        .trim()
        .min(1, PLACEMENT_MESSAGES.roleRequired)
        .max(100),
      kind: z.enum(['job', 'internship'], { error: PLACEMENT_MESSAGES.kindInvalid }),
      from: year,
      to: year.default(''),
    }),
  ),
});
export type WorkHistory = z.output<typeof workHistorySchema>;

/** A student asks a company about a post. */
export const placementEnquiryInputSchema = z.object({
  companyId: z
    .string({ error: PLACEMENT_MESSAGES.companyNotFound })
    .regex(/^[0-9a-f]{24}$/, PLACEMENT_MESSAGES.companyNotFound),
  post: z
    .string({ error: PLACEMENT_MESSAGES.postRequired })
    .trim()
    .min(1, PLACEMENT_MESSAGES.postRequired)
    .max(100),
  message: z.string().trim().max(1000).default(''),
});
export type PlacementEnquiryInput = z.input<typeof placementEnquiryInputSchema>;

/** The company's answer: the response and who to contact. */
export const placementEnquiryAnswerSchema = z.object({
  response: z.enum(ENQUIRY_RESPONSES, { error: PLACEMENT_MESSAGES.responseInvalid }),
  contactName: z.string().trim().max(100).default(''),
  contactNumber: optionalPhoneInputSchema(PLACEMENT_MESSAGES.phoneInvalid).default(''),
  address: z.string().trim().max(300).default(''),
});
export type PlacementEnquiryAnswer = z.input<typeof placementEnquiryAnswerSchema>;

/** A row of the Enquiry table, for the student and for the company. */
export const placementEnquirySchema = z.object({
  _id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  studentName: z.string(),
  post: z.string(),
  message: z.string(),
  contactName: z.string(),
  contactNumber: z.string(),
  address: z.string(),
  response: z.enum(ENQUIRY_RESPONSES),
  createdAt: z.string(),
});
export type PlacementEnquiry = z.infer<typeof placementEnquirySchema>;

/** The company sets the interview: when, where, and whom to call. */
export const interviewInputSchema = z.object({
  interviewAt: z.iso.datetime({ offset: true, error: PLACEMENT_MESSAGES.interviewInvalid }),
  address: z.string().trim().max(300).default(''),
  contactNumber: optionalPhoneInputSchema(PLACEMENT_MESSAGES.phoneInvalid).default(''),
});
export type InterviewInput = z.input<typeof interviewInputSchema>;

/** The company's decision (multipart, with the letter PDF in `letter`). */
export const decisionInputSchema = z.object({
  decision: z.enum(PLACEMENT_DECISIONS, { error: PLACEMENT_MESSAGES.decisionInvalid }),
  remark: z.string().trim().max(500).default(''),
});

export const consentInputSchema = z.object({
  consent: z.boolean({ error: 'Say yes or no.' }),
});

const mark = z.coerce
  .number({ error: PLACEMENT_MESSAGES.marksRange })
  .min(-10, PLACEMENT_MESSAGES.marksRange)
  .max(10, PLACEMENT_MESSAGES.marksRange);
export const assessmentSchema = z.object(
  Object.fromEntries(ASSESSMENT_SKILLS.map((skill) => [skill, mark])) as Record<
    AssessmentSkill,
    typeof mark
  >,
);
export type Assessment = z.output<typeof assessmentSchema>;

/** A row of the student's Apply and Response tables, and of the company's view of it. */
export const placementApplicationSchema = z.object({
  _id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyAddress: z.string(),
  post: z.string(),
  contactNumber: z.string(),
  address: z.string(),
  status: z.enum(['applied', 'shortlisted', 'rejected', 'hired']),
  interviewAt: z.string().nullable(),
  decision: z.enum(PLACEMENT_DECISIONS).nullable(),
  remark: z.string(),
  /** The letter's download address, readable only by the student and the company. */
  letterUrl: z.string().nullable(),
  studentConsent: z.boolean(),
  companyConsent: z.boolean(),
  /** Shown only once both sides agreed and the company rated. */
  assessment: assessmentSchema.nullable(),
  /** Whether the student has rated the company for this application. */
  companyRated: z.boolean(),
});
export type PlacementApplication = z.infer<typeof placementApplicationSchema>;

/**
 * The company's view of the applicants to its jobs (`GET /company/placement/applications`): each
 * application as the student's Apply and Response tables show it, with the applicant and the job.
 */
export const companyPlacementQuerySchema = pageQuerySchema.omit({ search: true }).extend({
  /** One of the company's jobs; without it, every job's applicants. */
  jobId: idSchema.optional(),
  /**
   * Only the applications whose interview is set (`interview`) or that are decided (`decided`):
   * the company's Product Apply and Response tables.
   */
  stage: z.enum(['interview', 'decided']).optional(),
});
export type CompanyPlacementQuery = z.input<typeof companyPlacementQuerySchema>;
export const companyPlacementApplicationSchema = placementApplicationSchema.extend({
  jobId: z.string(),
  appliedAt: z.string(),
  applicant: z.object({
    fullname: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
  }),
});
export type CompanyPlacementApplication = z.infer<typeof companyPlacementApplicationSchema>;

/** Interview rounds (beyond the spec): named rounds, each with its assessment and result. */
export const ROUND_RESULTS = ['Cleared', 'Rejected'] as const;
export type RoundResult = (typeof ROUND_RESULTS)[number];
export const ROUND_MESSAGES = {
  name: 'Name the round (at most 100 characters).',
  result: 'Choose Cleared or Rejected.',
  saved: 'Round saved.',
  updated: 'Round updated.',
  removed: 'Round removed.',
  notFound: 'Round not found.',
} as const;

export const interviewRoundInputSchema = z.object({
  name: z
    .string({ error: ROUND_MESSAGES.name })
    .trim()
    .min(1, ROUND_MESSAGES.name)
    .max(100, ROUND_MESSAGES.name),
  assessment: assessmentSchema.nullable().default(null),
  result: z.enum(ROUND_RESULTS, { error: ROUND_MESSAGES.result }).nullable().default(null),
});
export type InterviewRoundInput = z.input<typeof interviewRoundInputSchema>;
export const interviewRoundSchema = z.object({
  _id: z.string(),
  applicationId: z.string(),
  name: z.string(),
  assessment: assessmentSchema.nullable(),
  result: z.enum(ROUND_RESULTS).nullable(),
  createdAt: z.string(),
});
export type InterviewRound = z.infer<typeof interviewRoundSchema>;

/** Candidate comparison: one applicant of a job, from their last saved resume. */
export const COMPARISON_EDUCATION = ['10th', '12th', 'Graduation', 'Post Graduation'] as const;
export const candidateSchema = z.object({
  applicationId: z.string(),
  fullname: z.string(),
  status: z.enum(['applied', 'shortlisted', 'rejected', 'hired']),
  hasResume: z.boolean(),
  address: z.string(),
  /** Each education line's percentage (or the university when no percentage), '' when absent. */
  tenth: z.string(),
  twelfth: z.string(),
  graduation: z.string(),
  postGraduation: z.string(),
  skills: z.array(z.string()),
  /** The experience lines: role at company. */
  experience: z.array(z.string()),
});
export type Candidate = z.infer<typeof candidateSchema>;
