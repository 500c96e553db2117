import { z } from 'zod';
import { idSchema, messageResponseSchema, pageInfoSchema, pageQuerySchema } from '../common/api';
import { endpoint, resource, type OrgKindAccess } from '../common/endpoint';
import { companiesQuerySchema, companySchema, companySummarySchema } from './company';
import {
  jobDescriptionInputSchema,
  jobDescriptionSchema,
  publishJobDescriptionInputSchema,
} from './job-description';
import {
  applicantCountsQuerySchema,
  applicantCountsSchema,
  applicantSchema,
  applicationStatusInputSchema,
  applyInputSchema,
  companyJobSchema,
  jobCountsSchema,
  jobDetailSchema,
  jobFilterSchema,
  jobInputSchema,
  jobSchema,
  jobsQuerySchema,
  myApplicationSchema,
} from './job';
import {
  savedSearchInputSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from './saved-searches';

/** Posting jobs and making job descriptions need `jobs`; the applicants need `applicants`. */
const JOBS_WRITE: OrgKindAccess = { org: 'company', permission: 'jobs' };
const APPLICANTS: OrgKindAccess = { org: 'company', permission: 'applicants' };

/** The answer of a paged list under the spec's key: `{success, <key>: [...], page, ...}`. */
const pagedAnswer = <K extends string, Item extends z.ZodType>(key: K, item: Item) =>
  z
    .object({ success: z.literal(true) })
    .extend({ [key]: z.array(item) } as Record<K, z.ZodArray<Item>>)
    .extend(pageInfoSchema.shape);

const idParams = z.object({ id: idSchema });
const jobIdParams = z.object({ jobId: z.string() });
const companyAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  company: companySchema,
});
const savedSearchAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  search: savedSearchSchema,
});

/** The portal, open to all: the open jobs, the filter panel's counts and a job's page. */
const portal = {
  /** Open jobs, newest first, filtered and searched on the server. */
  jobs: endpoint({
    method: 'GET',
    path: '/jobs',
    access: 'public',
    query: jobsQuerySchema,
    answer: pagedAnswer('jobs', jobSchema),
  }),
  /** The count beside each option of the filter panel, for the same filters as the list. */
  counts: endpoint({
    method: 'GET',
    path: '/jobs/counts',
    access: 'public',
    query: jobFilterSchema,
    answer: z.object({ success: z.literal(true), counts: jobCountsSchema }),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/application/job/:jobId',
    access: 'public',
    params: jobIdParams,
    answer: z.object({ success: z.literal(true), job: jobDetailSchema }),
  }),
};

/** A student's side of the portal: apply to a job, My applications, withdraw. */
const applications = {
  apply: endpoint({
    method: 'POST',
    path: '/application/apply/:jobId',
    access: 'user',
    params: jobIdParams,
    body: applyInputSchema.optional(),
    answer: messageResponseSchema,
    status: 201,
  }),
  /** A student's own applications, newest first. */
  mine: endpoint({
    method: 'GET',
    path: '/application/mine',
    access: 'user',
    query: pageQuerySchema,
    answer: pagedAnswer('applications', myApplicationSchema),
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: '/application/:id',
    access: 'user',
    params: idParams,
    answer: messageResponseSchema,
  }),
};

/** A student's saved searches, at most MAX_SAVED_SEARCHES: one short answer, not pages. */
const savedSearches = {
  list: endpoint({
    method: 'GET',
    path: '/job-searches',
    access: 'user',
    answer: z.object({ success: z.literal(true), searches: z.array(savedSearchSchema) }),
  }),
  save: endpoint({
    method: 'POST',
    path: '/job-searches',
    access: 'user',
    body: savedSearchInputSchema,
    answer: savedSearchAnswer,
    status: 201,
  }),
  setAlerts: endpoint({
    method: 'PATCH',
    path: '/job-searches/:id',
    access: 'user',
    params: idParams,
    body: savedSearchUpdateSchema,
    answer: savedSearchAnswer,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/job-searches/:id',
    access: 'user',
    params: idParams,
    answer: messageResponseSchema,
  }),
};

/**
 * A company and its team. Create and update take JSON or a multipart form with a logo: the
 * route reads the body itself, so none is declared.
 */
const companyForm =
  'JSON with the fields of companyInput (or of companyWithProfileInput: with founders and contact, as spec 04 sends them), or multipart/form-data with the same fields (founders and contact as JSON texts) and an image in `image` or `logo` (PNG, JPEG, WebP or GIF, at most 2 MB).';

const companies = {
  create: endpoint({
    method: 'POST',
    path: '/companies',
    access: 'user',
    answer: companyAnswer,
    status: 201,
    description: companyForm,
  }),
  /** One company, to its team; the id must be the company the request acts for (X-Org-Id). */
  one: endpoint({
    method: 'GET',
    path: '/companies/:id',
    access: { org: 'company' },
    params: idParams,
    answer: companyAnswer,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/companies/:id',
    access: { org: 'company', permission: 'profile' },
    params: idParams,
    answer: companyAnswer,
    description: companyForm,
  }),
  /** The spec's `GET /api/v1/user/companies`: the companies the account belongs to. */
  mine: endpoint({
    method: 'GET',
    path: '/user/companies',
    access: 'user',
    query: companiesQuerySchema,
    answer: z.object({ success: z.literal(true), companies: z.array(companySummarySchema) }),
  }),
};

/** The company's side of the portal: its jobs, their applicants and the JD maker. */
const company = {
  /** The company's own jobs: post, edit, close and reopen (status), delete. */
  jobs: resource({
    path: '/admin/jobs',
    access: { read: { org: 'company' }, write: JOBS_WRITE },
    keys: { list: 'jobs', item: 'job' },
    input: jobInputSchema,
    item: companyJobSchema,
  }),
  /**
   * How many applicants each of the given jobs has in each status (issue 31): the jobs of the
   * company's page, at most 50, counted in one query. A job of another company counts nothing.
   */
  applicantCounts: endpoint({
    method: 'GET',
    path: '/admin/jobs/applicant-counts',
    access: APPLICANTS,
    query: applicantCountsQuerySchema,
    answer: z.object({
      success: z.literal(true),
      counts: z.record(z.string(), applicantCountsSchema),
    }),
  }),
  applicants: endpoint({
    method: 'GET',
    path: '/admin/jobs/:id/applicants',
    access: APPLICANTS,
    params: idParams,
    query: pageQuerySchema,
    answer: pagedAnswer('applicants', applicantSchema),
  }),
  applicantStatus: endpoint({
    method: 'PUT',
    path: '/admin/applications/:id/status',
    access: APPLICANTS,
    params: idParams,
    body: applicationStatusInputSchema,
    answer: z.object({ success: z.literal(true), message: z.string(), applicant: applicantSchema }),
  }),
  /** The job-description maker of spec 04 section 2.5: rows kept per company, published as jobs. */
  descriptions: resource({
    path: '/company/job-descriptions',
    access: { read: JOBS_WRITE, write: JOBS_WRITE },
    keys: { list: 'jobDescriptions', item: 'jobDescription' },
    input: jobDescriptionInputSchema,
    item: jobDescriptionSchema,
  }),
  /** The description column's PDF (multipart, read by the route): at most 10 MB. */
  descriptionFile: endpoint({
    method: 'POST',
    path: '/company/job-description-files',
    access: JOBS_WRITE,
    answer: z.object({ success: z.literal(true), url: z.string() }),
    status: 201,
    description: 'multipart/form-data with a PDF in `file` (at most 10 MB).',
  }),
  publishDescription: endpoint({
    method: 'POST',
    path: '/company/job-descriptions/:id/publish',
    access: JOBS_WRITE,
    params: idParams,
    body: publishJobDescriptionInputSchema,
    answer: z.object({ success: z.literal(true), message: z.string(), job: companyJobSchema }),
    status: 201,
  }),
};

/** The job portal: the open portal, students' applications and saved searches, the companies. */
export const jobsApi = { portal, applications, savedSearches, companies, company };
