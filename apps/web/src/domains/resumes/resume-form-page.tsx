import { Navigate, useLocation, useSearchParams } from 'react-router';
import { defaultResume, resumeDataOf } from '@vedann/contracts';
import { LoadError } from '../../ui/load-error';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { useResumesT } from './i18n';
import { clearDraft, draftKey, readDraft } from './resume-draft';
import { isPreviewState, useResume, useResumePrefill } from './resume-api';
import { ResumeForm } from './resume-form';
import { sameResume } from './use-resume-form';

/**
 * The resume builder's form (spec 01 section 2.4), at /service/student and /placement/resume.
 * `?id=` opens a saved resume; without it the form starts blank. Unsaved work is kept as a local
 * draft per resume (resume-draft.ts) and restored when the form opens again.
 */
export function ResumeFormPage() {
  const t = useResumesT();
  usePageTitle(t('titles.builder'));
  const [params] = useSearchParams();
  const location = useLocation();
  // Back from a preview, the form continues with what it handed over.
  const state: unknown = location.state;
  const fromPreview = isPreviewState(state) ? state : null;
  const fresh = typeof state === 'object' && state !== null && 'fresh' in state;
  const id = fromPreview ? null : params.get('id');
  const existing = useResume(id);
  // A new resume starts from the profile (issue 18).
  const prefill = useResumePrefill(!params.get('id') && !fromPreview?.id);
  if (fromPreview) {
    return (
      <ResumeForm
        key={location.key}
        id={fromPreview.id}
        saved={fromPreview.saved}
        base={fromPreview.resume}
        blank={prefill.data ?? defaultResume()}
        draft={null}
      />
    );
  }
  if (!id) {
    const note = readDraft('new');
    if (note?.savedAs) {
      // The new resume was saved (from a preview): the form continues with the saved one.
      clearDraft('new');
      if (!fresh) return <Navigate to={`${location.pathname}?id=${note.savedAs}`} replace />;
    }
  }
  if (id && existing.isPending) return <Loading />;
  if (id && existing.error)
    return <LoadError error={existing.error} onRetry={() => void existing.refetch()} />;
  if (!id && prefill.isPending) return <Loading />;
  if (!id && prefill.error)
    return <LoadError error={prefill.error} onRetry={() => void prefill.refetch()} />;
  const blank = prefill.data ?? defaultResume();
  const base = existing.data ? resumeDataOf(existing.data) : blank;
  const draft = fresh ? null : readDraft(draftKey(id));
  // A new key per resume: opening another one starts the form afresh.
  return (
    <ResumeForm
      key={id ?? 'new'}
      id={id ?? undefined}
      saved={id !== null}
      base={base}
      blank={blank}
      draft={draft && !draft.savedAs && !sameResume(draft.resume, base) ? draft.resume : null}
    />
  );
}
