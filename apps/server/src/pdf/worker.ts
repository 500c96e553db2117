/**
 * A PDF worker thread: draws the areas' layouts (resumes) and documents and reads PDFs back as text, off the main
 * event loop. Started by the pool in pool.ts.
 */
import { parentPort } from 'node:worker_threads';
import { extractText, getDocumentProxy } from 'unpdf';
import { layoutDocumentPdf } from './document.layout';
import type { PdfJob, PdfJobResult, PdfLayoutModule } from './jobs';

async function run(job: PdfJob): Promise<Uint8Array | string> {
  switch (job.kind) {
    case 'layout': {
      // Imported once per worker (the module cache), on the first job that needs it.
      const layout = (await import(job.module)) as Partial<PdfLayoutModule>;
      if (typeof layout.layoutPdf !== 'function')
        throw new Error(`${job.module} exports no layoutPdf.`);
      return layout.layoutPdf(job.input);
    }
    case 'document':
      return layoutDocumentPdf(job.document);
    case 'read': {
      const pdf = await getDocumentProxy(new Uint8Array(job.pdf));
      const { text } = await extractText(pdf, { mergePages: true });
      return text;
    }
  }
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
