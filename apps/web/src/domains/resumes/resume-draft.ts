import { withResumeDefaults, type ResumeData } from '@vedann/contracts';

/**
 * The resume builder's local drafts: what the form holds and the server does not, kept on this
 * device per resume (its id, or "new" before the first save), so leaving, Back from a preview or
 * a reload loses nothing. A saved resume clears its draft.
 */
export interface ResumeDraft {
  resume: ResumeData;
  /** Set on the "new" draft once that resume is saved: the form then opens the saved one. */
  savedAs?: string;
  at: number;
}

const PREFIX = 'vedann.resumeDraft.';
/** A "saved as" note older than this is forgotten: a later visit starts a new resume. */
const SAVED_AS_LIFETIME_MS = 30 * 60 * 1000;

export const draftKey = (id: string | undefined | null) => id ?? 'new';

export function readDraft(key: string): ResumeDraft | null {
  try {
    const text = localStorage.getItem(PREFIX + key);
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<ResumeDraft>;
    if (typeof draft.at !== 'number' || typeof draft.resume !== 'object' || !draft.resume) {
      return null;
    }
    if (draft.savedAs && Date.now() - draft.at > SAVED_AS_LIFETIME_MS) {
      clearDraft(key);
      return null;
    }
    // A draft kept before bullet points, projects and the section order reads without them.
    return { ...(draft as ResumeDraft), resume: withResumeDefaults(draft.resume) };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, resume: ResumeData, savedAs?: string): void {
  try {
    const draft: ResumeDraft = { resume, at: Date.now(), ...(savedAs ? { savedAs } : {}) };
    localStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Private mode or a full store: the form still works, without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}
