// A PdfDocument as a card (ID-1, landscape): a band with the issuer, fields beside the photo, a QR
// code, and the paragraphs on the back.
import type { PdfDocument } from './document';
import { BRAND, CARD, MUTED, RULE, drawQr, embeddable, font } from './document.draw';
import type { Doc } from './fonts';

/** One line of text cut with an ellipsis when it does not fit the width. */
function cardLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: { size: number; bold?: boolean; color?: string; align?: 'left' | 'center' },
): number {
  font(doc, style.size, style.bold, style.color);
  const lineHeight = doc.currentLineHeight(true);
  doc.text(text, x, y, {
    width,
    height: lineHeight,
    ellipsis: true,
    align: style.align ?? 'left',
  });
  return y + lineHeight;
}

export function drawCard(doc: Doc, document: PdfDocument): void {
  if (document.tables?.length) throw new Error('A card has no tables.');
  const { width: W, height: H, margin: M } = CARD;
  // Writing near the edge must never start a new page.
  doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
  const band = 32;
  doc.rect(0, 0, W, band).fill(BRAND);
  let y = cardLine(doc, document.issuer.name, M, 5, W - 2 * M, {
    size: 9,
    bold: true,
    color: '#ffffff',
  });
  y = cardLine(doc, document.title, M, y, W - 2 * M, { size: 6.5, color: '#ffffff' });
  if (document.subtitle) {
    cardLine(doc, document.subtitle, M, y, W - 2 * M, { size: 5.5, color: '#ffffff' });
  }

  const top = band + 6;
  const qrSize = document.qr ? 58 : 0;
  const photo = embeddable(document.photo);
  const photoBox = photo ? { width: 46, height: 58 } : undefined;
  let x = M;
  if (photo && photoBox) {
    doc.rect(M, top, photoBox.width, photoBox.height).lineWidth(0.5).stroke(RULE);
    doc.image(photo, M, top, {
      fit: [photoBox.width, photoBox.height],
      align: 'center',
      valign: 'center',
    });
    x = M + photoBox.width + 6;
  }
  const fieldsWidth = W - M - x - (qrSize ? qrSize + 6 : 0);
  const footerTop = document.footer ? H - M - 8 : H - M;
  y = top;
  for (const field of document.fields ?? []) {
    font(doc, 6.5);
    if (y + doc.currentLineHeight(true) > footerTop) break;
    font(doc, 6.5, true, MUTED);
    const labelWidth = Math.min(doc.widthOfString(`${field.label}: `), fieldsWidth / 2);
    cardLine(doc, `${field.label}:`, x, y, labelWidth, { size: 6.5, bold: true, color: MUTED });
    y = cardLine(doc, field.value, x + labelWidth + 2, y, fieldsWidth - labelWidth - 2, {
      size: 6.5,
    });
    y += 1.5;
  }
  if (document.qr) {
    const qrX = W - M - qrSize;
    drawQr(doc, document.qr.text, qrX, top, qrSize);
    font(doc, 5, false, MUTED).text(document.qr.caption, qrX - 4, top + qrSize + 2, {
      width: qrSize + 8,
      height: 14,
      ellipsis: true,
      align: 'center',
    });
  }
  if (document.footer) {
    cardLine(doc, document.footer, M, H - M - 7, W - 2 * M, { size: 5.5, color: MUTED });
  }
  // The back of the card: terms, return address, and the like.
  if (document.paragraphs?.length) {
    doc.addPage({ size: [W, H], margin: M });
    doc.y = M;
    for (const paragraph of document.paragraphs) {
      font(doc, 6);
      if (doc.y + doc.heightOfString(paragraph, { width: W - 2 * M }) > H - M) break;
      doc.text(paragraph, M, doc.y, { width: W - 2 * M });
      doc.y += 3;
    }
  }
}
