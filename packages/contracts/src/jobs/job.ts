import { z } from 'zod';
import { idSchema } from '../common/api';

/** Spec 01 section 2.2: the filter panel's options, exactly. */
export const JOB_LOCATIONS = ['Delhi NCR', 'Bangalore', 'Hyderabad', 'Pune', 'Mumbai'] as const;
export const JOB_INDUSTRIES = [
  'Frontend Developer',
  'Backend Developer',
  'FullStack Developer',
] as const;
export const SALARY_BUCKETS = ['0-40k', '42-1lakh', '1lakh to 5lakh'] as const;
export type JobLocation = (typeof JOB_LOCATIONS)[number];
export type JobIndustry = (typeof JOB_INDUSTRIES)[number];
export type SalaryBucket = (typeof SALARY_BUCKETS)[number];

/**
 * The salary labels read as monthly pay, turned into the LPA a job's salary is kept in
 * (12 months of pay / 100,000): 40k a month is 4.8 LPA, 1 lakh is 12, 5 lakh is 60. Each range
 * takes its upper end and not its lower, so every salary up to 60 LPA is in exactly one bucket
 * (the labels' gap between 40k and 42k falls to the middle one).
 */
export const SALARY_BUCKET_LPA: Record<SalaryBucket, { above: number; atMost: number }> = {
  '0-40k': { above: -1, atMost: 4.8 },
  '42-1lakh': { above: 4.8, atMost: 12 },
  '1lakh to 5lakh': { above: 12, atMost: 60 },
};

export const JOB_TYPES = ['Full Time', 'Part Time', 'Internship', 'Contract'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_STATUSES = ['open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const APPLICATION_STATUSES = ['applied', 'shortlisted', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

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
/** The statuses from which a student may still withdraw: nothing has been decided yet. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ['applied', 'shortlisted'];

/** Spec 01 section 8, word for word, and the portal's own answers. */
export const JOB_MESSAGES = {
  notFound: 'Jobs not found',
  fetchFailed: 'Failed to fetch job details',
  applyFailed: 'An error occurred',
  alreadyApplied: 'Already Applied',
  applied: 'Application submitted successfully.',
  duplicate: 'You have already applied for this job.',
  closed: 'This job is no longer accepting applications.',
  studentsOnly: 'Only a student account can apply for jobs.',
  titleRequired: 'Job title is required.',
  descriptionRequired: 'Job description is required.',
  position: 'Position must be a whole number of at least 1.',
  jobType: 'Choose a job type.',
  salary: 'Salary must be a number of LPA from 0 to 999.',
  location: 'Choose a location: Delhi NCR, Bangalore, Hyderabad, Pune or Mumbai.',
  industry: 'Choose an industry: Frontend Developer, Backend Developer or FullStack Developer.',
  experience: 'Experience must be a whole number of years from 0 to 50.',
  created: 'Job posted.',
  updated: 'Job updated.',
  removed: 'Job deleted.',
  applicationNotFound: 'Application not found.',
  noResume: 'This applicant has not saved a resume yet.',
  statusChanged: 'Applicant status updated.',
  status: 'Choose a status: applied, shortlisted, rejected or hired.',
  noApplications: 'You have not applied for any jobs yet.',
  noApplicants: 'No applicants yet.',
  resume: 'Choose one of your saved resumes.',
  note: 'The cover note may have at most 1000 characters.',
  withdrawn: 'Application withdrawn.',
  notWithdrawable: 'This application has been decided and can no longer be withdrawn.',
} as const;

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

/** Experience groups of the filter panel, in whole years (both ends included). */
export const EXPERIENCE_BUCKETS = ['0-1', '2-4', '5-9', '10+'] as const;
export type ExperienceBucket = (typeof EXPERIENCE_BUCKETS)[number];
export const EXPERIENCE_BUCKET_YEARS: Record<ExperienceBucket, { min: number; max: number }> = {
  '0-1': { min: 0, max: 1 },
  '2-4': { min: 2, max: 4 },
  '5-9': { min: 5, max: 9 },
  '10+': { min: 10, max: 50 },
};

/** Date posted: within the last day, week or month. One choice, since each holds the shorter. */
export const POSTED_WITHIN = ['1', '7', '30'] as const;
export type PostedWithin = (typeof POSTED_WITHIN)[number];

export const JOB_SORTS = ['newest', 'salary', 'relevance'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** At most this many companies are filtered on at once. */
export const MAX_COMPANY_FILTER = 10;

export const JOB_FILTER_MESSAGES = {
  salary: 'Choose a salary range: 0-40k, 42-1lakh or 1lakh to 5lakh.',
  experience: 'Choose an experience range: 0-1, 2-4, 5-9 or 10+ years.',
  posted: 'Choose a date posted: 1, 7 or 30 days.',
  sort: 'Choose a sort: newest, salary or relevance.',
  company: `Choose at most ${MAX_COMPANY_FILTER} companies.`,
} as const;

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
/** The filter names, in the order the panel and the address show them. */
export const JOB_FILTER_NAMES = [
  'keyword',
  'location',
  'industry',
  'salary',
  'jobType',
  'experience',
  'posted',
  'company',
] as const;

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
 * A filter as the address and a saved search write it: the groups in a fixed order, each list
 * sorted, empty ones left out. Two equal searches give the same text.
 */
export function jobFilterQuery(
  filter: Partial<Record<string, string | string[] | undefined>>,
): string {
  const parts: string[] = [];
  for (const name of JOB_FILTER_NAMES) {
    const value = filter[name];
    const text = Array.isArray(value) ? [...value].sort().join(',') : (value ?? '').trim();
    if (text) parts.push(`${name}=${encodeURIComponent(text)}`);
  }
  return parts.join('&');
}

/** The name=value pairs of a query text (`+` is a space, as browsers write it); the last wins. */
export function parseQueryText(text: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const part of text.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const [name = '', value = ''] = part.split('=', 2);
    try {
      params[decodeURIComponent(name.replace(/\+/g, ' '))] = decodeURIComponent(
        value.replace(/\+/g, ' '),
      );
    } catch {
      // A malformed escape: the pair is left out, and the filter check then sees what is left.
    }
  }
  return params;
}

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

/** 'Today' or 'N days ago' (spec 01 section 9), counted in whole days. */
export function jobAge(createdAt: string | Date, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 86_400_000);
  if (days <= 0) return 'Today';
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** A job in its company's own table: the company is the current one. */
export const companyJobSchema = jobSchema.omit({ company: true });
export type CompanyJob = z.infer<typeof companyJobSchema>;
