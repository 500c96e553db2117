import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  jobsApi,
  resumeFileName,
  resumesApi,
  type AnswerOf,
  type ResumeData,
  type ResumeTemplate,
} from '@vedann/contracts';
import { apiDownload } from '../../lib/api';
import {
  callEndpoint,
  callEndpointPage,
  endpointKey,
  useEndpoint,
  useRefresh,
} from '../../lib/endpoint';
import { useStoredOrgId } from '../../lib/org-store';
import { clearDraft, writeDraft } from './resume-draft';

/** What a change to the saved resumes makes stale: the list and each resume. */
const RESUMES: readonly { path: string }[] = [resumesApi.list, resumesApi.one];

/** Reloads the saved resumes (their list and each one). */
export const useRefreshResumes = () => useRefresh(RESUMES);

/** What the form hands to a preview through navigation state. */
export interface PreviewState {
  resume: ResumeData;
  /** The saved resume this is, if it was saved at all. */
  id?: string;
  /** Whether `resume` is exactly what is saved under `id`. */
  saved: boolean;
}

export function isPreviewState(value: unknown): value is PreviewState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'resume' in value &&
    typeof value.resume === 'object' &&
    value.resume !== null
  );
}

/** One page of the student's saved resumes (a bare list: the page is in the headers). */
export function useResumePage(page: number, limit: number) {
  const orgId = useStoredOrgId();
  const call = { query: { page, limit } };
  return useQuery({
    queryKey: endpointKey(resumesApi.list, orgId, call),
    queryFn: () => callEndpointPage(resumesApi.list, call),
  });
}

const resumeOf = (answer: AnswerOf<typeof resumesApi.one>) => answer.resume;

export function useResume(id: string | null) {
  return useEndpoint(
    resumesApi.one,
    { params: { id: id ?? '' } },
    { enabled: id !== null, select: resumeOf },
  );
}

/** A new resume filled from the profile (not saved); `enabled` only for a new resume. */
export function useResumePrefill(enabled: boolean) {
  return useEndpoint(
    resumesApi.prefill,
    {},
    {
      enabled,
      select: (answer): ResumeData => answer.resume,
      // The profile changes rarely; a new resume in the same visit starts from the same values.
      staleTime: 60_000,
    },
  );
}

/** The open jobs whose words match what the person types, for the match's job picker. */
export function useJobSearch(keyword: string) {
  const words = keyword.trim();
  return useEndpoint(
    jobsApi.portal.jobs,
    { query: { limit: 10, ...(words === '' ? {} : { keyword: words }) } },
    { select: (answer) => answer.jobs, keepPrevious: true },
  );
}

/**
 * Saving one resume: the first save creates it, later ones update it. `saved` says whether the
 * data last given to `markChanged`/`save` is what the server holds (the Save button reads
 * 'Saved' and is disabled then).
 */
export function useResumeSaver(initial: { id?: string | undefined; saved: boolean }) {
  const queryClient = useQueryClient();
  const orgId = useStoredOrgId();
  const [id, setId] = useState(initial.id);
  const [saved, setSaved] = useState(initial.saved);
  const mutation = useMutation({
    mutationFn: (data: ResumeData) =>
      id
        ? callEndpoint(resumesApi.update, { params: { id }, body: data })
        : callEndpoint(resumesApi.create, { body: data }),
    onSuccess: (answer, data) => {
      const { resume } = answer;
      // Saved: its draft is no longer needed. A new resume leaves a note, so that Back to the
      // form from a preview that saved it opens the saved resume rather than a blank form.
      clearDraft(resume._id);
      if (!id) writeDraft('new', data, resume._id);
      setId(resume._id);
      setSaved(true);
      queryClient.setQueryData(
        endpointKey(resumesApi.one, orgId, { params: { id: resume._id } }),
        answer,
      );
      void queryClient.invalidateQueries({ queryKey: [resumesApi.list.path] });
    },
  });
  /** The save in flight, if any: what leaves the page waits for it, so the id goes along. */
  const inFlight = useRef<Promise<AnswerOf<typeof resumesApi.one>> | null>(null);
  const send = (data: ResumeData) => {
    const sending = mutation.mutateAsync(data);
    inFlight.current = sending;
    void sending
      .catch(() => undefined)
      .finally(() => {
        if (inFlight.current === sending) inFlight.current = null;
      });
    return sending;
  };
  return {
    id,
    saved,
    saving: mutation.isPending,
    /**
     * The id and saved state once any save in flight is done. Leaving mid-save with the state of
     * the moment would hand on no id, and the next Save would add the resume a second time.
     */
    async settled(): Promise<{ id: string | undefined; saved: boolean }> {
      const sending = inFlight.current;
      if (sending) {
        try {
          return { id: (await sending).resume._id, saved: true };
        } catch {
          // The save failed (and said so): nothing changed.
        }
      }
      return { id, saved };
    },
    markChanged: () => setSaved(false),
    /** The form went back to exactly what is saved (a draft was discarded). */
    markSaved: () => setSaved(Boolean(id)),
    /** Saves unless already saved; answers the saved resume's id. */
    async ensureSaved(data: ResumeData): Promise<string> {
      if (saved && id) return id;
      return (await send(data)).resume._id;
    },
    save: send,
  };
}

/** The PDF the server made, as a download named after the person. */
export const downloadResumePdf = (id: string, name: string, template: ResumeTemplate) =>
  apiDownload(`/api/resumes/${id}/pdf?template=${template}`, resumeFileName(name));

export const readAsAts = (id: string, template: ResumeTemplate) =>
  callEndpoint(resumesApi.atsReading, { params: { id }, query: { template } });

export const duplicateResume = (id: string) =>
  callEndpoint(resumesApi.duplicate, { params: { id } });
export const deleteResume = (id: string) => callEndpoint(resumesApi.remove, { params: { id } });
