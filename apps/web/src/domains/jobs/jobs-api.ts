import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  JOB_MESSAGES,
  jobsApi,
  resumesApi,
  type AnswerOf,
  type ApplicationStatus,
  type ApplyInput,
  type QueryOf,
  type SavedSearchInput,
} from '@vedann/contracts';
import { translateMessage } from '../../i18n';
import { errorMessage } from '../../lib/api';
import {
  callEndpointPage,
  endpointKey,
  useEndpoint,
  useEndpointMutation,
  useRefresh,
} from '../../lib/endpoint';
import { useStoredOrgId } from '../../lib/org-store';

/**
 * The portal's query: the filter panel's choices (each group's options comma-separated, as the
 * address and the API write them), the keyword, the sort and the page.
 */
export interface JobsFilter {
  location?: string | undefined;
  industry?: string | undefined;
  salary?: string | undefined;
  keyword?: string | undefined;
  jobType?: string | undefined;
  experience?: string | undefined;
  posted?: string | undefined;
  company?: string | undefined;
  sort?: string | undefined;
  page?: number | undefined;
}

/**
 * The address's values go to the API as they are (the address may hold any text): the server
 * checks them against the declared query, as it did before they had a type.
 */
const portalQuery = (filter: JobsFilter) => ({ ...filter }) as QueryOf<typeof jobsApi.portal.jobs>;

/** What an application's change makes stale: the portal's jobs, a job's page, My applications. */
const JOB_READS = [
  jobsApi.portal.jobs,
  jobsApi.portal.counts,
  jobsApi.portal.detail,
  jobsApi.applications.mine,
];

const showDone = (answer: { message: string }) =>
  notifications.show({ color: 'green', message: translateMessage(answer.message) });

// Both portal queries are public reads: the server may fill them when it renders /jobs for a
// first visit (`RenderMeta`), so the first page of jobs is in the page's HTML.

export function useJobs(filter: JobsFilter) {
  return useEndpoint(
    jobsApi.portal.jobs,
    { query: portalQuery(filter) },
    { rendered: true, keepPrevious: true },
  );
}

const countsOf = (answer: AnswerOf<typeof jobsApi.portal.counts>) => answer.counts;

/** The count beside each option of the panel, for the same filters (sort and page aside). */
export function useJobCounts(filter: JobsFilter) {
  const rest: JobsFilter = { ...filter, page: undefined, sort: undefined };
  // The cache keeps the answer as it came (what the server may fill it with); the panel reads
  // its counts.
  return useEndpoint(
    jobsApi.portal.counts,
    { query: portalQuery(rest) },
    { select: countsOf, rendered: true, keepPrevious: true },
  );
}

export function useSavedSearches(enabled: boolean) {
  return useEndpoint(
    jobsApi.savedSearches.list,
    {},
    { select: (answer) => answer.searches, enabled },
  );
}

export function useSavedSearchActions() {
  const stale = [jobsApi.savedSearches.list];
  return {
    save: useEndpointMutation(jobsApi.savedSearches.save, {
      toCall: (body: SavedSearchInput) => ({ body }),
      stale,
      onSuccess: showDone,
    }),
    setAlerts: useEndpointMutation(jobsApi.savedSearches.setAlerts, {
      toCall: ({ id, alerts }: { id: string; alerts: boolean }) => ({
        params: { id },
        body: { alerts },
      }),
      stale,
      onSuccess: showDone,
    }),
    remove: useEndpointMutation(jobsApi.savedSearches.remove, {
      toCall: (id: string) => ({ params: { id } }),
      stale,
      onSuccess: showDone,
    }),
  };
}

/** The student's saved resumes to choose from when applying (the first 50, oldest first). */
export function useMyResumes(enabled: boolean) {
  const orgId = useStoredOrgId();
  const call = { query: { page: 1, limit: 50 } };
  return useQuery({
    queryKey: endpointKey(resumesApi.list, orgId, call),
    queryFn: () => callEndpointPage(resumesApi.list, call),
    enabled,
  });
}

export function useWithdraw() {
  const refresh = useRefresh(JOB_READS);
  return useEndpointMutation(jobsApi.applications.withdraw, {
    toCall: (applicationId: string) => ({ params: { id: applicationId } }),
    onSuccess: (answer) => {
      showDone(answer);
      return refresh();
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        message: translateMessage(errorMessage(error, JOB_MESSAGES.applyFailed)),
      });
      return refresh();
    },
  });
}

export function useJobDetail(id: string) {
  return useEndpoint(
    jobsApi.portal.detail,
    { params: { jobId: id } },
    { select: (answer) => answer.job },
  );
}

export function useApply(jobId: string) {
  const refresh = useRefresh(JOB_READS);
  return useEndpointMutation(jobsApi.applications.apply, {
    toCall: (input: ApplyInput & { userId: string }) => ({ params: { jobId }, body: input }),
    // Refused or not, the job is read again: an application made in another tab shows as such.
    onSuccess: (answer) => {
      showDone(answer);
      return refresh();
    },
    onError: () => refresh(),
  });
}

export function useMyApplications(page: number) {
  return useEndpoint(jobsApi.applications.mine, { query: { page } }, { keepPrevious: true });
}

/** What a change to a company makes stale: the account's companies and each company. */
export const COMPANY_READS = [jobsApi.companies.mine, jobsApi.companies.one];

export function useMyCompanies(name = '') {
  return useEndpoint(
    jobsApi.companies.mine,
    { query: { name } },
    { select: (answer) => answer.companies, keepPrevious: true },
  );
}

/** One company; asked for as itself, so the request speaks for it whatever business is current. */
export function useCompany(id: string, enabled: boolean) {
  return useEndpoint(
    jobsApi.companies.one,
    { params: { id } },
    { select: (answer) => answer.company, enabled },
  );
}

export function useApplicants(jobId: string | null, page: number) {
  return useEndpoint(
    jobsApi.company.applicants,
    { params: { id: jobId ?? '' }, query: { page } },
    { enabled: jobId !== null, keepPrevious: true },
  );
}

/** How many applicants each of the page's jobs has in each status; only with the permission. */
export function useApplicantCounts(jobIds: string[], allowed: boolean) {
  return useEndpoint(
    jobsApi.company.applicantCounts,
    { query: { ids: jobIds.join(',') } },
    { enabled: allowed && jobIds.length > 0, keepPrevious: true },
  );
}

export function useApplicantStatus() {
  return useEndpointMutation(jobsApi.company.applicantStatus, {
    toCall: ({ id, status }: { id: string; status: ApplicationStatus }) => ({
      params: { id },
      body: { status },
    }),
    stale: [jobsApi.company.applicants, jobsApi.company.applicantCounts],
    onSuccess: showDone,
  });
}
