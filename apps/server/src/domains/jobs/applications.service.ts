import { and, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { applicationStatusMail, type Applicant, type ApplicationStatus } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Mailer } from '../../mail/mailer';
import { users } from '../accounts/users.table';
import { resumes } from '../resumes';
import type { Db } from '../../db/client';
import { organizations } from '../orgs/orgs.table';
import { notify } from '../notifications';
import { applications, companyProfiles, jobs } from './jobs.table';

/**
 * Applications with their job and company: the one read behind the job portal's My applications
 * and the placement pages' Apply and Response tables (which add what followed each one).
 */
export const selectApplicationsWithJob = (db: Db) =>
  db
    .select({
      application: applications,
      job: jobs,
      companyName: organizations.name,
      companyCity: organizations.city,
      companyLocation: companyProfiles.location,
      logo: companyProfiles.logo,
      resumeName: resumes.name,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(organizations, eq(organizations.id, applications.orgId))
    .leftJoin(companyProfiles, eq(companyProfiles.orgId, applications.orgId))
    .leftJoin(resumes, eq(resumes.id, applications.resumeId));
export type ApplicationWithJob = Awaited<ReturnType<typeof selectApplicationsWithJob>>[number];

/** One page of a student's own applications, newest first, and their total. */
export async function studentApplicationsPage(
  db: Db,
  applicantId: string,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: ApplicationWithJob[]; total: number }> {
  const where: SQL = eq(applications.applicantId, applicantId);
  const [rows, [totals]] = await Promise.all([
    selectApplicationsWithJob(db)
      .where(where)
      .orderBy(desc(applications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * A job's applicants as the company sees them, each with the resume they chose when applying,
 * or else the one they saved last (looked up per row through the (user_id, ...) index): the
 * applicant list and the candidate comparison.
 */
export const selectApplicants = (db: Db) => {
  const latestResume = db
    .select({ id: resumes.id, name: resumes.name })
    .from(resumes)
    .where(
      and(
        eq(resumes.userId, applications.applicantId),
        or(isNull(applications.resumeId), eq(resumes.id, applications.resumeId)),
      ),
    )
    .orderBy(desc(resumes.updatedAt), desc(resumes.id))
    .limit(1)
    .as('latest_resume');
  return db
    .select({
      _id: applications.id,
      status: applications.status,
      appliedAt: applications.createdAt,
      note: applications.note,
      userId: users.id,
      fullname: users.fullname,
      email: users.email,
      phoneNumber: users.phoneNumber,
      resumeId: latestResume.id,
      resumeName: latestResume.name,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoinLateral(latestResume, sql`true`);
};
export type ApplicantRow = Awaited<ReturnType<typeof selectApplicants>>[number];

export const toApplicant = (row: ApplicantRow): Applicant => ({
  _id: row._id,
  status: row.status,
  appliedAt: row.appliedAt.toISOString(),
  applicant: {
    _id: row.userId,
    fullname: row.fullname,
    email: row.email,
    phoneNumber: row.phoneNumber,
  },
  resume:
    row.resumeId && row.resumeName !== null ? { _id: row.resumeId, name: row.resumeName } : null,
  note: row.note,
});

export interface StatusMailServices {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  background: AppContext['background'];
}

/** What a route needs to tell a student of a status change, for one request (its log). */
export const statusMailServices =
  ({
    db,
    mailer,
    config,
    background,
  }: Pick<AppContext, 'db' | 'mailer' | 'config' | 'background'>) =>
  (request: { log: FastifyBaseLogger }): StatusMailServices => ({
    db,
    mailer,
    publicUrl: config.publicUrl,
    log: request.log,
    background,
  });

/** Who an application's e-mails go to, and what they name: its job, company and status. */
async function applicationMailFacts(db: Db, applicationId: string) {
  const [row] = await db
    .select({
      applicantId: applications.applicantId,
      orgId: applications.orgId,
      status: applications.status,
      title: jobs.title,
      company: organizations.name,
      email: users.email,
      fullname: users.fullname,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(organizations, eq(organizations.id, applications.orgId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(eq(applications.id, applicationId));
  return row;
}

/** The notification an application's e-mail also is: its kind, the event's key and its page. */
export interface ApplicantNotice {
  kind: 'application-status' | 'interview';
  key: string;
  link: string;
}

/**
 * Sends the student one e-mail about their application, made by `compose` from its facts, after
 * the answer: a slow or retrying mail server never holds the company's request. The same
 * subject is written to the student's notifications first, once per `notice.key`. A mail that
 * still fails is logged: what it tells of is saved already, and the app shows it.
 */
export function mailApplicant(
  { db, mailer, log, background }: StatusMailServices,
  applicationId: string,
  compose: (facts: NonNullable<Awaited<ReturnType<typeof applicationMailFacts>>>) => {
    subject: string;
    text: string;
  },
  notice: ApplicantNotice,
): void {
  background(async () => {
    const facts = await applicationMailFacts(db, applicationId);
    if (!facts) return;
    const mail = compose(facts);
    try {
      await notify(db, [
        {
          userId: facts.applicantId,
          kind: notice.kind,
          key: `${applicationId}:${notice.key}`,
          text: mail.subject,
          link: notice.link,
          orgId: facts.orgId,
          business: facts.company,
        },
      ]);
    } catch (error) {
      log.warn({ err: error, application: applicationId }, 'application notification not written');
    }
    try {
      await mailer.send({ to: facts.email, ...mail });
    } catch (error) {
      log.warn({ err: error, application: applicationId }, 'application e-mail not sent');
    }
  });
}

/** Where the app shows an application's status: My applications, unless told otherwise. */
export const MY_APPLICATIONS_PAGE = '/jobs/applications';

/**
 * Moves an application to `status` when that is a change, and tells the student: in the app
 * (`status_changed_at`, which My applications and the job's page show) and by e-mail. Every
 * route that changes a status goes through here: the portal's status select and the placement
 * area's interview, decision and rounds. `from` changes it only from those statuses; `page` is
 * the link in the e-mail; `mail: false` leaves the e-mail to the caller, which tells of the
 * change in its own. The same status again changes nothing and mails no one.
 */
export async function changeApplicationStatus(
  services: StatusMailServices,
  applicationId: string,
  status: ApplicationStatus,
  {
    from,
    page = MY_APPLICATIONS_PAGE,
    mail = true,
  }: { from?: readonly ApplicationStatus[]; page?: string; mail?: boolean } = {},
): Promise<boolean> {
  const [changed] = await services.db
    .update(applications)
    .set({ status, statusChangedAt: new Date() })
    .where(
      and(
        eq(applications.id, applicationId),
        ne(applications.status, status),
        from ? inArray(applications.status, [...from]) : undefined,
      ),
    )
    .returning({ id: applications.id, changedAt: applications.statusChangedAt });
  if (!changed) return false;
  if (mail)
    mailApplicant(
      services,
      applicationId,
      (facts) => applicationStatusMail({ ...facts, link: `${services.publicUrl}${page}` }),
      // Each change is its own event: a status left and reached again is told again.
      {
        kind: 'application-status',
        key: `${status}:${changed.changedAt?.getTime() ?? 0}`,
        link: page,
      },
    );
  return true;
}
