import { CARD_PLAN_MESSAGES, PLAN_MESSAGES, WAIVE_OFF_MESSAGES, plansApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { routeOf } from '../../http/endpoint-routes';
import { serveResource } from '../../http/serve-resource';
import { cardPlans, plans, waiveOffTasks } from './plans.table';
import {
  listPublicBusinesses,
  publicPlansOf,
  toCardPlan,
  toPlan,
  toWaiveOffTask,
} from './plans.service';

const tags = ['plans'];

/** The plans, card plans and waive-off tasks a library or gym keeps. */
function servePlanResources({ app, db }: AppContext): void {
  serveResource({ app, db }, plansApi.plans, {
    table: plans,
    toRow: (input) => input,
    toItem: toPlan,
    messages: PLAN_MESSAGES,
    order: 'oldest',
    tags,
  });

  serveResource({ app, db }, plansApi.cardPlans, {
    table: cardPlans,
    toRow: (input) => ({
      name: input.name,
      annualFee: input.annualFee === 'Free' ? '0' : input.annualFee,
      benefits: input.benefits,
    }),
    toItem: toCardPlan,
    messages: CARD_PLAN_MESSAGES,
    order: 'oldest',
    tags,
  });

  serveResource({ app, db }, plansApi.waiveOffTasks, {
    table: waiveOffTasks,
    toRow: (input) => input,
    toItem: toWaiveOffTask,
    messages: WAIVE_OFF_MESSAGES,
    order: 'oldest',
    tags,
  });
}

/** The public directory of libraries and gyms and each one's public page. */
function registerPublicPlanRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(plansApi.businesses, tags),
    handler: (request) => listPublicBusinesses(db, request.query),
  });

  app.route({
    ...routeOf(plansApi.businessPlans, tags),
    handler: (request) => publicPlansOf(db, request.params.orgId),
  });
}

export function registerPlanRoutes(ctx: AppContext): void {
  servePlanResources(ctx);
  registerPublicPlanRoutes(ctx);
}
