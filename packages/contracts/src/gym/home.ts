import { z } from 'zod';
import { homeCountSchema, homePointSchema } from '../common/home';
import { endpoint } from '../common/endpoint';

/**
 * The gym's home (issue 31): today's figures, each from the tables and the rules of the screen it
 * links to. A part is null for a member without that screen's permission (owners and admins hold
 * all): members for `enrollment`, check-ins for `record`, fees for `invoice`.
 */
export const gymHomeSchema = z.object({
  success: z.literal(true),
  /** India's day the figures are for. */
  today: z.string(),
  /** The register's status filter on today: the four statuses of a membership. */
  members: z
    .object({
      active: z.number().int(),
      expiring: z.number().int(),
      expired: z.number().int(),
      frozen: z.number().int(),
    })
    .nullable(),
  /** Present on today's attendance sheet. */
  checkIns: z.object({ today: z.number().int() }).nullable(),
  /**
   * The fees screen's month (fees whose period starts in it): what is not fully paid and what is
   * paid; money in rupees (fees in INR), counts of every currency. `revenue`: the paid fees of
   * each of the last 12 months, oldest first.
   */
  fees: z
    .object({
      month: z.string(),
      due: homeCountSchema,
      collected: homeCountSchema,
      revenue: z.array(homePointSchema),
    })
    .nullable(),
  /** Packages members renewed themselves from /gym/me in the last 7 days (`invoice`; decision 0360). */
  renewalsThisWeek: z.number().int().nullable(),
});
export type GymHome = z.infer<typeof gymHomeSchema>;

/**
 * The home's figures in one request, for any member of the gym: each part the member may not
 * see (its screen's permission) is null. Declared here rather than in `gymApi`'s module, so that
 * the home's page does not bring the members' and the hub's declarations with it.
 */
export const gymHomeEndpoint = endpoint({
  method: 'GET',
  path: '/gym/home',
  access: { org: 'gym' },
  answer: gymHomeSchema,
});
