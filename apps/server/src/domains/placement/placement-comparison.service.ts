import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { EXTRA_EDUCATION_TYPE, JOB_MESSAGES, type Candidate } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { selectApplicants, type ApplicantRow, applications, jobs } from '../jobs';
import { resumes } from '../resumes';

/**
 * Candidate comparison: one page of a job's applicants (404 for a job not the company's), newest
 * first, side by side from their last saved resumes.
 */
export async function compareCandidates(
  db: Db,
  orgId: string,
  jobId: string,
  { page, limit }: { page: number; limit: number },
): Promise<{ candidates: Candidate[]; total: number }> {
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
  const resumeIds = rows.flatMap((row) => (row.resumeId ? [row.resumeId] : []));
  const resumeRows =
    resumeIds.length === 0
      ? []
      : await db.select().from(resumes).where(inArray(resumes.id, resumeIds));
  const byId = new Map(resumeRows.map((resume) => [resume.id, resume]));
  return {
    candidates: rows.map((row) =>
      toCandidate(row, row.resumeId ? byId.get(row.resumeId) : undefined),
    ),
    total: totals?.total ?? 0,
  };
}

type ResumeRow = typeof resumes.$inferSelect;
const educationOf = (resume: ResumeRow | undefined, matches: (type: string) => boolean) => {
  const line = resume?.education.find((entry) => matches(entry.type.trim().toLowerCase()));
  if (!line) return '';
  return line.percentage ? `${line.percentage}%` : line.university;
};
/**
 * The resume builder has three fixed lines (10th, 12th, Graduation) and added lines typed
 * Education; the first added line is read as post graduation.
 */
const isPostGraduation = (type: string) => type === EXTRA_EDUCATION_TYPE.toLowerCase();

function toCandidate(row: ApplicantRow, resume: ResumeRow | undefined): Candidate {
  return {
    applicationId: row._id,
    fullname: row.fullname,
    status: row.status,
    hasResume: Boolean(resume),
    address: resume?.address ?? '',
    tenth: educationOf(resume, (type) => type === '10th'),
    twelfth: educationOf(resume, (type) => type === '12th'),
    graduation: educationOf(resume, (type) => type === 'graduation'),
    postGraduation: educationOf(resume, isPostGraduation),
    skills: (resume?.skills ?? []).map((entry) => entry.skill).filter(Boolean),
    experience: (resume?.experience ?? [])
      .filter((entry) => entry.role || entry.company)
      .map((entry) => [entry.role, entry.company].filter(Boolean).join(' at ')),
  };
}
