/**
 * The jobs portal's options, statuses, messages and filter texts: plain values and functions,
 * apart from the schemas in `job.ts`, so that the pages that only list and filter jobs do not
 * build the job form's schemas, or load zod, as they open.
 */

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

/** 'Today' or 'N days ago' (spec 01 section 9), counted in whole days. */
export function jobAge(createdAt: string | Date, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 86_400_000);
  if (days <= 0) return 'Today';
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}
