import { z } from 'zod';
import { idSchema, pageInfoSchema, pageQuerySchema } from '../common/api';
import { endpoint } from '../common/endpoint';
import { companyRatingInputSchema } from '../company/company-ratings';
import { APPLICATION_STATUSES } from '../jobs/job-terms';
import {
  assessmentSchema,
  candidateSchema,
  companyPlacementApplicationSchema,
  companyPlacementQuerySchema,
  consentInputSchema,
  interviewInputSchema,
  interviewRoundInputSchema,
  interviewRoundSchema,
  placementApplicationSchema,
  placementEnquiryAnswerSchema,
  placementEnquiryInputSchema,
  placementEnquirySchema,
  placementProfileSchema,
  selfRatingSchema,
  workHistorySchema,
} from './placement';

/** The company's side of placement: its team with the `applicants` permission. */
const COMPANY_APPLICANTS = { org: 'company', permission: 'applicants' } as const;

const idParams = z.object({ id: idSchema });
const roundParams = z.object({ id: idSchema, roundId: idSchema });
const pagedQuery = pageQuerySchema.omit({ search: true });
const paged = <K extends string, Item extends z.ZodType>(key: K, item: Item) =>
  z
    .object({ success: z.literal(true) })
    .extend({ [key]: z.array(item) } as Record<K, z.ZodArray<Item>>)
    .extend(pageInfoSchema.shape);

/** The answer of every change to an application: the row as the student's tables show it. */
const applicationAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  application: placementApplicationSchema,
});
const enquiryAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  enquiry: placementEnquirySchema,
});
const roundAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  round: interviewRoundSchema,
  status: z.enum(APPLICATION_STATUSES),
});

/** One of the student's own documents: read it, and save it whole. */
const documentAt = <S extends z.ZodType>(path: string, schema: S) => ({
  read: endpoint({
    method: 'GET',
    path,
    access: 'user',
    answer: z.object({ success: z.literal(true), data: schema }),
  }),
  save: endpoint({
    method: 'PUT',
    path,
    access: 'user',
    body: schema,
    answer: z.object({ success: z.literal(true), message: z.string(), data: schema }),
  }),
});

/** A change the company makes to one of its applications. */
const applicationChange = <Body extends z.ZodType>(path: string, body: Body) =>
  endpoint({
    method: 'PUT',
    path,
    access: COMPANY_APPLICANTS,
    params: idParams,
    body,
    answer: applicationAnswer,
  });

/**
 * The placement area: the student's own documents, enquiries and applications (with their
 * consent and rating of the company), and the company's applicants, interviews, decisions,
 * assessments, rounds, enquiries and candidate comparison.
 */
export const placementApi = {
  /** View Profile's tables. */
  profile: documentAt('/placement/profile', placementProfileSchema),
  selfRating: documentAt('/placement/self-rating', selfRatingSchema),
  working: documentAt('/placement/working', workHistorySchema),

  sendEnquiry: endpoint({
    method: 'POST',
    path: '/placement/enquiries',
    access: 'user',
    body: placementEnquiryInputSchema,
    answer: enquiryAnswer,
    status: 201,
  }),
  /** The student's own enquiries. */
  myEnquiries: endpoint({
    method: 'GET',
    path: '/placement/enquiries',
    access: 'user',
    query: pagedQuery,
    answer: paged('enquiries', placementEnquirySchema),
  }),
  /** The enquiries to the company. */
  companyEnquiries: endpoint({
    method: 'GET',
    path: '/company/enquiries',
    access: COMPANY_APPLICANTS,
    query: pagedQuery,
    answer: paged('enquiries', placementEnquirySchema),
  }),
  answerEnquiry: endpoint({
    method: 'PATCH',
    path: '/company/enquiries/:id',
    access: COMPANY_APPLICANTS,
    params: idParams,
    body: placementEnquiryAnswerSchema,
    answer: enquiryAnswer,
  }),

  /** The student's own applications, as the Apply and Response tables show them. */
  myApplications: endpoint({
    method: 'GET',
    path: '/placement/applications',
    access: 'user',
    query: pagedQuery,
    answer: paged('applications', placementApplicationSchema),
  }),
  /** The applicants to the company's jobs (one job's, or all), newest first. */
  companyApplications: endpoint({
    method: 'GET',
    path: '/company/placement/applications',
    access: COMPANY_APPLICANTS,
    query: companyPlacementQuerySchema,
    answer: paged('applications', companyPlacementApplicationSchema),
  }),
  setInterview: applicationChange('/admin/applications/:id/interview', interviewInputSchema),
  /** The decision, multipart with the letter PDF in `letter` (decisionInputSchema's fields). */
  decide: endpoint({
    method: 'PUT',
    path: '/admin/applications/:id/decision',
    access: COMPANY_APPLICANTS,
    params: idParams,
    answer: applicationAnswer,
  }),

  /** The interview rating needs both sides' agreement. */
  studentConsent: endpoint({
    method: 'PUT',
    path: '/placement/applications/:id/consent',
    access: 'user',
    params: idParams,
    body: consentInputSchema,
    answer: applicationAnswer,
  }),
  companyConsent: applicationChange('/admin/applications/:id/consent', consentInputSchema),
  assess: applicationChange('/admin/applications/:id/assessment', assessmentSchema),
  /** The student rates the company after an interview. */
  rateCompany: endpoint({
    method: 'PUT',
    path: '/placement/applications/:id/company-rating',
    access: 'user',
    params: idParams,
    body: companyRatingInputSchema,
    answer: applicationAnswer,
  }),

  /** A job's applicants side by side, from their last saved resumes. */
  comparison: endpoint({
    method: 'GET',
    path: '/admin/jobs/:id/comparison',
    access: COMPANY_APPLICANTS,
    params: idParams,
    query: pagedQuery,
    answer: paged('candidates', candidateSchema),
  }),

  /** An application's interview rounds. */
  rounds: endpoint({
    method: 'GET',
    path: '/admin/applications/:id/rounds',
    access: COMPANY_APPLICANTS,
    params: idParams,
    answer: z.object({ success: z.literal(true), rounds: z.array(interviewRoundSchema) }),
  }),
  addRound: endpoint({
    method: 'POST',
    path: '/admin/applications/:id/rounds',
    access: COMPANY_APPLICANTS,
    params: idParams,
    body: interviewRoundInputSchema,
    answer: roundAnswer,
    status: 201,
  }),
  updateRound: endpoint({
    method: 'PUT',
    path: '/admin/applications/:id/rounds/:roundId',
    access: COMPANY_APPLICANTS,
    params: roundParams,
    body: interviewRoundInputSchema,
    answer: roundAnswer,
  }),
  removeRound: endpoint({
    method: 'DELETE',
    path: '/admin/applications/:id/rounds/:roundId',
    access: COMPANY_APPLICANTS,
    params: roundParams,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      status: z.enum(APPLICATION_STATUSES),
    }),
  }),
};
