import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  GYM_MEMBER_MESSAGES,
  GYM_PLAN_MESSAGES,
  MY_GYM_FEE_ROWS,
  pageInfo,
  todayInIndia,
  type GymClient,
} from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../db/search';
import { notFound } from '../../../http/errors';
import { gymDietPlans, gymWorkouts } from '../hub';
import { organizations } from '../../orgs/orgs.table';
import { gymBatches, gymFees, gymMembers } from './gym.table';
import { toGymMember } from './members.service';
import { feePayStates, payStateOf } from '../../payments';
import { gymFeeOwing } from './fees.payable';

/** What the workout plan PDF needs of a member. */
export interface PlanHolder {
  name: string;
  memberId: string;
  plan: string;
  expiredDate: string | null;
  batch: { batchName: string; batchOpenTime: string; batchCloseTime: string } | null;
}

/** A member with their batch and plans, as the client table, the PDF and the member page read. */
export const selectPlans = (db: Db) =>
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
export type PlanRow = Awaited<ReturnType<ReturnType<typeof selectPlans>['limit']>>[number];

export const holder = (row: PlanRow): PlanHolder => ({
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

/** One page of the client table, newest members first, searched by name or member ID. */
export async function clientsPage(
  db: Db,
  orgId: string,
  { page, limit, search }: { page: number; limit: number; search?: string },
) {
  const conditions: (SQL | undefined)[] = [eq(gymMembers.orgId, orgId)];
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
  return { clients: rows.map(toClient), ...pageInfo({ page, limit }, totals?.total ?? 0) };
}

/** Sets one plan column of the gym's member after checking the plan is the gym's too. */
async function assign(
  db: Db,
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

export async function assignWorkout(
  db: Db,
  orgId: string,
  memberId: string,
  workoutId: string | null,
): Promise<void> {
  if (workoutId) {
    const [plan] = await db
      .select({ id: gymWorkouts.id })
      .from(gymWorkouts)
      .where(and(eq(gymWorkouts.orgId, orgId), eq(gymWorkouts.id, workoutId)))
      .limit(1);
    if (!plan) throw notFound(GYM_PLAN_MESSAGES.workoutNotFound);
  }
  await assign(db, orgId, memberId, { workoutId });
}

export async function assignDietPlan(
  db: Db,
  orgId: string,
  memberId: string,
  dietPlanId: string | null,
): Promise<void> {
  if (dietPlanId) {
    const [plan] = await db
      .select({ id: gymDietPlans.id })
      .from(gymDietPlans)
      .where(and(eq(gymDietPlans.orgId, orgId), eq(gymDietPlans.id, dietPlanId)))
      .limit(1);
    if (!plan) throw notFound(GYM_PLAN_MESSAGES.dietPlanNotFound);
  }
  await assign(db, orgId, memberId, { dietPlanId });
}

/** The account's member rows: those of every gym listing its Vedan ID. */
export const mine = (vedanId: string) => eq(gymMembers.vedanId, vedanId.toUpperCase());

/** A member's own gyms: each gym listing the Vedan ID, with the membership, fees and plans. */
export async function myMemberships(db: Db, vedanId: string) {
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
      const states = await feePayStates(db, row.member.orgId, 'gym-fee', fees.map(gymFeeOwing));
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
          pay: payStateOf(states, { target: fee.id, period: '' }),
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
  return memberships;
}
