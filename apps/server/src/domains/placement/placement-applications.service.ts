import { and, count, desc, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  JOB_MESSAGES,
  PLACEMENT_MESSAGES,
  type CompanyPlacementApplication,
  type companyPlacementQuerySchema,
  type PlacementApplication,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { users } from '../accounts/users.table';
import {
  selectApplicationsWithJob,
  studentApplicationsPage,
  type ApplicationWithJob,
  applications,
  jobs,
} from '../jobs';
import { companyRatings, placementOutcomes } from './placement.table';

// Applications, as the placement pages show them: the Apply and Response tables. The rows are
// the job portal's (selectApplicationsWithJob); what followed each one is read beside them.
type Outcome = typeof placementOutcomes.$inferSelect;
async function outcomesOf(db: Db, ids: string[]): Promise<Map<string, Outcome>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(placementOutcomes)
    .where(inArray(placementOutcomes.applicationId, ids));
  return new Map(rows.map((row) => [row.applicationId, row]));
}
async function ratedOf(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: companyRatings.applicationId })
    .from(companyRatings)
    .where(inArray(companyRatings.applicationId, ids));
  return new Set(rows.map((row) => row.id));
}
const toApplication = (
  row: ApplicationWithJob,
  outcome: Outcome | undefined,
  rated: boolean,
): PlacementApplication => {
  const agreed = Boolean(outcome?.studentConsent && outcome.companyConsent);
  return {
    _id: row.application.id,
    companyId: row.application.orgId,
    companyName: row.companyName,
    companyAddress: row.companyLocation ?? row.companyCity,
    post: row.job.title,
    contactNumber: outcome?.contactNumber ?? '',
    address: outcome?.address ?? '',
    status: row.application.status,
    interviewAt: outcome?.interviewAt?.toISOString() ?? null,
    decision: outcome?.decision ?? null,
    remark: outcome?.remark ?? '',
    letterUrl: outcome?.letterFileId ? `/api/v1/files/${outcome.letterFileId}` : null,
    studentConsent: outcome?.studentConsent ?? false,
    companyConsent: outcome?.companyConsent ?? false,
    assessment: agreed ? (outcome?.assessment ?? null) : null,
    companyRated: rated,
  };
};
async function toApplications(db: Db, rows: ApplicationWithJob[]): Promise<PlacementApplication[]> {
  const ids = rows.map((row) => row.application.id);
  const [outcomes, rated] = await Promise.all([outcomesOf(db, ids), ratedOf(db, ids)]);
  return rows.map((row) =>
    toApplication(row, outcomes.get(row.application.id), rated.has(row.application.id)),
  );
}

/** One application as the student's tables show it. */
export async function findPlacementApplication(db: Db, id: string): Promise<PlacementApplication> {
  const rows = await selectApplicationsWithJob(db).where(eq(applications.id, id));
  const [application] = await toApplications(db, rows);
  return application!;
}

/** One page of the student's own applications, newest first. */
export async function studentPlacementApplications(
  db: Db,
  userId: string,
  query: { page: number; limit: number },
): Promise<{ applications: PlacementApplication[]; total: number }> {
  const { rows, total } = await studentApplicationsPage(db, userId, query);
  return { applications: await toApplications(db, rows), total };
}

/**
 * The company's side of the same rows: the applicants to its jobs (one job's, or all; 404 for a
 * job not its own), newest first, each with the applicant's name and contacts, and what the
 * company set for it.
 */
export async function companyPlacementApplications(
  db: Db,
  orgId: string,
  { jobId, stage, page, limit }: z.output<typeof companyPlacementQuerySchema>,
): Promise<{ applications: CompanyPlacementApplication[]; total: number }> {
  if (jobId) {
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.orgId, orgId), eq(jobs.id, jobId)));
    if (!job) throw notFound(JOB_MESSAGES.notFound);
  }
  const staged = stage
    ? exists(
        db
          .select({ one: sql`1` })
          .from(placementOutcomes)
          .where(
            and(
              eq(placementOutcomes.applicationId, applications.id),
              stage === 'decided'
                ? isNotNull(placementOutcomes.decision)
                : isNotNull(placementOutcomes.interviewAt),
            ),
          ),
      )
    : undefined;
  const where = and(
    eq(applications.orgId, orgId),
    jobId ? eq(applications.jobId, jobId) : undefined,
    staged,
  );
  const [rows, [totals]] = await Promise.all([
    selectApplicationsWithJob(db)
      .where(where)
      .orderBy(desc(applications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  const applicantIds = [...new Set(rows.map((row) => row.application.applicantId))];
  const people =
    applicantIds.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            fullname: users.fullname,
            email: users.email,
            phoneNumber: users.phoneNumber,
          })
          .from(users)
          .where(inArray(users.id, applicantIds));
  const byId = new Map(people.map(({ id, ...person }) => [id, person]));
  const shown = await toApplications(db, rows);
  return {
    applications: shown.map((application, index) => {
      const row = rows[index]!;
      return {
        ...application,
        jobId: row.application.jobId,
        appliedAt: row.application.createdAt.toISOString(),
        applicant: byId.get(row.application.applicantId) ?? {
          fullname: '',
          email: '',
          phoneNumber: '',
        },
      };
    }),
    total: totals?.total ?? 0,
  };
}

/** The company's application (404 for any other), its outcome row made on first use. */
export async function companyApplication(db: Db, orgId: string, id: string) {
  const [application] = await db
    .select({ id: applications.id, applicantId: applications.applicantId })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.orgId, orgId)));
  if (!application) throw notFound(PLACEMENT_MESSAGES.applicationNotFound);
  await db
    .insert(placementOutcomes)
    .values({ applicationId: application.id, orgId })
    .onConflictDoNothing();
  return application;
}
