import type { CompanyJob, Organization } from '@vedann/contracts';
export const JOBS_PAGE_SIZE = 10;
/** Between facts on one line (not a word, so the same in every language). */
export const SEPARATOR = ' · ';

export const can = (org: Organization | null, permission: string) =>
  Boolean(
    org && (org.role === 'owner' || org.role === 'admin' || org.permissions.includes(permission)),
  );

export type JobDraft = {
  title: string;
  description: string;
  position: string;
  jobType: string;
  salary: string;
  location: string;
  industry: string;
  experience: string;
  status: string;
};

export const EMPTY_JOB: JobDraft = {
  title: '',
  description: '',
  position: '1',
  jobType: 'Full Time',
  salary: '',
  location: '',
  industry: '',
  experience: '0',
  status: 'open',
};

export const jobToDraft = (job: CompanyJob): JobDraft => ({
  title: job.title,
  description: job.description,
  position: String(job.position),
  jobType: job.jobType,
  salary: String(job.salary),
  location: job.location,
  industry: job.industry,
  experience: String(job.experience),
  status: job.status,
});
