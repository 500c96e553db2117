import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  CARD_PLAN_MESSAGES,
  PLAN_MESSAGES,
  PUBLIC_PLANS_LIMIT,
  WAIVE_OFF_MESSAGES,
  cardPlanInputSchema,
  cardPlanSchema,
  idSchema,
  planInputSchema,
  pageInfo,
  pageInfoSchema,
  planSchema,
  publicBusinessSchema,
  publicBusinessesQuerySchema,
  publicPlansAnswerSchema,
  waiveOffTaskInputSchema,
  waiveOffTaskSchema,
  type CardPlanFee,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { OrgKindsAccess } from '../../http/access';
import { notFound } from '../../http/errors';
import { registerOrgResource } from '../../http/resource-routes';
import { organizations } from '../orgs/orgs.table';
import { cardPlans, plans, waiveOffTasks } from './plans.table';
import { PLAN_KINDS } from './waive-off.service';

const tags = ['plans'];

/** Any member of the library or gym reads its plans; changing them needs the plan permission. */
const read: OrgKindsAccess = { orgs: { library: null, gym: null } };
const write: OrgKindsAccess = { orgs: { library: 'plans', gym: 'package' } };

const BUSINESS_NOT_FOUND = 'Business not found.';

const toPlan = (row: typeof plans.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  fee: Number(row.fee),
  free: row.free,
  affordable: row.affordable,
  standard: row.standard,
  premium: row.premium,
  details: row.details,
});

const toCardPlan = (row: typeof cardPlans.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  annualFee: (Number(row.annualFee) === 0 ? 'Free' : String(Number(row.annualFee))) as CardPlanFee,
  benefits: row.benefits,
});

const toWaiveOffTask = (row: typeof waiveOffTasks.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  days10: Number(row.days10),
  days15: Number(row.days15),
  days20: Number(row.days20),
  days30: Number(row.days30),
});

export function registerPlanRoutes({ app, db }: AppContext): void {
  // Spec 01 section 7: `GET /plans` "returns a list of plans", so the list is the bare array.
  registerOrgResource(
    { app, db },
    {
      table: plans,
      paths: ['/api/v1/plans'],
      access: { read, write },
      keys: { list: 'plans', item: 'plan' },
      bareList: true,
      input: planInputSchema,
      item: planSchema,
      toRow: (input) => input,
      toItem: toPlan,
      messages: PLAN_MESSAGES,
      order: 'oldest',
      tags,
    },
  );

  registerOrgResource(
    { app, db },
    {
      table: cardPlans,
      paths: ['/api/v1/card-plans'],
      access: { read, write },
      keys: { list: 'cardPlans', item: 'cardPlan' },
      input: cardPlanInputSchema,
      item: cardPlanSchema,
      toRow: (input) => ({
        name: input.name,
        annualFee: input.annualFee === 'Free' ? '0' : input.annualFee,
        benefits: input.benefits,
      }),
      toItem: toCardPlan,
      messages: CARD_PLAN_MESSAGES,
      order: 'oldest',
      tags,
    },
  );

  registerOrgResource(
    { app, db },
    {
      table: waiveOffTasks,
      paths: ['/api/v1/waiveoff-tasks'],
      access: { read, write },
      keys: { list: 'tasks', item: 'task' },
      input: waiveOffTaskInputSchema,
      item: waiveOffTaskSchema,
      toRow: (input) => input,
      toItem: toWaiveOffTask,
      messages: WAIVE_OFF_MESSAGES,
      order: 'oldest',
      tags,
    },
  );

  // The directory visitors find the public pages from, served by (kind, name).
  app.get(
    '/api/v1/public/businesses',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: publicBusinessesQuerySchema,
        response: {
          200: z
            .object({ success: z.literal(true), businesses: z.array(publicBusinessSchema) })
            .extend(pageInfoSchema.shape),
        },
      },
    },
    async (request) => {
      const { kind, page, limit } = request.query;
      const where = eq(organizations.kind, kind);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ _id: organizations.id, name: organizations.name, city: organizations.city })
          .from(organizations)
          .where(where)
          .orderBy(asc(organizations.name), asc(organizations.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(organizations).where(where),
      ]);
      return {
        success: true as const,
        businesses: rows.map((row) => ({ ...row, kind })),
        ...pageInfo({ page, limit }, totals?.total ?? 0),
      };
    },
  );

  // The public page of a library or gym: what it sells, for anyone to see.
  app.get(
    '/api/v1/public/businesses/:orgId/plans',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ orgId: idSchema }),
        response: { 200: publicPlansAnswerSchema },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const [business] = await db
        .select({
          _id: organizations.id,
          kind: organizations.kind,
          name: organizations.name,
          city: organizations.city,
        })
        .from(organizations)
        .where(and(eq(organizations.id, orgId), inArray(organizations.kind, [...PLAN_KINDS])))
        .limit(1);
      if (!business || (business.kind !== 'library' && business.kind !== 'gym')) {
        throw notFound(BUSINESS_NOT_FOUND);
      }
      const [planRows, cardRows, taskRows] = await Promise.all([
        db
          .select()
          .from(plans)
          .where(eq(plans.orgId, orgId))
          .orderBy(plans.id)
          .limit(PUBLIC_PLANS_LIMIT),
        db
          .select()
          .from(cardPlans)
          .where(eq(cardPlans.orgId, orgId))
          .orderBy(cardPlans.id)
          .limit(PUBLIC_PLANS_LIMIT),
        db
          .select()
          .from(waiveOffTasks)
          .where(eq(waiveOffTasks.orgId, orgId))
          .orderBy(waiveOffTasks.id)
          .limit(PUBLIC_PLANS_LIMIT),
      ]);
      return {
        success: true as const,
        business: { ...business, kind: business.kind },
        plans: planRows.map(toPlan),
        cardPlans: cardRows.map(toCardPlan),
        waiveOffTasks: taskRows.map(toWaiveOffTask),
      };
    },
  );
}
