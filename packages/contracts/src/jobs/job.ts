import { z } from 'zod';
import { idSchema } from '../common/api';
import {
  APPLICATION_STATUSES,
  EXPERIENCE_BUCKETS,
  JOB_FILTER_MESSAGES,
  JOB_INDUSTRIES,
  JOB_LOCATIONS,
  JOB_MESSAGES,
  JOB_SORTS,
  JOB_STATUSES,
  JOB_TYPES,
  MAX_COMPANY_FILTER,
  POSTED_WITHIN,
  SALARY_BUCKETS,
  type ApplicationStatus,
} from './job-terms';

export * from './job-terms';

/** A job's applicants in each status. */
export const applicantCountsSchema = z.object({
  applied: z.number().int(),
  shortlisted: z.number().int(),
  rejected: z.number().int(),
  hired: z.number().int(),
} satisfies Record<ApplicationStatus, z.ZodNumber>);
export type ApplicantCounts = z.infer<typeof applicantCountsSchema>;

/** The jobs to count, as comma-separated ids (a page of them: at most 50). */
export const applicantCountsQuerySchema = z.object({
  ids: z
    .string()
    .max(50 * 25)
    .transform((ids) => ids.split(',').filter(Boolean))
    .pipe(z.array(idSchema).max(50)),
});

/** A number typed into a form arrives as text; both sides accept either. */
const numberFrom = (message: string) =>
  z
    .union([z.number(), z.string().trim().min(1, message)], { error: message })
    .pipe(z.coerce.number({ error: message }));

/** Every Job field of spec 01 section 3, plus the industry the filter needs and open/closed. */
export const jobInputSchema = z.object({
  title: z
    .string({ error: JOB_MESSAGES.titleRequired })
    .trim()
    .min(1, JOB_MESSAGES.titleRequired)
    .max(120, 'Job title may have at most 120 characters.'),
  description: z
    .string({ error: JOB_MESSAGES.descriptionRequired })
    .trim()
    .min(1, JOB_MESSAGES.descriptionRequired)
    .max(5000, 'Job description may have at most 5000 characters.'),
  position: numberFrom(JOB_MESSAGES.position).pipe(
    z
      .number()
      .int(JOB_MESSAGES.position)
      .min(1, JOB_MESSAGES.position)
      .max(1000, JOB_MESSAGES.position),
  ),
  jobType: z.enum(JOB_TYPES, { error: JOB_MESSAGES.jobType }),
  salary: numberFrom(JOB_MESSAGES.salary).pipe(
    z.number().min(0, JOB_MESSAGES.salary).max(999, JOB_MESSAGES.salary),
  ),
  location: z.enum(JOB_LOCATIONS, { error: JOB_MESSAGES.location }),
  industry: z.enum(JOB_INDUSTRIES, { error: JOB_MESSAGES.industry }),
  experience: numberFrom(JOB_MESSAGES.experience).pipe(
    z
      .number()
      .int(JOB_MESSAGES.experience)
      .min(0, JOB_MESSAGES.experience)
      .max(50, JOB_MESSAGES.experience),
  ),
  status: z.enum(JOB_STATUSES).default('open'),
});
export type JobInput = z.input<typeof jobInputSchema>;

export const jobCompanySchema = z.object({
  _id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
});

/** A job as the recruiter's table and the public cards show it. */
export const jobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.number(),
  jobType: z.string(),
  salary: z.number(),
  location: z.string(),
  industry: z.string(),
  experience: z.number(),
  status: z.enum(JOB_STATUSES),
  createdAt: z.string(),
  company: jobCompanySchema,
});
export type Job = z.infer<typeof jobSchema>;

/**
 * A comma-separated list of the group's options (`location=Pune,Mumbai`): short in a shared
 * address, and no option of any group has a comma. Each option once, at most `max` of them.
 */
function optionList<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z
    .string({ error: message })
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))].filter(Boolean))
    .pipe(z.array(z.enum(options, { error: message })).max(options.length, message));
}

/**
 * The portal's filters (the panel's groups, several options each, and the keyword): what a
 * saved search keeps, and what GET /jobs and GET /jobs/counts read.
 */
export const jobFilterSchema = z.object({
  location: optionList(JOB_LOCATIONS, JOB_MESSAGES.location).optional(),
  industry: optionList(JOB_INDUSTRIES, JOB_MESSAGES.industry).optional(),
  salary: optionList(SALARY_BUCKETS, JOB_FILTER_MESSAGES.salary).optional(),
  jobType: optionList(JOB_TYPES, JOB_MESSAGES.jobType).optional(),
  experience: optionList(EXPERIENCE_BUCKETS, JOB_FILTER_MESSAGES.experience).optional(),
  posted: z.enum(POSTED_WITHIN, { error: JOB_FILTER_MESSAGES.posted }).optional(),
  company: z
    .string({ error: JOB_FILTER_MESSAGES.company })
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(/^[0-9a-f]{24}$/, 'Invalid id.'))
        .max(MAX_COMPANY_FILTER, JOB_FILTER_MESSAGES.company),
    )
    .optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type JobFilter = z.output<typeof jobFilterSchema>;

/** GET /jobs: the filters, the sort and the page. Relevance needs a keyword (else newest). */
export const jobsQuerySchema = jobFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
  sort: z.enum(JOB_SORTS, { error: JOB_FILTER_MESSAGES.sort }).default('newest'),
});
export type JobsQuery = z.input<typeof jobsQuerySchema>;

/** One option of a filter group and how many open jobs it would show with the other groups. */
export const facetCountSchema = z.object({ value: z.string(), count: z.number() });
export const jobCountsSchema = z.object({
  location: z.array(facetCountSchema),
  industry: z.array(facetCountSchema),
  salary: z.array(facetCountSchema),
  jobType: z.array(facetCountSchema),
  experience: z.array(facetCountSchema),
  posted: z.array(facetCountSchema),
  /** The companies with the most matching jobs (and every chosen one), with their names. */
  company: z.array(facetCountSchema.extend({ label: z.string() })),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

/**
 * GET application/job/{jobId}. For privacy `applications` holds only the viewer's own entry
 * (so the page can say 'Already Applied'); `totalApplicants` counts everyone.
 */
export const jobDetailSchema = jobSchema.extend({
  /** Only the viewer's own application (none for anyone else): the page's status and Withdraw. */
  applications: z.array(
    z.object({
      _id: z.string(),
      applicant: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      statusChangedAt: z.string().nullable(),
    }),
  ),
  totalApplicants: z.number(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/**
 * POST application/apply/{jobId}: the spec's body (the applicant is always the session's
 * account), plus the saved resume to send and a cover note, both optional.
 */
export const applyInputSchema = z
  .object({
    userId: z.string().optional(),
    resumeId: z
      .string({ error: JOB_MESSAGES.resume })
      .regex(/^[0-9a-f]{24}$/, JOB_MESSAGES.resume)
      .optional(),
    note: z.string({ error: JOB_MESSAGES.note }).trim().max(1000, JOB_MESSAGES.note).default(''),
  })
  .default({ note: '' });
export type ApplyInput = z.input<typeof applyInputSchema>;

/** A student's own application, on their applications page. */
export const myApplicationSchema = z.object({
  _id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  /** When the company last changed the status; null while it is as applied. */
  statusChangedAt: z.string().nullable(),
  note: z.string(),
  resume: z.object({ _id: z.string(), name: z.string() }).nullable(),
  job: z.object({
    _id: z.string(),
    title: z.string(),
    location: z.string(),
    status: z.enum(JOB_STATUSES),
    company: z.object({ name: z.string(), logo: z.string().nullable() }),
  }),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/**
 * An applicant as the recruiter sees them. Their saved resume joins this object as one more
 * field once the resume builder lands.
 */
export const applicantSchema = z.object({
  _id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  applicant: z.object({
    _id: z.string(),
    fullname: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
  }),
  /** The resume the applicant chose, else the one they saved last; null when they have none. */
  resume: z.object({ _id: z.string(), name: z.string() }).nullable(),
  note: z.string(),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const applicationStatusInputSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: JOB_MESSAGES.status }),
});

/** A job in its company's own table: the company is the current one. */
export const companyJobSchema = jobSchema.omit({ company: true });
export type CompanyJob = z.infer<typeof companyJobSchema>;
