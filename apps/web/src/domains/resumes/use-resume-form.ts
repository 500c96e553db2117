import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type GetInputPropsReturnType, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from 'react-router';
import {
  RESUME_MESSAGES,
  defaultResume,
  resumeInputSchema,
  type ResumeData,
} from '@vedann/contracts';
import { useMessageT } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { zodFormResolver } from '../../lib/zod-form';
import { useResumesT } from './i18n';
import { clearDraft, draftKey, writeDraft } from './resume-draft';
import { downloadResumePdf, useResumeSaver, type PreviewState } from './resume-api';

export const sameResume = (a: ResumeData, b: ResumeData) => JSON.stringify(a) === JSON.stringify(b);

/** The resume's form, as its fieldsets use it. */
export type ResumeFormApi = UseFormReturnType<ResumeData>;
/** The form's props of one field, by its path, with its error in the reader's language. */
export type ResumeField = (path: string) => GetInputPropsReturnType;

export interface ResumeFormStart {
  id: string | undefined;
  saved: boolean;
  /** What the server holds (or a new resume, or what a preview handed back). */
  base: ResumeData;
  /** What a new resume starts as: filled from the profile. */
  blank: ResumeData;
  /** Unsaved work found on this device, restored over `base`. */
  draft: ResumeData | null;
}

/**
 * The resume builder's form and what it does: save, preview, download the PDF, discard a restored
 * draft; whether it holds unsaved work, and what it started from.
 */
export function useResumeForm({ id, saved, base, blank, draft }: ResumeFormStart) {
  const t = useResumesT();
  const tm = useMessageT();
  const navigate = useNavigate();
  const location = useLocation();
  const [restored, setRestored] = useState(draft !== null);
  // Work handed back by a preview, or a restored draft, is unsaved before any keystroke.
  const [startedUnsaved, setStartedUnsaved] = useState(
    draft !== null || (!saved && !sameResume(base, blank)),
  );
  const saver = useResumeSaver({ id, saved: saved && id !== undefined && draft === null });
  const { markChanged } = saver;
  const savedId = useRef(id);
  useEffect(() => {
    savedId.current = saver.id;
  }, [saver.id]);
  const form = useForm<ResumeData>({
    initialValues: draft ?? base,
    validate: zodFormResolver(resumeInputSchema),
    validateInputOnBlur: true,
    // Any change makes the resume unsaved again, and is kept as this resume's draft.
    onValuesChange: (values) => {
      markChanged();
      writeDraft(draftKey(savedId.current), values);
    },
  });
  const unsaved = !saver.saved && (startedUnsaved || form.isDirty());

  const discard = () => {
    clearDraft(draftKey(saver.id));
    form.setValues(base);
    form.resetDirty(base);
    saver.markSaved();
    setRestored(false);
    setStartedUnsaved(!saved && !sameResume(base, blank));
  };

  const valid = (): ResumeData | null => {
    const result = form.validate();
    return result.hasErrors ? null : resumeInputSchema.parse(form.getValues());
  };

  const afterFirstSave = (newId: string) => {
    if (id) return;
    // The address now names the saved resume, so a reload opens it.
    clearDraft('new');
    void navigate(`${location.pathname}?id=${newId}`, { replace: true });
  };

  const save = async () => {
    const data = valid();
    if (!data) return;
    try {
      const answer = await saver.save(data);
      form.resetDirty(data);
      setRestored(false);
      setStartedUnsaved(false);
      notifications.show({ color: 'green', message: tm(RESUME_MESSAGES.saved) });
      afterFirstSave(answer.resume._id);
    } catch {
      // Spec 01 section 8: an alert.
      window.alert(tm(RESUME_MESSAGES.saveFailed));
    }
  };

  const preview = (path: string) => {
    const state: PreviewState = {
      resume: form.getValues(),
      ...(saver.id ? { id: saver.id } : {}),
      saved: saver.saved,
    };
    void navigate(path, { state });
  };

  const download = async () => {
    const data = valid();
    if (!data) return;
    let savedIdNow: string;
    try {
      savedIdNow = await saver.ensureSaved(data);
      form.resetDirty(data);
      setRestored(false);
      setStartedUnsaved(false);
    } catch {
      // Spec 01 section 8: an alert.
      window.alert(tm(RESUME_MESSAGES.saveFailed));
      return;
    }
    try {
      await downloadResumePdf(savedIdNow, data.name, 'vedann');
    } catch (error) {
      notifications.show({
        color: 'red',
        message: tm(errorMessage(error, t('form.pdfFailed'))),
      });
    }
  };

  const field: ResumeField = (path) => {
    const props = form.getInputProps(path);
    const error = props.error as ReactNode;
    return { ...props, error: typeof error === 'string' ? tm(error) : error };
  };

  const prefilled =
    !saved && !restored && sameResume(base, blank) && !sameResume(blank, defaultResume());

  return {
    form,
    field,
    saver,
    unsaved,
    restored,
    prefilled,
    discard,
    save,
    preview,
    download,
  };
}

/** The resume form and what it does, as useResumeForm gives them. */
export type ResumeEditor = ReturnType<typeof useResumeForm>;
