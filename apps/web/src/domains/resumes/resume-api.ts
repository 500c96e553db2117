import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  resumeFileName,
  type AtsReading,
  type Job,
  type Resume,
  type ResumeData,
  type ResumeMatchAnswer,
  type ResumeMatchInput,
  type ResumeTemplate,
} from '@vedann/contracts';
import { apiDownload, apiGet, apiGetPage, apiSend } from '../../lib/api';
import { clearDraft, writeDraft } from './resume-draft';

export const RESUMES_KEY = ['resumes'] as const;

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

export function useResumePage(page: number, limit: number) {
  return useQuery({
    queryKey: [...RESUMES_KEY, 'page', page, limit],
    queryFn: () => apiGetPage<Resume>(`/api/resumes?page=${page}&limit=${limit}`),
  });
}

export function useResume(id: string | null) {
  return useQuery({
    queryKey: [...RESUMES_KEY, 'one', id],
    queryFn: async () => (await apiGet<{ resume: Resume }>(`/api/resumes/${id}`)).resume,
    enabled: id !== null,
  });
}

/** A new resume filled from the profile (not saved); `enabled` only for a new resume. */
export function useResumePrefill(enabled: boolean) {
  return useQuery({
    queryKey: [...RESUMES_KEY, 'prefill'],
    queryFn: async () => (await apiGet<{ resume: ResumeData }>('/api/resumes/prefill')).resume,
    enabled,
    // The profile changes rarely; a new resume in the same visit starts from the same values.
    staleTime: 60_000,
  });
}

/** The open jobs whose words match what the person types, for the match's job picker. */
export function useJobSearch(keyword: string) {
  return useQuery({
    queryKey: ['jobs', 'resume-match', keyword],
    queryFn: async () => {
      const query = new URLSearchParams({ limit: '10' });
      if (keyword.trim() !== '') query.set('keyword', keyword.trim());
      return (await apiGet<{ jobs: Job[] }>(`/jobs?${query.toString()}`)).jobs;
    },
    placeholderData: (previous) => previous,
  });
}

export const matchResume = (input: ResumeMatchInput) =>
  apiSend<ResumeMatchAnswer>('POST', '/api/resumes/match', input);

/**
 * Saving one resume: the first save creates it, later ones update it. `saved` says whether the
 * data last given to `markChanged`/`save` is what the server holds (the Save button reads
 * 'Saved' and is disabled then).
 */
export function useResumeSaver(initial: { id?: string | undefined; saved: boolean }) {
  const queryClient = useQueryClient();
  const [id, setId] = useState(initial.id);
  const [saved, setSaved] = useState(initial.saved);
  const mutation = useMutation({
    mutationFn: (data: ResumeData) =>
      apiSend<{ resume: Resume }>(
        id ? 'PUT' : 'POST',
        id ? `/api/resumes/${id}` : '/api/resumes',
        data,
      ),
    onSuccess: ({ resume }, data) => {
      // Saved: its draft is no longer needed. A new resume leaves a note, so that Back to the
      // form from a preview that saved it opens the saved resume rather than a blank form.
      clearDraft(resume._id);
      if (!id) writeDraft('new', data, resume._id);
      setId(resume._id);
      setSaved(true);
      queryClient.setQueryData([...RESUMES_KEY, 'one', resume._id], resume);
      void queryClient.invalidateQueries({ queryKey: [...RESUMES_KEY, 'page'] });
    },
  });
  /** The save in flight, if any: what leaves the page waits for it, so the id goes along. */
  const inFlight = useRef<Promise<{ resume: Resume }> | null>(null);
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
  apiGet<AtsReading>(`/api/resumes/${id}/ats-reading?template=${template}`);

export const duplicateResume = (id: string) =>
  apiSend<{ resume: Resume; message: string }>('POST', `/api/resumes/${id}/duplicate`);
export const deleteResume = (id: string) =>
  apiSend<{ message: string }>('DELETE', `/api/resumes/${id}`);
