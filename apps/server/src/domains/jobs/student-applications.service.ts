import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  JOB_MESSAGES,
  WITHDRAWABLE_STATUSES,
  idSchema,
  type MyApplication,
  type applyInputSchema,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors';
import { resumes } from '../resumes';
import type { ApplicationWithJob } from './applications.service';
import { applications, jobs } from './jobs.table';

// A student's own applications: applying, the list of them, and withdrawing one.

/** Applies the student to an open job, with one of their own resumes if they chose one. */
export async function applyToJob(
  db: Db,
  applicantId: string,
  jobId: string,
  { resumeId, note }: z.output<typeof applyInputSchema>,
): Promise<void> {
  if (!idSchema.safeParse(jobId).success) throw notFound(JOB_MESSAGES.notFound);
  const [job] = await db
    .select({ id: jobs.id, orgId: jobs.orgId, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) throw notFound(JOB_MESSAGES.notFound);
  if (job.status !== 'open') throw new HttpError(409, JOB_MESSAGES.closed);
  if (resumeId) {
    // Only one of the student's own resumes can be sent.
    const [own] = await db
      .select({ id: resumes.id })
      .from(resumes)
      .where(and(eq(resumes.id, resumeId), eq(resumes.userId, applicantId)));
    if (!own) throw badRequest(JOB_MESSAGES.resume);
  }
  try {
    await db.insert(applications).values({
      orgId: job.orgId,
      jobId: job.id,
      applicantId,
      resumeId: resumeId ?? null,
      note,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'applications_job_applicant_key'))
      throw conflict(JOB_MESSAGES.duplicate);
    throw error;
  }
}

/** A row of My applications. */
export const toMyApplication = ({
  application,
  job,
  logo,
  resumeName,
}: ApplicationWithJob): MyApplication => ({
  _id: application.id,
  status: application.status,
  createdAt: application.createdAt.toISOString(),
  statusChangedAt: application.statusChangedAt?.toISOString() ?? null,
  note: application.note,
  resume:
    application.resumeId && resumeName !== null
      ? { _id: application.resumeId, name: resumeName }
      : null,
  job: {
    _id: job.id,
    title: job.title,
    location: job.location,
    status: job.status,
    company: { name: job.companyName, logo },
  },
});

/**
 * Removes the student's own application while nothing has been decided on it, so the company no
 * longer sees it and the student may apply again while the job is open.
 */
export async function withdrawApplication(
  db: Db,
  applicantId: string,
  applicationId: string,
): Promise<void> {
  const [application] = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.applicantId, applicantId)));
  if (!application) throw notFound(JOB_MESSAGES.applicationNotFound);
  const [removed] = await db
    .delete(applications)
    .where(
      and(
        eq(applications.id, application.id),
        inArray(applications.status, [...WITHDRAWABLE_STATUSES]),
      ),
    )
    .returning({ id: applications.id });
  // Decided before or while this ran: the delete matched nothing.
  if (!removed) throw conflict(JOB_MESSAGES.notWithdrawable);
}
