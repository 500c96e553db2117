import type { ResumeData, ResumeTemplate } from '@vedann/contracts';
import type { PdfDocument } from './document';

/** What the PDF workers do: draw a resume, draw a generic document, or read a PDF's text. */
export type PdfJob =
  | { kind: 'resume'; resume: ResumeData; template: ResumeTemplate }
  | { kind: 'document'; document: PdfDocument }
  | { kind: 'read'; pdf: Uint8Array };

export type PdfJobResult =
  { id: number; ok: true; value: Uint8Array | string } | { id: number; ok: false; error: string };
