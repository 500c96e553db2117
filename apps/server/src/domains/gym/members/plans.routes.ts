import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  GYM_MEMBER_MESSAGES,
  GYM_PLAN_MESSAGES,
  MY_GYM_FEE_ROWS,
  gymAssignDietPlanSchema,
  gymAssignWorkoutSchema,
  gymClientSchema,
  gymMyMembershipSchema,
  idSchema,
  messageResponseSchema,
  pageInfo,
  pageInfoSchema,
  pageQuerySchema,
  todayInIndia,
  type GymClient,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../db/search';
import { currentOrg, currentUser, type OrgKindAccess } from '../../../http/access';
import { notFound } from '../../../http/errors';
import { pdfWork, renderDocumentPdf, sendPdf, type PdfDocument } from '../../../pdf';
import { gymDietPlans, gymWorkouts } from '../hub';
import { organizations } from '../../orgs/orgs.table';
import { gymBatches, gymFees, gymMembers } from './gym.table';
import { ENROLLMENT } from './members.shared';
import { toGymMember } from './members.service';

const EXERCISE: OrgKindAccess = { org: 'gym', permission: 'exercise' };
const NUTRITION: OrgKindAccess = { org: 'gym', permission: 'nutrition' };
const tags = ['gym: members'];
const params = z.object({ id: idSchema });

/** What the workout plan PDF needs of a member. */
interface PlanHolder {
  name: string;
  memberId: string;
  plan: string;
  expiredDate: string | null;
  batch: { batchName: string; batchOpenTime: string; batchCloseTime: string } | null;
}

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

/** A member with their batch and plans, as the client table, the PDF and the member page read. */
const selectPlans = (db: Db) =>
  db
    .select({
      member: gymMembers,
      batchName: gymBatches.batchName,
      batchOpenTime: gymBatches.batchOpenTime,
      batchCloseTime: gymBatches.batchCloseTime,
      workouts: gymWorkouts.workouts,
      dietPlanName: gymDietPlans.planName,
    })
    .from(gymMembers)
    .leftJoin(gymBatches, eq(gymBatches.id, gymMembers.batchId))
    .leftJoin(gymWorkouts, eq(gymWorkouts.id, gymMembers.workoutId))
    .leftJoin(gymDietPlans, eq(gymDietPlans.id, gymMembers.dietPlanId));
type PlanRow = Awaited<ReturnType<ReturnType<typeof selectPlans>['limit']>>[number];

const holder = (row: PlanRow): PlanHolder => ({
  name: row.member.name,
  memberId: row.member.memberId,
  plan: row.member.plan,
  expiredDate: row.member.expiredDate,
  batch:
    row.batchName === null
      ? null
      : {
          batchName: row.batchName,
          batchOpenTime: row.batchOpenTime ?? '',
          batchCloseTime: row.batchCloseTime ?? '',
        },
});

const toClient = (row: PlanRow): GymClient => ({
  _id: row.member.id,
  name: row.member.name,
  memberId: row.member.memberId,
  workout:
    row.member.workoutId && row.workouts
      ? { _id: row.member.workoutId, workouts: row.workouts }
      : null,
  dietPlan:
    row.member.dietPlanId && row.dietPlanName !== null
      ? { _id: row.member.dietPlanId, planName: row.dietPlanName }
      : null,
});

/**
 * Beyond the spec: the client table (members with their workout plan and its PDF), assigning a
 * workout plan (Exercise) and a diet plan (Nutrition) to a member, and the member's own page.
 */
export function registerGymPlanRoutes({ app, db }: AppContext): void {
  app.get(
    '/api/v1/gym/clients',
    {
      config: { access: ENROLLMENT },
      schema: {
        tags,
        querystring: pageQuerySchema,
        response: {
          200: z
            .object({ success: z.literal(true), clients: z.array(gymClientSchema) })
            .extend(pageInfoSchema.shape),
        },
      },
    },
    async (request) => {
      const { page, limit, search } = request.query;
      const conditions: (SQL | undefined)[] = [eq(gymMembers.orgId, currentOrg(request).id)];
      if (search) {
        const pattern = containsPattern(search);
        conditions.push(or(ilike(gymMembers.name, pattern), ilike(gymMembers.memberId, pattern)));
      }
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        selectPlans(db)
          .where(where)
          .orderBy(desc(gymMembers.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(gymMembers).where(where),
      ]);
      return {
        success: true as const,
        clients: rows.map(toClient),
        ...pageInfo({ page, limit }, totals?.total ?? 0),
      };
    },
  );

  /** Sets one plan column of the gym's member after checking the plan is the gym's too. */
  async function assign(
    orgId: string,
    memberId: string,
    set: { workoutId: string | null } | { dietPlanId: string | null },
  ): Promise<void> {
    const [row] = await db
      .update(gymMembers)
      .set(set)
      .where(and(eq(gymMembers.orgId, orgId), eq(gymMembers.id, memberId)))
      .returning({ id: gymMembers.id });
    if (!row) throw notFound(GYM_MEMBER_MESSAGES.notFound);
  }

  app.put(
    '/api/v1/gym/members/:id/workout',
    {
      config: { access: EXERCISE },
      schema: {
        tags,
        params,
        body: gymAssignWorkoutSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const { workoutId } = request.body;
      if (workoutId) {
        const [plan] = await db
          .select({ id: gymWorkouts.id })
          .from(gymWorkouts)
          .where(and(eq(gymWorkouts.orgId, orgId), eq(gymWorkouts.id, workoutId)))
          .limit(1);
        if (!plan) throw notFound(GYM_PLAN_MESSAGES.workoutNotFound);
      }
      await assign(orgId, request.params.id, { workoutId });
      return { success: true as const, message: GYM_PLAN_MESSAGES.workoutAssigned };
    },
  );

  app.put(
    '/api/v1/gym/members/:id/diet-plan',
    {
      config: { access: NUTRITION },
      schema: {
        tags,
        params,
        body: gymAssignDietPlanSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const { dietPlanId } = request.body;
      if (dietPlanId) {
        const [plan] = await db
          .select({ id: gymDietPlans.id })
          .from(gymDietPlans)
          .where(and(eq(gymDietPlans.orgId, orgId), eq(gymDietPlans.id, dietPlanId)))
          .limit(1);
        if (!plan) throw notFound(GYM_PLAN_MESSAGES.dietPlanNotFound);
      }
      await assign(orgId, request.params.id, { dietPlanId });
      return { success: true as const, message: GYM_PLAN_MESSAGES.dietPlanAssigned };
    },
  );

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

  // The client table's PDF link.
  app.get(
    '/api/v1/gym/members/:id/workout-plan',
    { config: { access: ENROLLMENT }, schema: { tags, params } },
    async (request, reply) => {
      const org = currentOrg(request);
      const [row] = await selectPlans(db)
        .where(and(eq(gymMembers.orgId, org.id), eq(gymMembers.id, request.params.id)))
        .limit(1);
      if (!row) throw notFound(GYM_MEMBER_MESSAGES.notFound);
      return sendWorkoutPdf(reply, org.name, row);
    },
  );

  /** The account's member rows: those of every gym listing its Vedan ID. */
  const mine = (vedanId: string) => eq(gymMembers.vedanId, vedanId.toUpperCase());

  // A member's own gyms: the account whose Vedan ID a gym lists sees its membership there.
  app.get(
    '/api/v1/gym/my-memberships',
    {
      config: { access: 'user' },
      schema: {
        tags,
        response: {
          200: z.object({
            success: z.literal(true),
            memberships: z.array(gymMyMembershipSchema),
          }),
        },
      },
    },
    async (request) => {
      const vedanId = request.user?.vedanId ?? '';
      if (!vedanId) return { success: true as const, memberships: [] };
      const today = todayInIndia();
      const rows = await selectPlans(db).where(mine(vedanId)).limit(20);
      const gyms = rows.length
        ? await db
            .select({ id: organizations.id, name: organizations.name })
            .from(organizations)
            .where(inArray(organizations.id, [...new Set(rows.map((r) => r.member.orgId))]))
        : [];
      const gymName = (id: string) => gyms.find((g) => g.id === id)?.name ?? '';
      rows.sort((a, b) => gymName(a.member.orgId).localeCompare(gymName(b.member.orgId)));
      const memberships = await Promise.all(
        rows.map(async (row) => {
          const [fees, diet] = await Promise.all([
            db
              .select()
              .from(gymFees)
              .where(eq(gymFees.memberId, row.member.id))
              .orderBy(desc(gymFees.feeFrom), desc(gymFees.id))
              .limit(MY_GYM_FEE_ROWS),
            row.member.dietPlanId
              ? db
                  .select()
                  .from(gymDietPlans)
                  .where(eq(gymDietPlans.id, row.member.dietPlanId))
                  .limit(1)
              : Promise.resolve([]),
          ]);
          const client = toClient(row);
          return {
            gym: { _id: row.member.orgId, name: gymName(row.member.orgId) },
            member: toGymMember(row.member, row.batchName, today),
            batch: holder(row).batch,
            fees: fees.map((fee) => ({
              _id: fee.id,
              feeFrom: fee.feeFrom,
              feeTo: fee.feeTo,
              amount: Number(fee.amount),
              penalty: Number(fee.penalty),
              status: fee.status,
              currency: fee.currency,
            })),
            workout: client.workout,
            dietPlan: diet[0]
              ? {
                  _id: diet[0].id,
                  planName: diet[0].planName,
                  janta: diet[0].janta,
                  dietData: diet[0].dietData,
                }
              : null,
          };
        }),
      );
      return { success: true as const, memberships };
    },
  );

  // The member's own workout plan PDF.
  app.get(
    '/api/v1/gym/my-memberships/:id/workout-plan',
    { config: { access: 'user' }, schema: { tags, params } },
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
