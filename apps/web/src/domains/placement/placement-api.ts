import { notifications } from '@mantine/notifications';
import {
  companyApi,
  placementApi,
  type CompanyRatingInput,
  type PlacementEnquiryInput,
  type PlacementProfile,
  type SelfRating,
  type WorkHistory,
} from '@vedann/contracts';
import { translateMessage } from '../../i18n';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint';

const said = (answer: { message: string }) =>
  notifications.show({ color: 'green', message: translateMessage(answer.message) });

export function useMyEnquiries(page: number) {
  return useEndpoint(placementApi.myEnquiries, { query: { page } }, { keepPrevious: true });
}

export function useSendEnquiry() {
  return useEndpointMutation(placementApi.sendEnquiry, {
    toCall: (input: PlacementEnquiryInput) => ({ body: input }),
    stale: [placementApi.myEnquiries],
    onSuccess: said,
  });
}

/** The companies a student may write to, by name. */
export function useCompanyCards(search: string) {
  return useEndpoint(companyApi.pages, { query: { search, limit: 20 } }, { keepPrevious: true });
}

export function useMyPlacementApplications(page: number) {
  return useEndpoint(placementApi.myApplications, { query: { page } }, { keepPrevious: true });
}

export function useConsent() {
  return useEndpointMutation(placementApi.studentConsent, {
    toCall: ({ id, consent }: { id: string; consent: boolean }) => ({
      params: { id },
      body: { consent },
    }),
    stale: [placementApi.myApplications],
    onSuccess: said,
  });
}

export function useRateCompany() {
  return useEndpointMutation(placementApi.rateCompany, {
    toCall: ({ id, input }: { id: string; input: CompanyRatingInput }) => ({
      params: { id },
      body: input,
    }),
    stale: [placementApi.myApplications],
    onSuccess: said,
  });
}

const readData = <Data>(answer: { data: Data }) => answer.data;

export function useSelfRating() {
  return useEndpoint(placementApi.selfRating.read, {}, { select: readData });
}

export function useSaveSelfRating() {
  return useEndpointMutation(placementApi.selfRating.save, {
    toCall: (input: SelfRating) => ({ body: input }),
    stale: [placementApi.selfRating.read],
    onSuccess: said,
  });
}

export function useWorkHistory() {
  return useEndpoint(placementApi.working.read, {}, { select: readData });
}

export function useSaveWorkHistory() {
  return useEndpointMutation(placementApi.working.save, {
    toCall: (input: WorkHistory) => ({ body: input }),
    stale: [placementApi.working.read],
    onSuccess: said,
  });
}

export function usePlacementProfile() {
  return useEndpoint(placementApi.profile.read, {}, { select: readData });
}

export function useSavePlacementProfile() {
  return useEndpointMutation(placementApi.profile.save, {
    toCall: (input: PlacementProfile) => ({ body: input }),
    stale: [placementApi.profile.read],
    onSuccess: said,
  });
}
