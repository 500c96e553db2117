import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { lastMonths, type GymHome } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { hasPermission, type OrgContext } from '../../../http/access';
import { totalsOnDay } from '../../attendance';
import { feeIsDue, feesStartingIn } from '../members/fees.service';
import { gymFees, gymMembers } from '../members/gym.table';
import { statusCondition } from '../members/members-list.service';

/** The revenue chart's months. */
const REVENUE_MONTHS = 12;

const countWhere = (condition: SQL | undefined) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * The register's four statuses on `today`, counted in one pass over the gym's members with the
 * very conditions of the list's status filter.
 */
async function memberCounts(db: Db, orgId: string, today: string) {
  const [row] = await db
    .select({
      active: countWhere(statusCondition('Active', today)),
      expiring: countWhere(statusCondition('Expiring', today)),
      expired: countWhere(statusCondition('Expired', today)),
      frozen: countWhere(statusCondition('Frozen', today)),
    })
    .from(gymMembers)
    .where(eq(gymMembers.orgId, orgId));
  return row ?? { active: 0, expiring: 0, expired: 0, frozen: 0 };
}

const rupees = (value: string | number) => Math.round(Number(value) * 100) / 100;

/**
 * The fees of the last 12 months by the month they start in (the fees screen's month), due or
 * paid: this month's two figures and each month's paid total. One grouped read, by start day
 * (at most 366 rows of two kinds; grouping by the day itself costs the database less than
 * naming each row's month), the months summed here.
 */
async function feeFigures(db: Db, orgId: string, today: string) {
  const months = lastMonths(today, REVENUE_MONTHS);
  const first = months[0] ?? today.slice(0, 7);
  const thisMonth = today.slice(0, 7);
  const rows = await db
    .select({
      day: gymFees.feeFrom,
      due: sql<boolean>`${feeIsDue}`,
      count: count(),
      // Money in rupees: a fee in another currency is counted but not added.
      amount: sql<string>`coalesce(sum(${gymFees.amount} + ${gymFees.penalty}) filter (where ${gymFees.currency} = 'INR'), 0)`,
    })
    .from(gymFees)
    .where(and(eq(gymFees.orgId, orgId), feesStartingIn(`${first}-01`, REVENUE_MONTHS)))
    // By position: the due rule's bound value would not match a second copy of itself.
    .groupBy(sql`1`, sql`2`);
  const figure = (month: string, owed: boolean) => {
    let counted = 0;
    let amount = 0;
    for (const row of rows) {
      if (row.due !== owed || !row.day.startsWith(month)) continue;
      counted += row.count;
      amount += Number(row.amount);
    }
    return { count: counted, amount: rupees(amount) };
  };
  return {
    month: thisMonth,
    due: figure(thisMonth, true),
    collected: figure(thisMonth, false),
    revenue: months.map((month) => ({ at: month, value: figure(month, false).amount })),
  };
}

/**
 * The gym's home in one request: three reads side by side, each only for a member who may open
 * the screen it links to.
 */
export async function gymHome(db: Db, org: OrgContext, today: string): Promise<GymHome> {
  const may = (permission: string) => hasPermission(org, permission);
  const [members, checkIns, fees, renewalsThisWeek] = await Promise.all([
    may('enrollment') ? memberCounts(db, org.id, today) : null,
    may('record') ? totalsOnDay(db, org.id, today) : null,
    may('invoice') ? feeFigures(db, org.id, today) : null,
    may('invoice') ? memberRenewals(db, org.id) : null,
  ]);
  return {
    success: true,
    today,
    members,
    checkIns: checkIns ? { today: checkIns.present } : null,
    fees,
    renewalsThisWeek,
  };
}

/** The renewals members made themselves in the last 7 days (decision 0360). */
async function memberRenewals(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(gymFees)
    .where(
      and(
        eq(gymFees.orgId, orgId),
        eq(gymFees.renewedByMember, true),
        sql`${gymFees.createdAt} > now() - interval '7 days'`,
      ),
    );
  return row?.total ?? 0;
}
