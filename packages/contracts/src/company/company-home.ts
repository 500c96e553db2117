import { z } from 'zod';

/**
 * The company's home (issue 31): its open jobs (`jobs` permission), its applicants by status and
 * the interviews set this week (today and the 7 days after, India's days, as the gym's
 * expiring memberships) (`applicants`). A part is null for a
 * member without its permission (owners and admins hold all).
 */
export const companyHomeSchema = z.object({
  success: z.literal(true),
  /** India's day the figures are for. */
  today: z.string(),
  openJobs: z.number().int().nullable(),
  applicants: z
    .object({
      /** Each of `APPLICATION_STATUSES`, as the placement page's status shows them. */
      byStatus: z.object({
        applied: z.number().int(),
        shortlisted: z.number().int(),
        rejected: z.number().int(),
        hired: z.number().int(),
      }),
      interviewsThisWeek: z.number().int(),
    })
    .nullable(),
});
export type CompanyHome = z.infer<typeof companyHomeSchema>;
