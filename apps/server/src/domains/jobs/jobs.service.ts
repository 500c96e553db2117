import { and, eq, sql } from 'drizzle-orm';
import type { CompanyJob, Job } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { deleteOwnFile } from '../../http/uploads';
import { organizations } from '../orgs/orgs.table';
import { companyProfiles, jobs } from './jobs.table';

export type JobRow = typeof jobs.$inferSelect;

/** The columns a job card needs: the job and its company's name and logo. */
export const jobCardColumns = {
  job: jobs,
  logo: companyProfiles.logo,
};

export function toCompanyJob(row: JobRow): CompanyJob {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    position: row.position,
    jobType: row.jobType,
    salary: row.salary,
    location: row.location,
    industry: row.industry,
    experience: row.experience,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toJob(row: { job: JobRow; logo: string | null }): Job {
  return {
    ...toCompanyJob(row.job),
    company: { _id: row.job.orgId, name: row.job.companyName, logo: row.logo },
  };
}

/** Keeps the company name copied into its jobs (for the keyword search) in step with a rename. */
export async function renameCompanyJobs(db: Db, orgId: string, name: string): Promise<void> {
  await db
    .update(jobs)
    .set({ companyName: name })
    .where(and(eq(jobs.orgId, orgId), sql`${jobs.companyName} <> ${name}`));
}

/**
 * Saves a company's name, city and profile row (one company, one profile: the job portal's form and
 * the company area's Submit Profile both write here), and what a save implies: the jobs carry the
 * new name, the business's cached entries are forgotten in every process, and a replaced logo is
 * deleted.
 */
export async function saveCompanyProfile(
  ctx: Pick<AppContext, 'db' | 'storage' | 'authCache'>,
  save: {
    orgId: string;
    userId: string;
    before: { name: string; logo: string | null | undefined };
    name: string;
    location: string;
    profile: Omit<typeof companyProfiles.$inferInsert, 'orgId'>;
    logo: string | undefined;
  },
): Promise<void> {
  const { db, storage, authCache } = ctx;
  const { orgId, before, profile, logo } = save;
  await db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set({ name: save.name, city: save.location })
      .where(eq(organizations.id, orgId));
    await tx
      .insert(companyProfiles)
      .values({ orgId, ...profile })
      .onConflictDoUpdate({ target: companyProfiles.orgId, set: profile });
  });
  if (save.name !== before.name) {
    await renameCompanyJobs(db, orgId, save.name);
    // The cached organization carries its name; every member's copy is now stale.
    await authCache.forgetOrg(orgId);
  }
  if (logo !== undefined && before.logo) {
    await deleteOwnFile(db, storage, before.logo, save.userId);
  }
}

// The keyword search is shared with other areas' lists.
export { keywordQuery } from '../../db/search';

export async function companyName(db: Db, orgId: string): Promise<string> {
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org?.name ?? '';
}
