import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GYM_FEE_MESSAGES,
  pageInfo,
  type GymFee,
  type gymFeeInputSchema,
  type gymFeesQuerySchema,
} from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { feePayStates, issueInvoiceNumber, payStateOf } from '../../payments';
import { gymFeeOwing } from './fees.payable';
import { gymReceiptOffers } from './members.messages';
import { gymFees, gymMembers } from './gym.table';
import { GYM_FEE_INVOICES } from './invoice';

/** A fee row's member, copied onto the row when it is saved (the row's name). */
export const feeWithMember = (db: Db) =>
  db
    .select({ fee: gymFees, name: gymMembers.name, memberCode: gymMembers.memberId })
    .from(gymFees)
    .innerJoin(gymMembers, eq(gymMembers.id, gymFees.memberId));

export function toFee(
  row: typeof gymFees.$inferSelect,
  member: { name: string; memberCode: string },
): GymFee {
  return {
    _id: row.id,
    member: row.memberId,
    student: member.name,
    memberId: member.memberCode,
    feeFrom: row.feeFrom,
    feeTo: row.feeTo,
    amount: Number(row.amount),
    status: row.status,
    penalty: Number(row.penalty),
    paymentDate: row.paymentDate ?? '',
    remark: row.remark,
    currency: row.currency,
    invoiceNo: row.invoiceNo,
    invoiceDate: row.invoiceDate,
  };
}

/**
 * The fees of `months` months from `first` (YYYY-MM-01): a fee belongs to the month its period
 * starts in, as the screen's year and month selectors and the home's figures read them.
 */
export function feesStartingIn(first: string, months: number): SQL {
  return sql`${gymFees.feeFrom} >= ${first}::date and ${gymFees.feeFrom} < (${first}::date + ${`${months} months`}::interval)::date`;
}

/** A fee still owed: anything not fully paid (a half-paid fee is due), as the dashboard lists. */
export const feeIsDue: SQL = ne(gymFees.status, 'Paid');

/** The list's filters: the page's year and month, a member, a status. */
function feeConditions(orgId: string, query: z.output<typeof gymFeesQuerySchema>): SQL[] {
  const conditions: SQL[] = [eq(gymFees.orgId, orgId)];
  if (query.year) {
    const from = query.month
      ? `${query.year}-${String(query.month).padStart(2, '0')}-01`
      : `${query.year}-01-01`;
    conditions.push(feesStartingIn(from, query.month ? 1 : 12));
  }
  if (query.member) conditions.push(eq(gymFees.memberId, query.member));
  if (query.status) conditions.push(eq(gymFees.status, query.status));
  return conditions;
}

/** One page of the gym's fees, by the date they start from. */
export async function feesPage(
  db: Db,
  orgId: string,
  { page, limit, ...query }: z.output<typeof gymFeesQuerySchema> & { page: number; limit: number },
) {
  const where = and(...feeConditions(orgId, query));
  const [rows, [totals]] = await Promise.all([
    feeWithMember(db)
      .where(where)
      .orderBy(asc(gymFees.feeFrom), asc(gymFees.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(gymFees).where(where),
  ]);
  return {
    fees: await withPayStates(db, orgId, rows),
    ...pageInfo({ page, limit }, totals?.total ?? 0),
  };
}

/** A fee's row from its input, once its member is found to be the gym's. */
export async function feeValues(db: Db, orgId: string, input: z.output<typeof gymFeeInputSchema>) {
  const [member] = await db
    .select({ id: gymMembers.id })
    .from(gymMembers)
    .where(and(eq(gymMembers.orgId, orgId), eq(gymMembers.id, input.member)))
    .limit(1);
  if (!member) throw notFound(GYM_FEE_MESSAGES.memberNotFound);
  return {
    memberId: input.member,
    feeFrom: input.feeFrom,
    feeTo: input.feeTo,
    amount: String(input.amount),
    status: input.status,
    penalty: String(input.penalty),
    paymentDate: input.paymentDate || null,
    remark: input.remark,
    currency: input.currency,
  };
}

/**
 * A new fee's tax invoice: the gym's next number in the financial year of the fee's first day,
 * which is the invoice's date. Call it in the transaction that inserts the fee.
 */
export async function gymFeeInvoice(tx: Db, orgId: string, feeFrom: string) {
  return {
    invoiceNo: await issueInvoiceNumber(tx, orgId, GYM_FEE_INVOICES, feeFrom),
    invoiceDate: feeFrom,
  };
}

export async function findFee(db: Db, orgId: string, id: string) {
  const [row] = await feeWithMember(db)
    .where(and(eq(gymFees.orgId, orgId), eq(gymFees.id, id)))
    .limit(1);
  if (!row) throw notFound(GYM_FEE_MESSAGES.notFound);
  return row;
}

/**
 * The fees with their UPI pay link and latest UTR payment (issue 32), and a paid fee's receipt
 * as "Send on WhatsApp" (decision 0359).
 */
export async function withPayStates(
  db: Db,
  orgId: string,
  rows: readonly { fee: typeof gymFees.$inferSelect; name: string; memberCode: string }[],
): Promise<GymFee[]> {
  const states = await feePayStates(
    db,
    orgId,
    'gym-fee',
    rows.map((r) => gymFeeOwing(r.fee)),
  );
  const fees = rows.map((r) => ({
    ...toFee(r.fee, r),
    pay: payStateOf(states, { target: r.fee.id, period: '' }),
  }));
  const receipts = await gymReceiptOffers(db, orgId, fees);
  return fees.map((fee) => ({
    ...fee,
    ...(fee.status === 'Paid' ? { whatsapp: receipts.get(fee._id) ?? null } : {}),
  }));
}
