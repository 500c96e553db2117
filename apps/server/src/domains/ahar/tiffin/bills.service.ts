import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TIFFIN_BILL_MESSAGES,
  tiffinBillNumber,
  todayInIndia,
  type FeePayState,
  type TiffinBill,
  type tiffinBillsQuerySchema,
} from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { users } from '../../accounts/users.table';
import { feePayStates, payStateOf } from '../../payments';
import { aharRegularMembers } from '../people/regular-members.table';
import { tiffinBills } from './bills.table';

type BillRow = typeof tiffinBills.$inferSelect;
/** A bill with its member's name, phone and the language of their linked account. */
export type BillWithName = BillRow & { name: string; phone: string; language: string | null };

/** What a bill still owes: all of it while due, nothing once paid. */
export const tiffinBillOwed = (bill: Pick<BillRow, 'amount' | 'status'>): string =>
  bill.status === 'Paid' ? '0.00' : Number(bill.amount).toFixed(2);

/** A bill as the payments area owes and reads it (decision 0366): one row, no period. */
export const tiffinBillOwing = (bill: Pick<BillRow, 'id' | 'month' | 'amount' | 'status'>) => ({
  target: bill.id,
  period: '',
  amount: tiffinBillOwed(bill),
  reference: tiffinBillNumber(bill.id, bill.month),
});

/**
 * Makes the bills that are due to exist by `today` (India's day), once each (decision 0366): for
 * each active regular member with a monthly amount above 0, every month from the month billing
 * starts (the start date's month, or the month they were added if that is later) to this month,
 * and the start month itself when it is still ahead; none after the end date's month. Run on
 * every read of bills and by the reminder job, so a new member has their first bill and a month
 * that begins has its bills whoever looks first. The (org, member, month) key makes a second
 * run, however concurrent, insert nothing.
 */
export async function ensureTiffinBills(db: Db, scope: SQL, today = todayInIndia()) {
  const thisMonth = `${today.slice(0, 7)}-01`;
  await db.execute(sql`
    insert into tiffin_bills (id, org_id, member_id, month, amount)
    select lpad(to_hex(extract(epoch from now())::bigint), 8, '0')
             || substr(md5(m.id || months.month || random()::text), 1, 16),
           m.org_id, m.id, months.month, m.monthly_amount
    from ahar_regular_members m
    cross join lateral (
      select to_char(d, 'YYYY-MM') as month
      from generate_series(
        greatest(date_trunc('month', m.start_date),
                 date_trunc('month', (m.created_at at time zone 'Asia/Kolkata')::date)),
        greatest(date_trunc('month', m.start_date), ${thisMonth}::date),
        interval '1 month') d
      where m.end_date is null or d <= date_trunc('month', m.end_date)
    ) months
    where m.active and m.monthly_amount > 0 and ${scope}
    on conflict (org_id, member_id, month) do nothing`);
}

/** The bills of one business. */
export const billsOfOrg = (orgId: string) => sql`m.org_id = ${orgId}`;
/** The bills of the regular members naming a Vedan ID, at any ahar. */
export const billsOfVedanId = (vedanId: string) => sql`m.vedan_id = ${vedanId.toUpperCase()}`;

export function toTiffinBill(
  row: BillWithName,
  pay: FeePayState,
  extra: Pick<TiffinBill, 'whatsapp'> = {},
): TiffinBill {
  return {
    _id: row.id,
    memberId: row.memberId,
    name: row.name,
    month: row.month,
    amount: Number(row.amount).toFixed(2),
    paid: row.status === 'Paid' ? Number(row.amount).toFixed(2) : '0.00',
    status: row.status,
    paidOn: row.paidOn ?? '',
    receiptNo: row.receiptNo ?? '',
    reference: tiffinBillNumber(row.id, row.month),
    pay,
    ...extra,
  };
}

/** Each bill's UPI pay state, for one business's bills. */
export async function billPayStates(db: Db, orgId: string, rows: readonly BillRow[]) {
  const states = await feePayStates(db, orgId, 'tiffin-bill', rows.map(tiffinBillOwing));
  return (row: BillRow) => payStateOf(states, { target: row.id, period: '' });
}

const billColumns = {
  bill: tiffinBills,
  name: aharRegularMembers.name,
  phone: aharRegularMembers.phone,
  language: users.language,
};
const flatten = (
  rows: { bill: BillRow; name: string; phone: string; language: string | null }[],
): BillWithName[] => rows.map(({ bill, ...member }) => ({ ...bill, ...member }));

/** The bills with their members and the members' linked accounts. */
const billsWithMembers = (db: Db) =>
  db
    .select(billColumns)
    .from(tiffinBills)
    .innerJoin(aharRegularMembers, eq(aharRegularMembers.id, tiffinBills.memberId))
    .leftJoin(users, eq(users.vedanId, aharRegularMembers.vedanId));

/** A page of a business's bills, newest month first, with what its bills owe in all. */
export async function tiffinBillsPage(
  db: Db,
  orgId: string,
  query: z.output<typeof tiffinBillsQuerySchema>,
) {
  await ensureTiffinBills(db, billsOfOrg(orgId));
  const where = and(
    eq(tiffinBills.orgId, orgId),
    query.status ? eq(tiffinBills.status, query.status) : undefined,
    query.month ? eq(tiffinBills.month, query.month) : undefined,
  );
  const [rows, [counted], [owed]] = await Promise.all([
    billsWithMembers(db)
      .where(where)
      .orderBy(desc(tiffinBills.month), desc(tiffinBills.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(tiffinBills)
      .where(where),
    db
      .select({ due: sql<string>`coalesce(sum(${tiffinBills.amount}), 0)` })
      .from(tiffinBills)
      .where(and(eq(tiffinBills.orgId, orgId), eq(tiffinBills.status, 'Due'))),
  ]);
  return {
    rows: flatten(rows),
    total: Number(counted?.total ?? 0),
    totalDue: Number(owed?.due ?? 0).toFixed(2),
  };
}

/** One bill of a business with its member's name, or 404. */
export async function findTiffinBill(db: Db, orgId: string, id: string): Promise<BillWithName> {
  const [row] = flatten(
    await billsWithMembers(db)
      .where(and(eq(tiffinBills.orgId, orgId), eq(tiffinBills.id, id)))
      .limit(1),
  );
  if (!row) throw notFound(TIFFIN_BILL_MESSAGES.notFound);
  return row;
}

/** The bills of the regular members naming a Vedan ID, newest month first. */
export async function billsOfAccount(db: Db, vedanId: string): Promise<BillWithName[]> {
  if (!vedanId) return [];
  await ensureTiffinBills(db, billsOfVedanId(vedanId));
  const rows = await billsWithMembers(db)
    .where(eq(aharRegularMembers.vedanId, vedanId.toUpperCase()))
    .orderBy(desc(tiffinBills.month), desc(tiffinBills.id));
  return flatten(rows);
}

/** Whether the bill is of a regular member naming the Vedan ID: the business, if so. */
export async function orgOfOwnBill(db: Db, vedanId: string, billId: string) {
  if (!vedanId) return null;
  const [row] = await db
    .select({ orgId: tiffinBills.orgId })
    .from(tiffinBills)
    .innerJoin(aharRegularMembers, eq(aharRegularMembers.id, tiffinBills.memberId))
    .where(and(eq(tiffinBills.id, billId), eq(aharRegularMembers.vedanId, vedanId.toUpperCase())))
    .limit(1);
  return row?.orgId ?? null;
}

/** A business's due bills, for its home: how many, and their rupees with two decimals. */
export async function tiffinDues(db: Db, orgId: string) {
  await ensureTiffinBills(db, billsOfOrg(orgId));
  const [row] = await db
    .select({
      bills: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${tiffinBills.amount}), 0)`,
    })
    .from(tiffinBills)
    .where(and(eq(tiffinBills.orgId, orgId), eq(tiffinBills.status, 'Due')));
  return { bills: Number(row?.bills ?? 0), amount: Number(row?.amount ?? 0).toFixed(2) };
}
