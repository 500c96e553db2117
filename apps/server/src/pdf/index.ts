/**
 * PDFs for every area (DESIGN.md sections 7 and 12): drawn on the server in one shared pool of
 * worker threads (pool.ts), with real text in Noto Sans Devanagari. Areas describe a document
 * as data (PdfDocument) and send it with sendPdf.
 */
import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/errors';
import type { PdfDocument } from './document';
import { PdfBusyError, runPdfJob, runPdfRender } from './pool';

export type { PdfColumn, PdfDocument, PdfField, PdfIssuer, PdfTable } from './document';
export { PdfBusyError } from './pool';

export const PDF_BUSY_MESSAGE =
  'PDFs are being made for many people right now. Please try again in a moment.';

/** The document as a PDF (A4 or card). */
export function renderDocumentPdf(document: PdfDocument): Promise<Buffer> {
  return runPdfRender({ kind: 'document', document });
}

/** The text a machine reads from a PDF (pdf.js), as an ATS would extract it. */
export async function readPdfText(pdf: Uint8Array): Promise<string> {
  const text = await runPdfJob({ kind: 'read', pdf });
  if (typeof text !== 'string') throw new Error('The PDF worker answered bytes.');
  return text;
}

/** Waits for the PDF pool; a full queue is the service being busy (503), not a failure. */
export async function pdfWork<T>(
  work: () => Promise<T>,
  busyMessage: string = PDF_BUSY_MESSAGE,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PdfBusyError) throw new HttpError(503, busyMessage);
    throw error;
  }
}

/**
 * `Content-Disposition: attachment` for a file name that may hold any script: an ASCII
 * `filename` (non-ASCII, quotes, backslashes, `;` and `%` removed; `fallback` when nothing is
 * left) and the full name in an RFC 5987 `filename*` (RFC 6266).
 */
export function attachmentHeader(fileName: string, fallback: string): string {
  const dot = fileName.lastIndexOf('.');
  const [stem, extension] =
    dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  const ascii =
    stem
      .replace(/[^\x20-\x7e]|["\\%;]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || fallback;
  // RFC 5987 leaves out a few characters encodeURIComponent keeps.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}${extension}"; filename*=UTF-8''${encoded}`;
}

/** A PDF as a private download. */
export function sendPdf(
  reply: FastifyReply,
  pdf: Buffer,
  fileName: string,
  fallback = 'Document',
): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', attachmentHeader(fileName, fallback))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
