import { and, eq, sql } from 'drizzle-orm';
import type { CompanyJob, Job } from '@vedann/contracts';
import type { Db } from '../../db/client';
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

// The keyword search is shared with other areas' lists.
export { keywordQuery } from '../../db/search';

export async function companyName(db: Db, orgId: string): Promise<string> {
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org?.name ?? '';
}
