import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  EXPIRING_DAYS,
  GYM_MEMBER_MESSAGES,
  addDays,
  pageInfo,
  type GymMember,
} from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../db/search';
import { notFound } from '../../../http/errors';
import { gymBatches, gymMemberTotals, gymMembers } from './gym.table';
import { toGymMember } from './members.service';

const selectMembers = (db: Db) =>
  db
    .select({ member: gymMembers, batchName: gymBatches.batchName })
    .from(gymMembers)
    .leftJoin(gymBatches, eq(gymBatches.id, gymMembers.batchId));

/** How many of the gym's members match a filter (search, status, batch). */
async function countMembers(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(gymMembers).where(where);
  return row?.total ?? 0;
}

/**
 * All of a gym's members: one row of `gym_member_totals`, kept by a trigger on every insert and
 * delete of `gym_members` (migration `gym_member_totals`), instead of counting 10,000 rows.
 */
export async function gymMemberTotal(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ total: gymMemberTotals.total })
    .from(gymMemberTotals)
    .where(eq(gymMemberTotals.orgId, orgId))
    .limit(1);
  return row?.total ?? 0;
}

/** The conditions of a status on `today`, as the list filters and the dashboard use them. */
export function statusCondition(status: GymMember['status'], today: string): SQL | undefined {
  const frozen = sql`(${gymMembers.frozenFrom} <= ${today}::date and ${gymMembers.frozenUntil} >= ${today}::date)`;
  const notFrozen = sql`not coalesce(${frozen}, false)`;
  // A membership sold ahead is Upcoming until its first day (membershipStatus, in contracts).
  const upcoming = sql`${gymMembers.startDate} > ${today}::date`;
  const started = sql`(${gymMembers.startDate} is null or ${gymMembers.startDate} <= ${today}::date)`;
  const soon = addDays(today, EXPIRING_DAYS);
  switch (status) {
    case 'Frozen':
      return frozen;
    case 'Upcoming':
      return and(upcoming, notFrozen);
    case 'Expired':
      return and(lt(gymMembers.expiredDate, today), notFrozen);
    case 'Expiring':
      return and(
        sql`${gymMembers.expiredDate} between ${today}::date and ${soon}::date`,
        started,
        notFrozen,
      );
    case 'Active':
      return and(sql`${gymMembers.expiredDate} > ${soon}::date`, started, notFrozen);
    default:
      return undefined;
  }
}

/** One page of the gym's members, by search (name, member id, mobile), status and batch. */
export async function membersPage(
  db: Db,
  orgId: string,
  today: string,
  query: {
    page: number;
    limit: number;
    search?: string | undefined;
    status?: GymMember['status'] | undefined;
    batch?: string | undefined;
  },
) {
  const { page, limit, search, status, batch } = query;
  const conditions: (SQL | undefined)[] = [eq(gymMembers.orgId, orgId)];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(gymMembers.name, pattern),
        ilike(gymMembers.memberId, pattern),
        ilike(gymMembers.mobile, pattern),
      ),
    );
  }
  if (status) conditions.push(statusCondition(status, today));
  if (batch) conditions.push(eq(gymMembers.batchId, batch));
  const where = and(...conditions);
  // The expiring and expired lists read soonest first; the register, newest first.
  const order =
    status === 'Expiring' || status === 'Active'
      ? [asc(gymMembers.expiredDate), asc(gymMembers.id)]
      : status === 'Expired'
        ? [desc(gymMembers.expiredDate), desc(gymMembers.id)]
        : [desc(gymMembers.id)];
  // The page's ids first (an index-only scan of (org_id, id) for the register), then
  // only those rows with their batch: a deep page no longer reads every row before it.
  const pageIds = db
    .select({ id: gymMembers.id })
    .from(gymMembers)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  const filtered = conditions.length > 1;
  const [rows, total] = await Promise.all([
    selectMembers(db)
      .where(inArray(gymMembers.id, pageIds))
      .orderBy(...order),
    filtered ? countMembers(db, where) : gymMemberTotal(db, orgId),
  ]);
  return {
    members: rows.map((r) => toGymMember(r.member, r.batchName, today)),
    ...pageInfo({ page, limit }, total),
  };
}

/** One member of the gym, as the card shows them; 404 for any other. */
export async function findGymMember(
  db: Db,
  orgId: string,
  id: string,
  today: string,
): Promise<GymMember> {
  const [row] = await selectMembers(db)
    .where(and(eq(gymMembers.orgId, orgId), eq(gymMembers.id, id)))
    .limit(1);
  if (!row) throw notFound(GYM_MEMBER_MESSAGES.notFound);
  return toGymMember(row.member, row.batchName, today);
}

export async function batchNameOf(
  db: Db,
  orgId: string,
  batchId: string | null,
): Promise<string | null> {
  if (!batchId) return null;
  const [batch] = await db
    .select({ name: gymBatches.batchName })
    .from(gymBatches)
    .where(and(eq(gymBatches.orgId, orgId), eq(gymBatches.id, batchId)))
    .limit(1);
  return batch?.name ?? null;
}
