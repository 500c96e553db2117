import { z } from 'zod';

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

/** GET /jobs: the portal's list; the filters are the panel's options, the keyword the navbar's. */
export const jobsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
  location: z.enum(JOB_LOCATIONS, { error: JOB_MESSAGES.location }).optional(),
  industry: z.enum(JOB_INDUSTRIES, { error: JOB_MESSAGES.industry }).optional(),
  salary: z
    .enum(SALARY_BUCKETS, { error: 'Choose a salary range: 0-40k, 42-1lakh or 1lakh to 5lakh.' })
    .optional(),
  keyword: z.string().trim().max(100).optional(),
  /** `/placement/internships` lists the Internship jobs only. */
  jobType: z.enum(JOB_TYPES, { error: JOB_MESSAGES.jobType }).optional(),
});
export type JobsQuery = z.input<typeof jobsQuerySchema>;

/**
 * GET application/job/{jobId}. For privacy `applications` holds only the viewer's own entry
 * (so the page can say 'Already Applied'); `totalApplicants` counts everyone.
 */
export const jobDetailSchema = jobSchema.extend({
  applications: z.array(z.object({ applicant: z.string(), status: z.enum(APPLICATION_STATUSES) })),
  totalApplicants: z.number(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** POST application/apply/{jobId}: the spec's body; the applicant is always the session's account. */
export const applyInputSchema = z.object({ userId: z.string().optional() }).default({});

/** A student's own application, on their applications page. */
export const myApplicationSchema = z.object({
  _id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
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
  /** The resume the applicant saved last, or null when they have none. */
  resume: z.object({ _id: z.string(), name: z.string() }).nullable(),
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
