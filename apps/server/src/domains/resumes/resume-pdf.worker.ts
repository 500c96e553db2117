/**
 * A PDF worker thread: lays out resumes and reads PDFs back as text, off the main event loop.
 * Started by the pool in resume-pdf.ts.
 */
import { parentPort } from 'node:worker_threads';
import { extractText, getDocumentProxy } from 'unpdf';
import { layoutResumePdf } from './resume-pdf.layout';
import type { PdfJob, PdfJobResult } from './resume-pdf';

async function run(job: PdfJob): Promise<Uint8Array | string> {
  if (job.kind === 'render') return layoutResumePdf(job.resume, job.template);
  const pdf = await getDocumentProxy(new Uint8Array(job.pdf));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

parentPort?.on('message', (message: { id: number; job: PdfJob }) => {
  run(message.job).then(
    (value) => {
      const result: PdfJobResult = { id: message.id, ok: true, value };
      parentPort?.postMessage(result);
    },
    (error: unknown) => {
      const result: PdfJobResult = {
        id: message.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      };
      parentPort?.postMessage(result);
    },
  );
});
