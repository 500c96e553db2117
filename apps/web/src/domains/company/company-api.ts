import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type {
  Assessment,
  Candidate,
  CompanyPlacementApplication,
  CompanyJob,
  CompanyProfile,
  AharProfileInput,
  CompanyProfileInput,
  CompanyRating,
  InterviewInput,
  InterviewRound,
  InterviewRoundInput,
  PageInfo,
  PlacementDecision,
  PlacementEnquiry,
  PlacementEnquiryAnswer,
  SharePrice,
} from '@vedann/contracts';
import { translateMessage } from '../../i18n';
import { apiGet, apiSend } from '../../lib/api';
import { RESOURCE_QUERY } from '../../lib/resource';
import { useStoredOrgId } from '../../lib/org-store';
import { queryString } from '../../lib/query-string';

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
    // With a new logo the profile goes as multipart (founders and contact as JSON texts, the
    // spec's shape of Submit Profile), else as JSON.
    mutationFn: ({
      input,
      image,
    }: {
      input: CompanyProfileInput | AharProfileInput;
      image: File | null;
    }) => {
      if (!image)
        return apiSend<Changed & { profile: CompanyProfile }>('POST', '/company/profile', input);
      const form = new FormData();
      for (const [key, value] of Object.entries(input))
        form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
      form.set('image', image);
      return apiSend<Changed & { profile: CompanyProfile }>('POST', '/company/profile', form);
    },
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

// --- The recruiter's placement page: applicants, what the company sets for each, enquiries.

type Paged<K extends string, Row> = Record<K, Row[]> & PageInfo;

/** Refreshes the company's lists after a change (the applicants, enquiries, comparison, rounds). */
function useChanged() {
  const queryClient = useQueryClient();
  return async (answer: Changed) => {
    said(answer);
    await queryClient.invalidateQueries({ queryKey: [COMPANY] });
  };
}

export function useCompanyApplications(
  jobId: string | null,
  page: number,
  stage?: 'interview' | 'decided',
) {
  const orgId = useStoredOrgId();
  return useQuery({
    queryKey: [COMPANY, orgId, 'applications', jobId, page, stage],
    queryFn: () =>
      apiGet<Paged<'applications', CompanyPlacementApplication>>(
        `/company/placement/applications${queryString({ jobId: jobId ?? undefined, page, stage })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSetInterview() {
  const onSuccess = useChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: InterviewInput }) =>
      apiSend<Changed>('PUT', `/admin/applications/${id}/interview`, input),
    onSuccess,
  });
}

export function useDecide() {
  const onSuccess = useChanged();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      remark,
      letter,
    }: {
      id: string;
      decision: PlacementDecision;
      remark: string;
      letter: File | null;
    }) => {
      const form = new FormData();
      form.set('decision', decision);
      form.set('remark', remark);
      if (letter) form.set('letter', letter);
      return apiSend<Changed>('PUT', `/admin/applications/${id}/decision`, form);
    },
    onSuccess,
  });
}

export function useCompanyConsent() {
  const onSuccess = useChanged();
  return useMutation({
    mutationFn: ({ id, consent }: { id: string; consent: boolean }) =>
      apiSend<Changed>('PUT', `/admin/applications/${id}/consent`, { consent }),
    onSuccess,
  });
}

export function useAssess() {
  const onSuccess = useChanged();
  return useMutation({
    mutationFn: ({ id, assessment }: { id: string; assessment: Assessment }) =>
      apiSend<Changed>('PUT', `/admin/applications/${id}/assessment`, assessment),
    onSuccess,
  });
}

export function useRounds(applicationId: string) {
  const orgId = useStoredOrgId();
  return useQuery({
    queryKey: [COMPANY, orgId, 'rounds', applicationId],
    queryFn: async () =>
      (await apiGet<{ rounds: InterviewRound[] }>(`/admin/applications/${applicationId}/rounds`))
        .rounds,
  });
}

export function useAddRound() {
  const onSuccess = useChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: InterviewRoundInput }) =>
      apiSend<Changed>('POST', `/admin/applications/${id}/rounds`, input),
    onSuccess,
  });
}

export function useUpdateRound() {
  const onSuccess = useChanged();
  return useMutation({
    mutationFn: ({
      id,
      roundId,
      input,
    }: {
      id: string;
      roundId: string;
      input: InterviewRoundInput;
    }) => apiSend<Changed>('PUT', `/admin/applications/${id}/rounds/${roundId}`, input),
    onSuccess,
  });
}

export function useRemoveRound() {
  const onSuccess = useChanged();
  return useMutation({
    mutationFn: ({ id, roundId }: { id: string; roundId: string }) =>
      apiSend<Changed>('DELETE', `/admin/applications/${id}/rounds/${roundId}`),
    onSuccess,
  });
}

export function useCompanyEnquiries(page: number) {
  const orgId = useStoredOrgId();
  return useQuery({
    queryKey: [COMPANY, orgId, 'enquiries', page],
    queryFn: () =>
      apiGet<Paged<'enquiries', PlacementEnquiry>>(`/company/enquiries${queryString({ page })}`),
    placeholderData: keepPreviousData,
  });
}

export function useAnswerEnquiry() {
  const onSuccess = useChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PlacementEnquiryAnswer }) =>
      apiSend<Changed>('PATCH', `/company/enquiries/${id}`, input),
    onSuccess,
  });
}

/** Sends a news item to the platform's news feed, for a platform administrator to approve. */
export function useSendNewsToFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<Changed>('POST', `/company/news/${id}/feed`),
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [RESOURCE_QUERY, '/company/news'] });
    },
  });
}
