import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type {
  Candidate,
  CompanyJob,
  CompanyProfile,
  CompanyProfileInput,
  CompanyRating,
  PageInfo,
  SharePrice,
} from '@vedann/contracts';
import { translateMessage } from '../../i18n';
import { apiGet, apiSend } from '../../lib/api';
import { useStoredOrgId } from '../../lib/org-store';
import { queryString } from '../jobs/jobs-api';

interface Changed {
  message: string;
}
const COMPANY = 'company-area';
const said = (answer: Changed) =>
  notifications.show({ color: 'green', message: translateMessage(answer.message) });

export function useCompanyProfile() {
  const orgId = useStoredOrgId();
  return useQuery({
    queryKey: [COMPANY, orgId, 'profile'],
    queryFn: async () => (await apiGet<{ profile: CompanyProfile }>('/company/profile')).profile,
  });
}

export function useSubmitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyProfileInput) =>
      apiSend<Changed & { profile: CompanyProfile }>('POST', '/company/profile', input),
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [COMPANY] });
      // The name shows in the header's business list.
      await queryClient.invalidateQueries({ queryKey: ['orgs'] });
    },
  });
}

export function useAddCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      businessType,
      name,
      file,
    }: {
      businessType: string;
      name: string;
      file: File;
    }) => {
      const form = new FormData();
      form.set('businessType', businessType);
      form.set('name', name);
      form.set('file', file);
      return apiSend<Changed>('POST', '/company/certificates', form);
    },
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [COMPANY] });
    },
  });
}

export function useRemoveCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<Changed>('DELETE', `/company/certificates/${id}`),
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [COMPANY] });
    },
  });
}

/** Stores a product image or a PDF and gives its address (the tables' file columns). */
export async function uploadCompanyFile(kind: 'images' | 'documents', file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  return (await apiSend<{ url: string }>('POST', `/company/${kind}`, form)).url;
}

export function useShareChart() {
  const orgId = useStoredOrgId();
  return useQuery({
    queryKey: ['resource', '/company/share-prices', orgId, 'chart'],
    queryFn: async () =>
      (await apiGet<{ sharePrices: SharePrice[] }>('/company/share-prices/chart')).sharePrices,
  });
}

export function useCompanyRatings(page: number) {
  const orgId = useStoredOrgId();
  return useQuery({
    queryKey: [COMPANY, orgId, 'ratings', page],
    queryFn: () =>
      apiGet<
        { ratings: CompanyRating[]; summary: { average: number | null; count: number } } & PageInfo
      >(`/company/ratings${queryString({ page })}`),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyJobs() {
  const orgId = useStoredOrgId();
  return useQuery({
    queryKey: [COMPANY, orgId, 'jobs'],
    queryFn: async () => (await apiGet<{ jobs: CompanyJob[] }>('/admin/jobs?limit=100')).jobs,
  });
}

export function useComparison(jobId: string | null, page: number) {
  const orgId = useStoredOrgId();
  return useQuery({
    queryKey: [COMPANY, orgId, 'comparison', jobId, page],
    queryFn: () =>
      apiGet<{ candidates: Candidate[] } & PageInfo>(
        `/admin/jobs/${jobId ?? ''}/comparison${queryString({ page })}`,
      ),
    enabled: jobId !== null,
    placeholderData: keepPreviousData,
  });
}
