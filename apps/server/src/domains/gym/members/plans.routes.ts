import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  GYM_MEMBER_MESSAGES,
  GYM_PLAN_MESSAGES,
  gymApi,
  idSchema,
  todayInIndia,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg, currentUser } from '../../../http/access';
import { apiPath, routeOf } from '../../../http/endpoint-routes';
import { conflict, notFound } from '../../../http/errors';
import { pdfWork, renderDocumentPdf, sendPdf, type PdfDocument } from '../../../pdf';
import { registerOwnMessageChoiceRoute } from '../../messages';
import { organizations } from '../../orgs/orgs.table';
import { gymMembers } from './gym.table';
import { sellPackage } from './members.service';
import {
  assignDietPlan,
  assignWorkout,
  clientsPage,
  holder,
  mine,
  myMemberships,
  selectPlans,
  type PlanHolder,
  type PlanRow,
} from './member-plans.service';

const api = gymApi.members;
const tags = ['gym: members'];
const params = z.object({ id: idSchema });

/** The member's workout plan as an A4 page: who, their batch, and the plan's categories. */
export function workoutPlanDocument(
  gymName: string,
  member: PlanHolder,
  workouts: readonly string[],
): PdfDocument {
  return {
    size: 'A4',
    title: 'Workout plan',
    subtitle: `${member.name} (${member.memberId})`,
    issuer: { name: gymName },
    fields: [
      { label: 'Member', value: member.name },
      { label: 'Member ID', value: member.memberId },
      ...(member.batch
        ? [
            {
              label: 'Batch',
              value: `${member.batch.batchName}, ${member.batch.batchOpenTime} to ${member.batch.batchCloseTime}`,
            },
          ]
        : []),
      ...(member.plan ? [{ label: 'Package', value: member.plan }] : []),
      ...(member.expiredDate ? [{ label: 'Valid until', value: member.expiredDate }] : []),
    ],
    tables: [
      {
        title: 'Workouts',
        columns: [
          { header: 'No.', align: 'center' },
          { header: 'Workout', width: 4 },
        ],
        rows: workouts.map((workout, i) => [String(i + 1), workout]),
      },
    ],
    footer: `${gymName}: workout plan of ${member.name}`,
  };
}

const workoutFileName = (memberId: string) => `Workout plan ${memberId}.pdf`;

/**
 * Beyond the spec: the client table (members with their workout plan and its PDF), assigning a
 * workout plan (Exercise) and a diet plan (Nutrition) to a member, and the member's own page.
 */
export function registerGymPlanRoutes(ctx: AppContext): void {
  const { app, db } = ctx;
  app.route({
    ...routeOf(api.clients, tags),
    handler: async (request) => ({
      success: true as const,
      ...(await clientsPage(db, currentOrg(request).id, request.query)),
    }),
  });

  app.route({
    ...routeOf(api.assignWorkout, tags),
    handler: async (request) => {
      await assignWorkout(db, currentOrg(request).id, request.params.id, request.body.workoutId);
      return { success: true as const, message: GYM_PLAN_MESSAGES.workoutAssigned };
    },
  });

  app.route({
    ...routeOf(api.assignDietPlan, tags),
    handler: async (request) => {
      const { dietPlanId } = request.body;
      await assignDietPlan(db, currentOrg(request).id, request.params.id, dietPlanId);
      return { success: true as const, message: GYM_PLAN_MESSAGES.dietPlanAssigned };
    },
  });

  async function sendWorkoutPdf(
    reply: Parameters<typeof sendPdf>[0],
    gymName: string,
    row: PlanRow,
  ) {
    if (!row.workouts) throw notFound(GYM_PLAN_MESSAGES.noWorkout);
    const workouts = row.workouts;
    const pdf = await pdfWork(() =>
      renderDocumentPdf(workoutPlanDocument(gymName, holder(row), workouts)),
    );
    return sendPdf(reply, pdf, workoutFileName(row.member.memberId), 'Workout plan');
  }

  // The client table's PDF link: a file, downloaded by its path.
  app.get(
    apiPath(`${api.register.path}/:id/workout-plan`),
    { config: { access: api.register.access.read }, schema: { tags, params } },
    async (request, reply) => {
      const org = currentOrg(request);
      const [row] = await selectPlans(db)
        .where(and(eq(gymMembers.orgId, org.id), eq(gymMembers.id, request.params.id)))
        .limit(1);
      if (!row) throw notFound(GYM_MEMBER_MESSAGES.notFound);
      return sendWorkoutPdf(reply, org.name, row);
    },
  );

  // A member's own gyms: the account whose Vedan ID a gym lists sees its membership there.
  app.route({
    ...routeOf(api.myMemberships, tags),
    handler: async (request) => {
      const vedanId = request.user?.vedanId ?? '';
      if (!vedanId) return { success: true as const, memberships: [] };
      return { success: true as const, memberships: await myMemberships(db, vedanId) };
    },
  });

  // The member renews their own package (decision 0360): the desk's sale, a fee not yet paid.
  app.route({
    ...routeOf(api.renewMine, tags),
    handler: async (request) => {
      const vedanId = currentUser(request).vedanId ?? '';
      const [member] = vedanId
        ? await db
            .select({ id: gymMembers.id, orgId: gymMembers.orgId, packageId: gymMembers.packageId })
            .from(gymMembers)
            .where(and(mine(vedanId), eq(gymMembers.id, request.params.id)))
            .limit(1)
        : [];
      if (!member) throw notFound(GYM_PLAN_MESSAGES.membershipNotFound);
      if (!member.packageId) throw conflict(GYM_MEMBER_MESSAGES.noPackageToRenew);
      const row = await sellPackage(
        db,
        member.orgId,
        member.id,
        member.packageId,
        todayInIndia(),
        true,
      );
      return {
        success: true as const,
        message: GYM_MEMBER_MESSAGES.sold(row.plan, row.expiredDate ?? ''),
      };
    },
  });

  // The member's own channel and language for this gym's messages (decision 0359).
  registerOwnMessageChoiceRoute(ctx, api.myMessages, {
    table: gymMembers,
    ownedBy: mine,
    messages: {
      notFound: GYM_PLAN_MESSAGES.membershipNotFound,
      saved: GYM_MEMBER_MESSAGES.messagesSaved,
    },
    tags,
  });

  // The member's own workout plan PDF.
  app.get(
    apiPath(`${api.myMemberships.path}/:id/workout-plan`),
    { config: { access: api.myMemberships.access }, schema: { tags, params } },
    async (request, reply) => {
      const vedanId = currentUser(request).vedanId ?? '';
      const [row] = vedanId
        ? await selectPlans(db)
            .where(and(mine(vedanId), eq(gymMembers.id, request.params.id)))
            .limit(1)
        : [];
      if (!row) throw notFound(GYM_PLAN_MESSAGES.membershipNotFound);
      const [gym] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, row.member.orgId))
        .limit(1);
      return sendWorkoutPdf(reply, gym?.name ?? '', row);
    },
  );
}
