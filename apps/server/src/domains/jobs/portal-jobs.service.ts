import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { JOB_MESSAGES, idSchema, type JobDetail, type jobsQuerySchema } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { keywordQuery } from '../../db/search';
import { notFound } from '../../http/errors';
import { jobFilterWhere, jobOrder, rankedJobIds } from './jobs-search.service';
import { jobCardColumns, toJob } from './jobs.service';
import { applications, companyProfiles, jobs } from './jobs.table';

// The portal's reading of the jobs: the open jobs, filtered and searched, and one job's page.

/** Jobs with their company's logo: a page is at most 50 rows, so each is looked up by its key. */
const jobCards = (db: Db) =>
  db
    .select(jobCardColumns)
    .from(jobs)
    .leftJoin(companyProfiles, eq(companyProfiles.orgId, jobs.orgId));
export type JobCardRow = Awaited<ReturnType<typeof jobCards>>[number];

/** One page of the open jobs the query asks for, in its order, and their total. */
export async function openJobsPage(
  db: Db,
  query: z.output<typeof jobsQuerySchema>,
): Promise<{ rows: JobCardRow[]; total: number }> {
  const where = jobFilterWhere(query);
  const offset = (query.page - 1) * query.limit;
  // The first pages of a relevance order come from its kept ranking: the page's rows are read
  // by their keys, still open (a job closed since is left out). Not with the whole filter: the
  // planner, which cannot estimate a prefix search, then scans every match of the keyword.
  if (query.sort === 'relevance' && query.keyword && keywordQuery(query.keyword)) {
    const ranked = await rankedJobIds(db, query);
    if (offset + query.limit <= ranked.ids.length || ranked.ids.length === ranked.total) {
      const ids = ranked.ids.slice(offset, offset + query.limit);
      const rows =
        ids.length > 0
          ? await jobCards(db).where(and(inArray(jobs.id, ids), eq(jobs.status, 'open')))
          : [];
      rows.sort((a, b) => ids.indexOf(a.job.id) - ids.indexOf(b.job.id));
      return { rows, total: ranked.total };
    }
  }
  const [rows, [totals]] = await Promise.all([
    jobCards(db)
      .where(where)
      .orderBy(...jobOrder(query, query.sort))
      .limit(query.limit)
      .offset(offset),
    db.select({ total: count() }).from(jobs).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** A job's page: the job, its number of applicants, and the viewer's own application if any. */
export async function jobDetail(
  db: Db,
  jobId: string,
  viewerId: string | undefined,
): Promise<JobDetail> {
  if (!idSchema.safeParse(jobId).success) throw notFound(JOB_MESSAGES.notFound);
  const [row] = await jobCards(db).where(eq(jobs.id, jobId));
  if (!row) throw notFound(JOB_MESSAGES.notFound);
  const [[totals], own] = await Promise.all([
    db.select({ total: count() }).from(applications).where(eq(applications.jobId, jobId)),
    viewerId
      ? db
          .select({
            id: applications.id,
            status: applications.status,
            statusChangedAt: applications.statusChangedAt,
          })
          .from(applications)
          .where(and(eq(applications.jobId, jobId), eq(applications.applicantId, viewerId)))
      : Promise.resolve([]),
  ]);
  return {
    ...toJob(row),
    applications: viewerId
      ? own.map((application) => ({
          _id: application.id,
          applicant: viewerId,
          status: application.status,
          statusChangedAt: application.statusChangedAt?.toISOString() ?? null,
        }))
      : [],
    totalApplicants: totals?.total ?? 0,
  };
}
