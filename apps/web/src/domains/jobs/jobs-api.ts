import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type {
  Applicant,
  ApplicationStatus,
  Company,
  CompanySummary,
  Job,
  JobDetail,
  MyApplication,
  PageInfo,
} from '@vedann/contracts';
import { translateMessage } from '../../i18n';
import { apiGet, apiSend } from '../../lib/api';
import { useStoredOrgId } from '../../lib/org-store';

/** The portal's query: the filter panel's choices, the keyword and the page. */
export interface JobsFilter {
  location?: string | undefined;
  industry?: string | undefined;
  salary?: string | undefined;
  keyword?: string | undefined;
  /** Fixed by the page (`/placement/internships`), not a choice of the panel. */
  jobType?: string | undefined;
  page?: number | undefined;
}

export function queryString(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

type Paged<K extends string, Row> = Record<K, Row[]> & PageInfo;

export function useJobs(filter: JobsFilter) {
  return useQuery({
    queryKey: ['jobs', 'list', filter],
    queryFn: () => apiGet<Paged<'jobs', Job>>(`/jobs${queryString({ ...filter })}`),
    placeholderData: keepPreviousData,
  });
}

export const jobDetailKey = (id: string) => ['jobs', 'detail', id] as const;

export function useJobDetail(id: string) {
  return useQuery({
    queryKey: jobDetailKey(id),
    queryFn: async () => (await apiGet<{ job: JobDetail }>(`/application/job/${id}`)).job,
    retry: false,
  });
}

export function useApply(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiSend<{ message: string }>('POST', `/application/apply/${jobId}`, { userId }),
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
    retry: false,
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
