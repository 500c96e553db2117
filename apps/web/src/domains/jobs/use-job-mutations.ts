import { jobsApi } from '@vedann/contracts';
import { useResourceMutations } from '../../lib/resource';
import type { JobDraft } from './admin-jobs-shared';

/**
 * Posting, editing, closing and deleting a job; every answer shown in the chosen language. The
 * form's draft goes as the form holds it (texts): the server reads its numbers.
 */
export const useJobMutations = () => useResourceMutations<JobDraft>(jobsApi.company.jobs);
