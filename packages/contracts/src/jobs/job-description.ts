import { z } from 'zod';
import { calendarDateSchema } from '../common/date';
import { JOB_INDUSTRIES, JOB_LOCATIONS, JOB_TYPES } from './job-terms';

/** Spec 04 section 2.5: the job-description maker's rows, kept per company. */
export const JD_MESSAGES = {
  codeRequired: 'Code is required.',
  profileRequired: 'Profile is required.',
  experience: 'Experience must be a whole number of years from 0 to 50.',
  salary: 'Salary must be a number of LPA from 0 to 999.',
  location: 'Choose a location: Delhi NCR, Bangalore, Hyderabad, Pune or Mumbai.',
  date: 'Enter a date.',
  pdf: 'The description must be a PDF of at most 10 MB.',
  created: 'Job description added.',
  updated: 'Job description updated.',
  removed: 'Job description removed.',
  notFound: 'Job description not found.',
  published: 'Job description published as a job.',
  empty: 'No job descriptions yet.',
  fetchFailed: 'Failed to fetch job descriptions',
} as const;

const numberText = (message: string) =>
  z
    .union([z.number(), z.string().trim().min(1, message)], { error: message })
    .pipe(z.coerce.number({ error: message }));

export const jobDescriptionInputSchema = z.object({
  code: z
    .string({ error: JD_MESSAGES.codeRequired })
    .trim()
    .min(1, JD_MESSAGES.codeRequired)
    .max(30, 'Code may have at most 30 characters.'),
  profile: z
    .string({ error: JD_MESSAGES.profileRequired })
    .trim()
    .min(1, JD_MESSAGES.profileRequired)
    .max(120, 'Profile may have at most 120 characters.'),
  experience: numberText(JD_MESSAGES.experience).pipe(
    z
      .number()
      .int(JD_MESSAGES.experience)
      .min(0, JD_MESSAGES.experience)
      .max(50, JD_MESSAGES.experience),
  ),
  salary: numberText(JD_MESSAGES.salary).pipe(
    z.number().min(0, JD_MESSAGES.salary).max(999, JD_MESSAGES.salary),
  ),
  location: z.enum(JOB_LOCATIONS, { error: JD_MESSAGES.location }),
  /** The uploaded PDF's address (from the upload call), or empty before one is chosen. */
  description: z
    .string()
    .trim()
    .max(200)
    .refine(
      (value) => value === '' || /^\/api\/v1\/files\/[0-9a-f]{24}$/.test(value),
      JD_MESSAGES.pdf,
    )
    .default(''),
  date: calendarDateSchema(JD_MESSAGES.date),
  education: z.string().trim().max(200, 'Education may have at most 200 characters.').default(''),
});
export type JobDescriptionInput = z.input<typeof jobDescriptionInputSchema>;

export const jobDescriptionSchema = z.object({
  _id: z.string(),
  code: z.string(),
  profile: z.string(),
  experience: z.number(),
  salary: z.number(),
  location: z.string(),
  description: z.string(),
  date: z.string(),
  education: z.string(),
  /** The job this row was published as, if any. */
  jobId: z.string().nullable(),
});
export type JobDescription = z.infer<typeof jobDescriptionSchema>;

/** "Publish as job": what a row lacks to be a posting. */
export const publishJobDescriptionInputSchema = z.object({
  industry: z.enum(JOB_INDUSTRIES, {
    error: 'Choose an industry: Frontend Developer, Backend Developer or FullStack Developer.',
  }),
  jobType: z.enum(JOB_TYPES, { error: 'Choose a job type.' }).default('Full Time'),
  position: z.coerce.number().int().min(1).max(1000).default(1),
});
