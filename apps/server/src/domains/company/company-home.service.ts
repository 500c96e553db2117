import { and, count, eq, sql } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  BUSINESS_TIME_ZONE,
  addDays,
  type CompanyHome,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { hasPermission, type OrgContext } from '../../http/access';
import { applications, jobs } from '../jobs';
import { placementOutcomes } from '../placement';

/**
 * The interviews' window: today and the 7 days after it (India's days), as "this week" is for
 * the gym's expiring memberships (`EXPIRING_DAYS`).
 */
const INTERVIEW_DAYS = 7;

/** The start of an Indian day, as the instant stored interview times are compared with. */
const startOfDay = (day: string) =>
  sql`(${day}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

async function openJobs(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.status, 'open')));
  return row?.total ?? 0;
}

/** The applicants by status, grouped in one read, and the interviews of this week. */
async function applicantFigures(db: Db, orgId: string, today: string) {
  const [rows, [interviews]] = await Promise.all([
    db
      .select({ status: applications.status, total: count() })
      .from(applications)
      .where(eq(applications.orgId, orgId))
      .groupBy(applications.status),
    db
      .select({ total: count() })
      .from(placementOutcomes)
      .where(
        and(
          eq(placementOutcomes.orgId, orgId),
          sql`${placementOutcomes.interviewAt} >= ${startOfDay(today)}`,
          sql`${placementOutcomes.interviewAt} < ${startOfDay(addDays(today, INTERVIEW_DAYS + 1))}`,
        ),
      ),
  ]);
  const byStatus = Object.fromEntries(
    APPLICATION_STATUSES.map((status) => [
      status,
      rows.find((row) => row.status === status)?.total ?? 0,
    ]),
  ) as Record<(typeof APPLICATION_STATUSES)[number], number>;
  return { byStatus, interviewsThisWeek: interviews?.total ?? 0 };
}

/** The company's home in one request; each part for a member who may open its page. */
export async function companyHome(db: Db, org: OrgContext, today: string): Promise<CompanyHome> {
  const [jobsOpen, applicants] = await Promise.all([
    hasPermission(org, 'jobs') ? openJobs(db, org.id) : null,
    hasPermission(org, 'applicants') ? applicantFigures(db, org.id, today) : null,
  ]);
  return { success: true, today, openJobs: jobsOpen, applicants };
}
