import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  companyApi,
  jobsApi,
  placementApi,
  type AharProfileInput,
  type Assessment,
  type CompanyJob,
  type CompanyProfileInput,
  type InterviewInput,
  type InterviewRoundInput,
  type PlacementDecision,
  type PlacementEnquiryAnswer,
} from '@vedann/contracts';
import { translateMessage } from '../../i18n';
import { callEndpoint, useEndpoint, useEndpointMutation, useRefresh } from '../../lib/endpoint';
import { ORGS_QUERY_KEY } from '../../lib/org';
import { useResourceList, useResourceMutations } from '../../lib/resource';

const said = (answer: { message: string }) =>
  notifications.show({ color: 'green', message: translateMessage(answer.message) });

export function useCompanyProfile() {
  return useEndpoint(companyApi.profile, {}, { select: (answer) => answer.profile });
}

export function useSubmitProfile() {
  const queryClient = useQueryClient();
  return useEndpointMutation(companyApi.submitProfile, {
    // With a new logo the profile goes as multipart (founders and contact as JSON texts, the
    // spec's shape of Submit Profile), else as JSON.
    toCall: ({
      input,
      image,
    }: {
      input: CompanyProfileInput | AharProfileInput;
      image: File | null;
    }) => {
      if (!image) return { body: input };
      const form = new FormData();
      for (const [key, value] of Object.entries(input))
        form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
      form.set('image', image);
      return { body: form };
    },
    stale: [companyApi.profile],
    onSuccess: async (answer) => {
      said(answer);
      // The name shows in the header's business list.
      await queryClient.invalidateQueries({ queryKey: ORGS_QUERY_KEY });
    },
  });
}

/**
 * A certificate's create (multipart, with its file) and remove; the profile, which lists the
 * certificates, reloads after either.
 */
export function useCertificates() {
  const { create, remove } = useResourceMutations<FormData>(companyApi.certificates);
  const refreshProfile = useRefresh([companyApi.profile]);
  const add = ({
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
    create.mutate(form, { onSuccess: () => void refreshProfile() });
  };
  const removeOne = (id: string) => remove.mutate(id, { onSuccess: () => void refreshProfile() });
  return { create, remove, add, removeOne };
}

/** Stores a product image or a PDF and gives its address (the tables' file columns). */
export async function uploadCompanyFile(kind: 'images' | 'documents', file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  return (await callEndpoint(companyApi[kind], { body: form })).url;
}

export function useShareChart() {
  return useEndpoint(companyApi.shareChart, {}, { select: (answer) => answer.sharePrices });
}

export function useCompanyRatings(page: number) {
  return useEndpoint(companyApi.ratings, { query: { page } }, { keepPrevious: true });
}

export function useCompanyJobs() {
  return useResourceList<CompanyJob>(jobsApi.company.jobs, { limit: 100 });
}

export function useComparison(jobId: string | null, page: number) {
  return useEndpoint(
    placementApi.comparison,
    { params: { id: jobId ?? '' }, query: { page } },
    { enabled: jobId !== null, keepPrevious: true },
  );
}

// --- The recruiter's placement page: applicants, what the company sets for each, enquiries.

/** What a change to an application makes stale: the company's lists of it. */
const APPLICATION_LISTS = [
  placementApi.companyApplications,
  placementApi.comparison,
  placementApi.rounds,
  placementApi.companyEnquiries,
];

export function useCompanyApplications(
  jobId: string | null,
  page: number,
  stage?: 'interview' | 'decided',
) {
  return useEndpoint(
    placementApi.companyApplications,
    { query: { jobId: jobId ?? undefined, page, stage } },
    { keepPrevious: true },
  );
}

export function useSetInterview() {
  return useEndpointMutation(placementApi.setInterview, {
    toCall: ({ id, input }: { id: string; input: InterviewInput }) => ({
      params: { id },
      body: input,
    }),
    stale: APPLICATION_LISTS,
    onSuccess: said,
  });
}

export function useDecide() {
  return useEndpointMutation(placementApi.decide, {
    toCall: ({
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
      return { params: { id }, body: form };
    },
    stale: APPLICATION_LISTS,
    onSuccess: said,
  });
}

export function useCompanyConsent() {
  return useEndpointMutation(placementApi.companyConsent, {
    toCall: ({ id, consent }: { id: string; consent: boolean }) => ({
      params: { id },
      body: { consent },
    }),
    stale: APPLICATION_LISTS,
    onSuccess: said,
  });
}

export function useAssess() {
  return useEndpointMutation(placementApi.assess, {
    toCall: ({ id, assessment }: { id: string; assessment: Assessment }) => ({
      params: { id },
      body: assessment,
    }),
    stale: APPLICATION_LISTS,
    onSuccess: said,
  });
}

export function useRounds(applicationId: string) {
  return useEndpoint(
    placementApi.rounds,
    { params: { id: applicationId } },
    { select: (answer) => answer.rounds },
  );
}

export function useAddRound() {
  return useEndpointMutation(placementApi.addRound, {
    toCall: ({ id, input }: { id: string; input: InterviewRoundInput }) => ({
      params: { id },
      body: input,
    }),
    stale: APPLICATION_LISTS,
    onSuccess: said,
  });
}

export function useUpdateRound() {
  return useEndpointMutation(placementApi.updateRound, {
    toCall: ({
      id,
      roundId,
      input,
    }: {
      id: string;
      roundId: string;
      input: InterviewRoundInput;
    }) => ({ params: { id, roundId }, body: input }),
    stale: APPLICATION_LISTS,
    onSuccess: said,
  });
}

export function useRemoveRound() {
  return useEndpointMutation(placementApi.removeRound, {
    toCall: ({ id, roundId }: { id: string; roundId: string }) => ({ params: { id, roundId } }),
    stale: APPLICATION_LISTS,
    onSuccess: said,
  });
}

export function useCompanyEnquiries(page: number) {
  return useEndpoint(placementApi.companyEnquiries, { query: { page } }, { keepPrevious: true });
}

export function useAnswerEnquiry() {
  return useEndpointMutation(placementApi.answerEnquiry, {
    toCall: ({ id, input }: { id: string; input: PlacementEnquiryAnswer }) => ({
      params: { id },
      body: input,
    }),
    stale: APPLICATION_LISTS,
    onSuccess: said,
  });
}

/** Sends a news item to the platform's news feed, for a platform administrator to approve. */
export function useSendNewsToFeed() {
  return useEndpointMutation(companyApi.sendNewsToFeed, {
    toCall: (id: string) => ({ params: { id } }),
    stale: [companyApi.news],
    onSuccess: said,
  });
}
