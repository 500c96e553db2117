import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { JOB_MESSAGES } from '@vedann/contracts';
import type {
  Applicant,
  ApplicationStatus,
  ApplyInput,
  JobCounts,
  Resume,
  SavedSearch,
  SavedSearchInput,
  Company,
  CompanySummary,
  Job,
  JobDetail,
  MyApplication,
  PageInfo,
} from '@vedann/contracts';
import type { RenderMeta } from '../../lib/render-meta';
import { translateMessage } from '../../i18n';
import { apiGet, apiGetPage, apiSend, errorMessage } from '../../lib/api';
import { useStoredOrgId } from '../../lib/org-store';
import { queryString } from '../../lib/query-string';

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

type Paged<K extends string, Row> = Record<K, Row[]> & PageInfo;

// Both portal queries are public reads: the server may fill them when it renders /jobs for a
// first visit (`RenderMeta`), so the first page of jobs is in the page's HTML.

export function useJobs(filter: JobsFilter) {
  const url = `/jobs${queryString({ ...filter })}`;
  return useQuery({
    queryKey: ['jobs', 'list', filter],
    queryFn: () => apiGet<Paged<'jobs', Job>>(url),
    meta: { renderUrl: url } satisfies RenderMeta,
    placeholderData: keepPreviousData,
  });
}

const countsOf = (answer: { counts: JobCounts }) => answer.counts;

/** The count beside each option of the panel, for the same filters (sort and page aside). */
export function useJobCounts(filter: JobsFilter) {
  const rest: JobsFilter = { ...filter, page: undefined, sort: undefined };
  const url = `/jobs/counts${queryString({ ...rest })}`;
  return useQuery({
    queryKey: ['jobs', 'counts', rest],
    // The cache keeps the answer as it came (what the server may fill it with); the panel reads
    // its counts.
    queryFn: () => apiGet<{ counts: JobCounts }>(url),
    select: countsOf,
    meta: { renderUrl: url } satisfies RenderMeta,
    placeholderData: keepPreviousData,
  });
}

export const SAVED_SEARCHES_KEY = ['jobs', 'searches'] as const;

export function useSavedSearches(enabled: boolean) {
  return useQuery({
    queryKey: SAVED_SEARCHES_KEY,
    queryFn: async () => (await apiGet<{ searches: SavedSearch[] }>('/job-searches')).searches,
    enabled,
  });
}

export function useSavedSearchActions() {
  const queryClient = useQueryClient();
  const done = async (answer: { message: string }) => {
    notifications.show({ color: 'green', message: translateMessage(answer.message) });
    await queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
  };
  return {
    save: useMutation({
      mutationFn: (input: SavedSearchInput) =>
        apiSend<{ message: string }>('POST', '/job-searches', input),
      onSuccess: done,
    }),
    setAlerts: useMutation({
      mutationFn: ({ id, alerts }: { id: string; alerts: boolean }) =>
        apiSend<{ message: string }>('PATCH', `/job-searches/${id}`, { alerts }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiSend<{ message: string }>('DELETE', `/job-searches/${id}`),
      onSuccess: done,
    }),
  };
}

/** The student's saved resumes to choose from when applying (the first 50, oldest first). */
export function useMyResumes(enabled: boolean) {
  return useQuery({
    queryKey: ['resumes', 'page', 1, 50],
    queryFn: () => apiGetPage<Resume>('/api/resumes?page=1&limit=50'),
    enabled,
  });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      apiSend<{ message: string }>('DELETE', `/application/${applicationId}`),
    onSuccess: (answer) =>
      notifications.show({ color: 'green', message: translateMessage(answer.message) }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: translateMessage(errorMessage(error, JOB_MESSAGES.applyFailed)),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}

export const jobDetailKey = (id: string) => ['jobs', 'detail', id] as const;

export function useJobDetail(id: string) {
  return useQuery({
    queryKey: jobDetailKey(id),
    queryFn: async () => (await apiGet<{ job: JobDetail }>(`/application/job/${id}`)).job,
  });
}

export function useApply(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput & { userId: string }) =>
      apiSend<{ message: string }>('POST', `/application/apply/${jobId}`, input),
    onSuccess: (answer) =>
      notifications.show({ color: 'green', message: translateMessage(answer.message) }),
    // Refused or not, the job is read again: an application made in another tab shows as such.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}

export function useMyApplications(page: number) {
  return useQuery({
    queryKey: ['jobs', 'mine', page],
    queryFn: () =>
      apiGet<Paged<'applications', MyApplication>>(`/application/mine${queryString({ page })}`),
    placeholderData: keepPreviousData,
  });
}

export const COMPANIES_KEY = ['companies'] as const;

export function useMyCompanies(name = '') {
  return useQuery({
    queryKey: [...COMPANIES_KEY, 'mine', name],
    queryFn: async () =>
      (await apiGet<{ companies: CompanySummary[] }>(`/user/companies${queryString({ name })}`))
        .companies,
    placeholderData: keepPreviousData,
  });
}

/** One company; asked for as itself, so the request speaks for it whatever business is current. */
export function useCompany(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...COMPANIES_KEY, 'one', id],
    queryFn: async () => (await apiGet<{ company: Company }>(`/companies/${id}`)).company,
    enabled,
  });
}

export function useApplicants(jobId: string | null, page: number) {
  const orgId = useStoredOrgId();
  return useQuery({
    queryKey: ['applicants', orgId, jobId, page],
    queryFn: () =>
      apiGet<Paged<'applicants', Applicant>>(
        `/admin/jobs/${jobId ?? ''}/applicants${queryString({ page })}`,
      ),
    enabled: jobId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useApplicantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) =>
      apiSend<{ message: string }>('PUT', `/admin/applications/${id}/status`, { status }),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: translateMessage(answer.message) });
      await queryClient.invalidateQueries({ queryKey: ['applicants'] });
    },
  });
}
