import { z } from 'zod';
import { idSchema, pageInfoSchema } from '../common/api';
import { endpoint, resource, type OrgKindsAccess } from '../common/endpoint';
import {
  cardPlanInputSchema,
  cardPlanSchema,
  planInputSchema,
  planSchema,
  publicBusinessSchema,
  publicBusinessesQuerySchema,
  publicPlansAnswerSchema,
  waiveOffTaskInputSchema,
  waiveOffTaskSchema,
} from './plan';

/** Any member of the library or gym reads its plans; changing them needs the plan permission. */
const PLANS_READ: OrgKindsAccess = { orgs: { library: null, gym: null } };
const PLANS_WRITE: OrgKindsAccess = { orgs: { library: 'plans', gym: 'package' } };
const PLANS_ACCESS = { read: PLANS_READ, write: PLANS_WRITE };

/** Membership plans, card plans and the waive-off tasks; the public directory and pages. */
export const plansApi = {
  /** Spec 01 section 7: `GET /plans` "returns a list of plans", so the list is the bare array. */
  plans: resource({
    path: '/plans',
    access: PLANS_ACCESS,
    keys: { list: 'plans', item: 'plan' },
    bareList: true,
    input: planInputSchema,
    item: planSchema,
  }),
  cardPlans: resource({
    path: '/card-plans',
    access: PLANS_ACCESS,
    keys: { list: 'cardPlans', item: 'cardPlan' },
    input: cardPlanInputSchema,
    item: cardPlanSchema,
  }),
  waiveOffTasks: resource({
    path: '/waiveoff-tasks',
    access: PLANS_ACCESS,
    keys: { list: 'tasks', item: 'task' },
    input: waiveOffTaskInputSchema,
    item: waiveOffTaskSchema,
  }),
  /** The directory visitors find the public pages from, served by (kind, name). */
  businesses: endpoint({
    method: 'GET',
    path: '/public/businesses',
    access: 'public',
    query: publicBusinessesQuerySchema,
    answer: z
      .object({ success: z.literal(true), businesses: z.array(publicBusinessSchema) })
      .extend(pageInfoSchema.shape),
  }),
  /** The public page of a library or gym: what it sells, for anyone to see. */
  businessPlans: endpoint({
    method: 'GET',
    path: '/public/businesses/:orgId/plans',
    access: 'public',
    params: z.object({ orgId: idSchema }),
    answer: publicPlansAnswerSchema,
  }),
};
