import type { PdfDocument } from './document';

/**
 * An area's own layout, run in a worker: `module` is the file URL of a module exporting
 * `layoutPdf(input)` (a `PdfLayoutModule`), `input` what it draws (copied to the worker, so plain
 * data). The pool names no area: each area points at its layout (the resume's templates).
 */
export interface PdfLayoutJob {
  kind: 'layout';
  module: string;
  input: unknown;
}

/** What a layout module exports for `PdfLayoutJob`. */
export interface PdfLayoutModule {
  layoutPdf(input: unknown): Promise<Uint8Array>;
}

/** What the PDF workers do: draw an area's layout, draw a generic document, or read a PDF's text. */
export type PdfJob =
  PdfLayoutJob | { kind: 'document'; document: PdfDocument } | { kind: 'read'; pdf: Uint8Array };

export type PdfJobResult =
  { id: number; ok: true; value: Uint8Array | string } | { id: number; ok: false; error: string };
