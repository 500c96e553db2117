import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  FEE_MESSAGES,
  LIBRARY_MEMBER_MESSAGES,
  feeStatus,
  type MemberFeeMonth,
  type PaymentMethod,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { badRequest, notFound } from '../../http/errors';
import { feePayStates, issueInvoiceNumber, payStateOf } from '../payments';
import { libraryFeeNumber, libraryMonthOwed } from './fees.payable';
import { feePayments } from './fees.table';
import { LIBRARY_FEE_RECEIPTS } from './library.documents';
import { libraryMembers } from './members.table';
import { addMonths, libraryToday } from './seats.service';

/** 'YYYY-MM' to the first day of that month, and back. */
export const monthStart = (month: string) => `${month}-01`;
export const monthOf = (day: string) => day.slice(0, 7);

/** The months from `from` to `to` (both 'YYYY-MM-DD'), newest first, as first days. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let at = monthStart(monthOf(to));
  const first = monthStart(monthOf(from));
  while (at >= first && months.length < 600) {
    months.push(at);
    at = addMonths(at, -1);
  }
  return months;
}

const cents = (value: number) => Math.round(value * 100) / 100;

type Member = Pick<typeof libraryMembers.$inferSelect, 'id' | 'fees' | 'joiningDate' | 'memberId'>;

/**
 * Each month of a member's fee from joining to this month (at most `limit` months, newest
 * first): the monthly fee, what was paid towards it, and whether it is Paid, Partly paid or Due.
 */
export async function memberFeeMonths(
  db: Db,
  orgId: string,
  members: readonly Member[],
  limit = 12,
): Promise<Map<string, MemberFeeMonth[]>> {
  const today = libraryToday();
  const result = new Map<string, MemberFeeMonth[]>();
  if (members.length === 0) return result;
  const earliest = addMonths(monthStart(monthOf(today)), -(limit - 1));
  const payments = await db
    .select()
    .from(feePayments)
    .where(
      and(
        eq(feePayments.orgId, orgId),
        inArray(
          feePayments.memberId,
          members.map((member) => member.id),
        ),
        gte(feePayments.month, earliest),
      ),
    )
    .orderBy(asc(feePayments.paidOn), asc(feePayments.id));
  for (const member of members) {
    const fee = Number(member.fees);
    const months = monthsBetween(
      member.joiningDate > earliest ? member.joiningDate : earliest,
      today,
    )
      .filter((month) => member.joiningDate <= addMonths(month, 1))
      .map((month) => {
        const own = payments.filter((p) => p.memberId === member.id && p.month === month);
        const paid = cents(own.reduce((sum, p) => sum + Number(p.amount), 0));
        return {
          month: monthOf(month),
          fee,
          paid,
          due: cents(Math.max(0, fee - paid)),
          status: feeStatus(fee, paid),
          payments: own.map((p) => ({
            _id: p.id,
            month: monthOf(p.month),
            amount: Number(p.amount),
            paidOn: p.paidOn,
            receiptNo: p.invoiceNo,
            method: p.method,
          })),
        };
      });
    result.set(member.id, member.joiningDate > today ? [] : months);
  }
  return withPayStates(db, orgId, members, result);
}

/** Each month with its UPI pay link and latest UTR payment (issue 32). */
async function withPayStates(
  db: Db,
  orgId: string,
  members: readonly Member[],
  months: Map<string, MemberFeeMonth[]>,
): Promise<Map<string, MemberFeeMonth[]>> {
  const owing = members.flatMap((member) =>
    (months.get(member.id) ?? []).map((month) => ({
      target: member.id,
      period: month.month,
      amount: libraryMonthOwed(month.fee, month.paid),
      reference: libraryFeeNumber(member.memberId, month.month),
    })),
  );
  const states = await feePayStates(db, orgId, 'library-fee', owing);
  for (const [memberId, list] of months) {
    months.set(
      memberId,
      list.map((month) => ({
        ...month,
        pay: payStateOf(states, { target: memberId, period: month.month }),
      })),
    );
  }
  return months;
}

/** What has been paid towards one month of a member's fee. */
export async function paidForMonth(db: Db, memberId: string, month: string): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${feePayments.amount}), 0)` })
    .from(feePayments)
    .where(and(eq(feePayments.memberId, memberId), eq(feePayments.month, month)));
  return Number(row?.paid ?? 0);
}

type LibraryMemberRow = typeof libraryMembers.$inferSelect;

/**
 * What is still due for one month of a member's fee (never below 0). Inside a transaction that
 * locked the member row, no other payment can change it before the caller acts on it.
 */
export async function dueForMonth(
  db: Db,
  member: Pick<LibraryMemberRow, 'id' | 'fees'>,
  month: string,
): Promise<number> {
  const paid = await paidForMonth(db, member.id, month);
  return cents(Math.max(0, Number(member.fees) - paid));
}

/**
 * Records a payment towards one month (its first day) of a joined member's fee. The caller runs
 * it in a transaction holding the member row `for update`, so two payments for one month cannot
 * together overpay. Refused before the joining month and above what is still due.
 */
export async function recordFeePayment(
  tx: Db,
  orgId: string,
  member: Pick<LibraryMemberRow, 'id' | 'fees' | 'joiningDate'>,
  payment: { month: string; amount: string; paidOn: string; method: PaymentMethod },
) {
  if (monthOf(payment.month) < monthOf(member.joiningDate))
    throw badRequest(FEE_MESSAGES.beforeJoining);
  const due = await dueForMonth(tx, member, payment.month);
  if (Number(payment.amount) > due) throw badRequest(FEE_MESSAGES.overpaid(`₹${due.toFixed(2)}`));
  // The receipt's number is issued in the transaction that records it (decision 0349).
  const invoiceNo = await issueInvoiceNumber(tx, orgId, LIBRARY_FEE_RECEIPTS, payment.paidOn);
  const [row] = await tx
    .insert(feePayments)
    .values({ orgId, memberId: member.id, ...payment, invoiceNo })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findLibraryMember(db: Db, orgId: string, id: string) {
  const [member] = await db
    .select()
    .from(libraryMembers)
    .where(and(eq(libraryMembers.orgId, orgId), eq(libraryMembers.id, id)))
    .limit(1);
  if (!member) throw notFound(LIBRARY_MEMBER_MESSAGES.notFound);
  return member;
}

/**
 * The member-months not fully paid: every month from joining to this month (or the one month
 * asked), one row each, with what was paid towards it. The library's payments are summed once
 * per member and month and joined, rather than summed again for every member-month (a third of
 * the time on a library of 1,000 members).
 */
function dueMonths(orgId: string, month: string | undefined) {
  const today = libraryToday();
  const upTo = month ? monthStart(month) : `${today.slice(0, 7)}-01`;
  const from = month ? monthStart(month) : null;
  return sql`
    select m.id, m.member_id, m.name, m.vedan_id, m.fees, to_char(mon, 'YYYY-MM') as month,
           coalesce(paid.total, 0) as paid
    from library_members m
    cross join lateral generate_series(
      greatest(date_trunc('month', m.joining_date), coalesce(${from}::date, date_trunc('month', m.joining_date))),
      ${upTo}::date, interval '1 month') as mon
    left join (
      select p.member_id, p.month, sum(p.amount) as total from fee_payments p
      where p.org_id = ${orgId} group by p.member_id, p.month
    ) paid on paid.member_id = m.id and paid.month = mon::date
    where m.org_id = ${orgId} and m.fees > 0 and coalesce(paid.total, 0) < m.fees`;
}

/** How many member-months are due and the rupees still owed over them (the list's totals). */
export function feesDueTotals(db: Db, orgId: string, month?: string) {
  return queryRows<{ total: number; due: string }>(
    db,
    sql`select count(*)::int as total, coalesce(sum(d.fees - d.paid), 0) as due from (${dueMonths(orgId, month)}) d`,
  );
}

/**
 * Fees due: every member-month from joining to this month (or the one month asked) not fully
 * paid, oldest month first; one page of them and the count and sum of all.
 */
export function feesDuePage(
  db: Db,
  orgId: string,
  { page, limit, month }: { page: number; limit: number; month?: string | undefined },
) {
  const dues = dueMonths(orgId, month);
  return Promise.all([
    queryRows<{
      id: string;
      member_id: string;
      name: string;
      vedan_id: string;
      fees: string;
      month: string;
      paid: string;
    }>(
      db,
      sql`${dues} order by mon asc, m.name asc, m.id asc limit ${limit} offset ${(page - 1) * limit}`,
    ),
    feesDueTotals(db, orgId, month),
  ]);
}
