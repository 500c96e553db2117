import { avg, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, jobs } from '../jobs';
import { companyRatings } from '../placement';

/** The average of a company's ratings (to one decimal) and their number. */
export async function ratingSummary(db: Db, orgId: string) {
  const [row] = await db
    .select({ average: avg(companyRatings.rating), count: count() })
    .from(companyRatings)
    .where(eq(companyRatings.orgId, orgId));
  const average = row?.average === null || row?.average === undefined ? null : Number(row.average);
  return {
    average: average === null ? null : Math.round(average * 10) / 10,
    count: row?.count ?? 0,
  };
}

/** One page of a company's ratings, newest first, each with the post it was given for. */
export function ratingsPage(db: Db, orgId: string, page: { page: number; limit: number }) {
  return db
    .select({ rating: companyRatings, post: jobs.title })
    .from(companyRatings)
    .innerJoin(applications, eq(applications.id, companyRatings.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(companyRatings.orgId, orgId))
    .orderBy(desc(companyRatings.createdAt))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}
