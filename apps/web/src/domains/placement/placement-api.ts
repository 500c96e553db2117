import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type {
  CompanyCard,
  CompanyRatingInput,
  PageInfo,
  PlacementApplication,
  PlacementEnquiry,
  PlacementEnquiryInput,
  PlacementProfile,
  SelfRating,
  WorkHistory,
} from '@vedann/contracts';
import { translateMessage } from '../../i18n';
import { apiGet, apiSend } from '../../lib/api';
import { queryString } from '../../lib/query-string';

type Paged<K extends string, Row> = Record<K, Row[]> & PageInfo;
interface Changed {
  message: string;
}

const PLACEMENT = 'placement';
const said = (answer: Changed) =>
  notifications.show({ color: 'green', message: translateMessage(answer.message) });

export function useMyEnquiries(page: number) {
  return useQuery({
    queryKey: [PLACEMENT, 'enquiries', page],
    queryFn: () =>
      apiGet<Paged<'enquiries', PlacementEnquiry>>(`/placement/enquiries${queryString({ page })}`),
    placeholderData: keepPreviousData,
  });
}

export function useSendEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlacementEnquiryInput) =>
      apiSend<Changed>('POST', '/placement/enquiries', input),
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [PLACEMENT, 'enquiries'] });
    },
  });
}

/** The companies a student may write to, by name. */
export function useCompanyCards(search: string) {
  return useQuery({
    queryKey: ['company-pages', search],
    queryFn: () =>
      apiGet<Paged<'companies', CompanyCard>>(
        `/company-pages${queryString({ search, limit: 20 })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useMyPlacementApplications(page: number) {
  return useQuery({
    queryKey: [PLACEMENT, 'applications', page],
    queryFn: () =>
      apiGet<Paged<'applications', PlacementApplication>>(
        `/placement/applications${queryString({ page })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, consent }: { id: string; consent: boolean }) =>
      apiSend<Changed>('PUT', `/placement/applications/${id}/consent`, { consent }),
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [PLACEMENT, 'applications'] });
    },
  });
}

export function useRateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CompanyRatingInput }) =>
      apiSend<Changed>('PUT', `/placement/applications/${id}/company-rating`, input),
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [PLACEMENT, 'applications'] });
    },
  });
}

export function useSelfRating() {
  return useQuery({
    queryKey: [PLACEMENT, 'self-rating'],
    queryFn: async () => (await apiGet<{ data: SelfRating }>('/placement/self-rating')).data,
  });
}

export function useSaveSelfRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SelfRating) => apiSend<Changed>('PUT', '/placement/self-rating', input),
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [PLACEMENT, 'self-rating'] });
    },
  });
}

export function useWorkHistory() {
  return useQuery({
    queryKey: [PLACEMENT, 'working'],
    queryFn: async () => (await apiGet<{ data: WorkHistory }>('/placement/working')).data,
  });
}

export function useSaveWorkHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkHistory) => apiSend<Changed>('PUT', '/placement/working', input),
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [PLACEMENT, 'working'] });
    },
  });
}

export function usePlacementProfile() {
  return useQuery({
    queryKey: [PLACEMENT, 'profile'],
    queryFn: async () => (await apiGet<{ data: PlacementProfile }>('/placement/profile')).data,
  });
}

export function useSavePlacementProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlacementProfile) => apiSend<Changed>('PUT', '/placement/profile', input),
    onSuccess: async (answer) => {
      said(answer);
      await queryClient.invalidateQueries({ queryKey: [PLACEMENT, 'profile'] });
    },
  });
}
