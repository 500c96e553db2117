import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  JOB_MESSAGES,
  type ApplicantCounts,
  type ApplicationStatus,
  type PageQuery,
  type Resume,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { latestResumeOf, resumes, toResume } from '../resumes';
import {
  changeApplicationStatus,
  selectApplicants,
  type ApplicantRow,
  type StatusMailServices,
} from './applications.service';
import { applications, jobs } from './jobs.table';

// What a company reads and changes of the applications to its jobs.

/** One page of the applicants of one of the company's jobs, newest first, and their total. */
export async function jobApplicantsPage(
  db: Db,
  orgId: string,
  jobId: string,
  { page, limit }: Pick<PageQuery, 'page' | 'limit'>,
): Promise<{ rows: ApplicantRow[]; total: number }> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  const where = and(eq(applications.orgId, orgId), eq(applications.jobId, job.id));
  const [rows, [totals]] = await Promise.all([
    selectApplicants(db)
      .where(where)
      .orderBy(desc(applications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * How many applicants each of `jobIds` has in each status, among the company's applications:
 * one grouped query on (org_id, job_id). Every job asked for is in the answer, with zeros when
 * it has none; a job of another company counts none of its applications.
 */
export async function applicantCountsByJob(
  db: Db,
  orgId: string,
  jobIds: readonly string[],
): Promise<Record<string, ApplicantCounts>> {
  const zero = (): ApplicantCounts => ({ applied: 0, shortlisted: 0, rejected: 0, hired: 0 });
  const counts: Record<string, ApplicantCounts> = Object.fromEntries(
    jobIds.map((id) => [id, zero()]),
  );
  if (jobIds.length === 0) return counts;
  const rows = await db
    .select({ jobId: applications.jobId, status: applications.status, value: count() })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), inArray(applications.jobId, [...jobIds])))
    .groupBy(applications.jobId, applications.status);
  for (const row of rows) {
    const job = counts[row.jobId];
    if (job) job[row.status] = row.value;
  }
  return counts;
}

/** Sets the status of an application to one of the company's jobs; the applicant as it is then. */
export async function setApplicantStatus(
  services: StatusMailServices,
  orgId: string,
  applicationId: string,
  status: ApplicationStatus,
): Promise<ApplicantRow> {
  const { db } = services;
  const [before] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), eq(applications.id, applicationId)));
  if (!before) throw notFound(JOB_MESSAGES.applicationNotFound);
  // Only a real change is recorded and told to the student; the same status again is a no-op.
  await changeApplicationStatus(services, before.id, status);
  const [row] = await selectApplicants(db).where(eq(applications.id, before.id));
  if (!row) throw notFound(JOB_MESSAGES.applicationNotFound);
  return row;
}

/** The resume of an applicant, for the company they applied to. */
export async function applicantResume(
  db: Db,
  orgId: string,
  applicationId: string,
): Promise<Resume> {
  const [application] = await db
    .select({ applicantId: applications.applicantId, resumeId: applications.resumeId })
    .from(applications)
    .where(and(eq(applications.orgId, orgId), eq(applications.id, applicationId)));
  if (!application) throw notFound(JOB_MESSAGES.applicationNotFound);
  // The resume the student chose when applying; else the one they saved last.
  const [chosen] = application.resumeId
    ? await db
        .select()
        .from(resumes)
        .where(
          and(eq(resumes.id, application.resumeId), eq(resumes.userId, application.applicantId)),
        )
    : [];
  const resume = chosen ? toResume(chosen) : await latestResumeOf(db, application.applicantId);
  if (!resume) throw notFound(JOB_MESSAGES.noResume);
  return resume;
}
