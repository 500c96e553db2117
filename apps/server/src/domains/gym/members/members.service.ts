import { and, eq, gt, gte, ne, sql } from 'drizzle-orm';
import {
  GYM_MEMBER_MESSAGES,
  addDays,
  membershipEnd,
  membershipStatus,
  daysBetween,
  renewalStart,
  type GymMember,
  type gymMemberInputSchema,
} from '@vedann/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { conflict, notFound } from '../../../http/errors';
import { isUniqueViolation } from '../../../db/errors';
import { gymBatches, gymFees, gymMembers, gymPackages } from './gym.table';
import { gymFeeInvoice } from './fees.service';

export type MemberRow = typeof gymMembers.$inferSelect;
type MemberInput = z.output<typeof gymMemberInputSchema>;
/** A database or a transaction: both run the same queries. */
type Queryable = Db | Tx;

/** The business's member row, locked for the rest of the transaction; 404 when it has none. */
async function lockMember(tx: Tx, orgId: string, id: string) {
  const [member] = await tx
    .select()
    .from(gymMembers)
    .where(and(eq(gymMembers.orgId, orgId), eq(gymMembers.id, id)))
    .for('update')
    .limit(1);
  if (!member) throw notFound(GYM_MEMBER_MESSAGES.notFound);
  return member;
}

export function toGymMember(row: MemberRow, batchName: string | null, today: string): GymMember {
  const status = membershipStatus(row, today);
  return {
    _id: row.id,
    memberId: row.memberId,
    name: row.name,
    address: row.address,
    gender: row.gender,
    mobile: row.mobile,
    email: row.email,
    dateOfBirth: row.dateOfBirth ?? '',
    caseOf: row.caseOf,
    remarks: row.remarks,
    document: row.document,
    joinDate: row.joinDate,
    admissionDate: row.joinDate,
    profileImage: row.profileImage,
    vedanId: row.vedanId,
    state: row.state,
    batch: row.batchId && batchName !== null ? { _id: row.batchId, batchName } : null,
    packageId: row.packageId,
    plan: row.plan,
    startDate: row.startDate ?? '',
    expiredDate: row.expiredDate ?? '',
    frozenFrom: row.frozenFrom ?? '',
    frozenUntil: row.frozenUntil ?? '',
    status,
    daysLeft: row.expiredDate ? daysBetween(today, row.expiredDate) : null,
    messageChannel: row.messageChannel,
    messageLanguage: row.messageLanguage,
  };
}

/**
 * Takes a place in a batch in one statement: the count goes up only while it is under the limit,
 * so concurrent adds can never overfill a batch (the row lock orders them; the CHECK backs it).
 */
export async function takeBatchPlace(tx: Queryable, orgId: string, batchId: string): Promise<void> {
  const [placed] = await tx
    .update(gymBatches)
    .set({ memberCount: sql`${gymBatches.memberCount} + 1` })
    .where(
      and(
        eq(gymBatches.orgId, orgId),
        eq(gymBatches.id, batchId),
        sql`${gymBatches.memberCount} < ${gymBatches.batchLimit}`,
      ),
    )
    .returning({ id: gymBatches.id });
  if (placed) return;
  const [batch] = await tx
    .select({ name: gymBatches.batchName, limit: gymBatches.batchLimit })
    .from(gymBatches)
    .where(and(eq(gymBatches.orgId, orgId), eq(gymBatches.id, batchId)))
    .limit(1);
  if (!batch) throw notFound(GYM_MEMBER_MESSAGES.batchNotFound);
  throw conflict(GYM_MEMBER_MESSAGES.batchFull(batch.name, batch.limit));
}

export async function leaveBatch(tx: Queryable, batchId: string | null): Promise<void> {
  if (!batchId) return;
  await tx
    .update(gymBatches)
    .set({ memberCount: sql`${gymBatches.memberCount} - 1` })
    .where(and(eq(gymBatches.id, batchId), gt(gymBatches.memberCount, 0)));
}

/** The next free GM number of a gym: one more than the highest given so far. */
async function nextMemberId(tx: Queryable, orgId: string): Promise<string> {
  const [row] = await tx
    .select({
      top: sql<number>`coalesce(max(substring(${gymMembers.memberId} from 3)::int), 0)`,
    })
    .from(gymMembers)
    .where(and(eq(gymMembers.orgId, orgId), sql`${gymMembers.memberId} ~ '^GM[0-9]{1,9}$'`));
  return `GM${String(Number(row?.top ?? 0) + 1).padStart(5, '0')}`;
}

export const memberValues = (input: MemberInput, today: string) => ({
  name: input.name,
  address: input.address,
  gender: input.gender,
  mobile: input.mobile,
  email: input.email,
  dateOfBirth: input.dateOfBirth || null,
  caseOf: input.caseOf,
  remarks: input.remarks,
  document: input.document,
  joinDate: input.joinDate || today,
  vedanId: input.vedanId,
  state: input.state,
  batchId: input.batch || null,
  messageChannel: input.messageChannel,
  messageLanguage: input.messageLanguage,
});

/** Adds a member, taking their batch place in the same transaction. */
export async function createGymMember(
  db: Db,
  orgId: string,
  input: MemberInput,
  profileImage: string,
  today: string,
): Promise<MemberRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        if (input.batch) await takeBatchPlace(tx, orgId, input.batch);
        const memberId = input.memberId || (await nextMemberId(tx, orgId));
        const [row] = await tx
          .insert(gymMembers)
          .values({ ...memberValues(input, today), orgId, memberId, profileImage })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'gym_members_org_member_id_key')) {
        if (!input.memberId && attempt < 5) continue;
        throw conflict(GYM_MEMBER_MESSAGES.duplicateMemberId);
      }
      throw error;
    }
  }
}

/** Saves a member's fields (the membership dates are the lifecycle's); a new batch takes a place. */
export async function updateGymMember(
  db: Db,
  orgId: string,
  id: string,
  input: MemberInput,
  profileImage: string | undefined,
): Promise<MemberRow> {
  try {
    return await db.transaction(async (tx) => {
      const old = await lockMember(tx, orgId, id);
      const batchId = input.batch || null;
      if (batchId !== old.batchId) {
        if (batchId) await takeBatchPlace(tx, orgId, batchId);
        await leaveBatch(tx, old.batchId);
      }
      const [row] = await tx
        .update(gymMembers)
        .set({
          ...memberValues(input, old.joinDate),
          joinDate: input.joinDate || old.joinDate,
          memberId: input.memberId || old.memberId,
          ...(profileImage !== undefined ? { profileImage } : {}),
        })
        .where(eq(gymMembers.id, id))
        .returning();
      if (!row) throw notFound(GYM_MEMBER_MESSAGES.notFound);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'gym_members_org_member_id_key'))
      throw conflict(GYM_MEMBER_MESSAGES.duplicateMemberId);
    throw error;
  }
}

export async function deleteGymMember(db: Db, orgId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(gymMembers)
      .where(and(eq(gymMembers.orgId, orgId), eq(gymMembers.id, id)))
      .returning({ batchId: gymMembers.batchId });
    if (!row) throw notFound(GYM_MEMBER_MESSAGES.notFound);
    await leaveBatch(tx, row.batchId);
  });
}

/** The fee remark of a renewal the member made themselves, which the desk's fee lists show. */
const GYM_RENEWED_ONLINE = (plan: string) => `Renewed online: ${plan}`;

/**
 * A renewal is pending while a fee from today on is not fully paid: a second renewal then
 * would bill the member twice for the same wait.
 */
async function refuseWhileRenewalPending(tx: Tx, orgId: string, memberId: string, today: string) {
  const [pending] = await tx
    .select({ id: gymFees.id })
    .from(gymFees)
    .where(
      and(
        eq(gymFees.orgId, orgId),
        eq(gymFees.memberId, memberId),
        ne(gymFees.status, 'Paid'),
        gte(gymFees.feeFrom, today),
      ),
    )
    .limit(1);
  if (pending) throw conflict(GYM_MEMBER_MESSAGES.renewalPending);
}

/**
 * Sells a package to a member (a first sale or a renewal): it starts the day after the current
 * expiry while that has not passed, else today, and runs for the package's range. The sale is
 * also a fee row for the package's price, not yet paid, covering the new dates.
 */
export async function sellPackage(
  db: Db,
  orgId: string,
  memberId: string,
  packageId: string,
  today: string,
  /** The member renewing online (decision 0360): refused while a renewal's fee is unpaid. */
  online = false,
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, orgId, memberId);
    if (online) await refuseWhileRenewalPending(tx, orgId, member.id, today);
    const [pack] = await tx
      .select()
      .from(gymPackages)
      .where(and(eq(gymPackages.orgId, orgId), eq(gymPackages.id, packageId)))
      .limit(1);
    if (!pack) throw notFound(GYM_MEMBER_MESSAGES.packageNotFound);
    const start = renewalStart(member.expiredDate, today);
    const end = membershipEnd(start, pack.range);
    const [row] = await tx
      .update(gymMembers)
      .set({
        packageId: pack.id,
        plan: pack.name,
        // A renewal keeps the membership's first day; a lapsed one starts again.
        startDate: member.expiredDate && member.expiredDate >= today ? member.startDate : start,
        expiredDate: end,
        frozenFrom: null,
        frozenUntil: null,
      })
      .where(eq(gymMembers.id, member.id))
      .returning();
    if (!row) throw notFound(GYM_MEMBER_MESSAGES.notFound);
    await tx.insert(gymFees).values({
      orgId,
      ...(await gymFeeInvoice(tx, orgId, start)),
      memberId: member.id,
      feeFrom: start,
      feeTo: end,
      amount: pack.fees,
      status: 'Notpaid',
      remark: online ? GYM_RENEWED_ONLINE(pack.name) : pack.name,
      currency: 'INR',
      renewedByMember: online,
    });
    return row;
  });
}

/**
 * Freezes a running membership for `days` from today: the expiry moves on by the days frozen,
 * and the status is Frozen until the freeze ends.
 */
export async function freezeMembership(
  db: Db,
  orgId: string,
  id: string,
  days: number,
  today: string,
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, orgId, id);
    const status = membershipStatus(member, today);
    if (status === null) throw conflict(GYM_MEMBER_MESSAGES.noPlan);
    if (status === 'Frozen') throw conflict(GYM_MEMBER_MESSAGES.alreadyFrozen);
    if (status === 'Expired') throw conflict(GYM_MEMBER_MESSAGES.expiredCannotFreeze);
    const expiry = member.expiredDate as string;
    const [row] = await tx
      .update(gymMembers)
      .set({
        frozenFrom: today,
        frozenUntil: addDays(today, days - 1),
        expiredDate: addDays(expiry, days),
      })
      .where(eq(gymMembers.id, id))
      .returning();
    if (!row) throw notFound(GYM_MEMBER_MESSAGES.notFound);
    return row;
  });
}

/** Ends a freeze early: the expiry gives back the frozen days not used. */
export async function unfreezeMembership(
  db: Db,
  orgId: string,
  id: string,
  today: string,
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, orgId, id);
    if (membershipStatus(member, today) !== 'Frozen') throw conflict(GYM_MEMBER_MESSAGES.notFrozen);
    // Frozen from frozenFrom to today (today counts as used); the rest goes back.
    const unused = daysBetween(today, member.frozenUntil as string);
    const [row] = await tx
      .update(gymMembers)
      .set({
        frozenUntil: addDays(today, -1),
        expiredDate: addDays(member.expiredDate as string, -unused),
      })
      .where(eq(gymMembers.id, id))
      .returning();
    if (!row) throw notFound(GYM_MEMBER_MESSAGES.notFound);
    return row;
  });
}
