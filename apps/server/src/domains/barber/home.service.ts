import { and, count, eq, gte, lte, max, sql } from 'drizzle-orm';
import { addDays, type BarberHome } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { hasPermission, type OrgContext } from '../../http/access';
import { barberQueue, barberServices } from './barber.table';

const WEEK_DAYS = 7;

const rupees = (value: number) => Math.round(value * 100) / 100;

/**
 * The queue's last 7 days by day and status, in one grouped read served by the (org_id, day,
 * status, token) index: today's waiting and serving, and each day's served and their services'
 * prices.
 */
async function queueFigures(db: Db, orgId: string, today: string) {
  const since = addDays(today, -(WEEK_DAYS - 1));
  const rows = await db
    .select({
      day: barberQueue.day,
      status: barberQueue.status,
      count: count(),
      lastToken: max(barberQueue.token),
      takings: sql<string>`coalesce(sum(${barberServices.price}), 0)`,
    })
    .from(barberQueue)
    .leftJoin(barberServices, eq(barberServices.id, barberQueue.serviceId))
    .where(
      and(eq(barberQueue.orgId, orgId), gte(barberQueue.day, since), lte(barberQueue.day, today)),
    )
    .groupBy(barberQueue.day, barberQueue.status);
  const of = (day: string, status: string) =>
    rows.find((row) => row.day === day && row.status === status);
  const week = Array.from({ length: WEEK_DAYS }, (_, i) => {
    const at = addDays(since, i);
    const served = of(at, 'done');
    return { at, customers: served?.count ?? 0, takings: rupees(Number(served?.takings ?? 0)) };
  });
  const last = week[WEEK_DAYS - 1];
  return {
    waiting: of(today, 'waiting')?.count ?? 0,
    // One customer is served at a time: the serving group's token is theirs.
    serving: of(today, 'serving')?.lastToken ?? null,
    customers: last?.customers ?? 0,
    takings: last?.takings ?? 0,
    week,
  };
}

/** The barber's home in one request; the queue's part for a member who may work the queue. */
export async function barberHome(db: Db, org: OrgContext, today: string): Promise<BarberHome> {
  return {
    success: true,
    today,
    queue: hasPermission(org, 'queue') ? await queueFigures(db, org.id, today) : null,
  };
}
