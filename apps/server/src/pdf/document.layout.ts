/**
 * Draws a PdfDocument with pdfkit, inside the PDF worker threads (worker.ts); call
 * renderDocumentPdf in ./index.ts instead of this. A4 pages have margin 40, like the resume; a
 * card is the ID-1 size (85.6 x 54 mm) in landscape.
 */
import type { PdfDocument } from './document';
import { drawA4 } from './document.a4';
import { drawCard } from './document.card';
import { A4, CARD } from './document.draw';
import { startPdf } from './fonts';

/** Lays out one document and returns the PDF's bytes. CPU-bound: worker threads only. */
export function layoutDocumentPdf(document: PdfDocument): Promise<Buffer> {
  const card = document.size === 'card';
  const { doc, done } = startPdf({
    size: card ? [CARD.width, CARD.height] : 'A4',
    margin: card ? CARD.margin : A4.margin,
    bufferPages: !card,
    info: {
      Title: document.subtitle ? `${document.title} - ${document.subtitle}` : document.title,
      Author: document.author ?? document.issuer.name,
      Creator: 'Vedann',
    },
  });
  if (card) drawCard(doc, document);
  else drawA4(doc, document);
  doc.end();
  return done;
}
