/**
 * Draws a PdfDocument with pdfkit, inside the PDF worker threads (worker.ts); call
 * renderDocumentPdf in ./index.ts instead of this. A4 pages have margin 40, like the resume; a
 * card is the ID-1 size (85.6 x 54 mm) in landscape.
 */
import QRCode from 'qrcode';
import type { PdfColumn, PdfDocument, PdfField, PdfTable } from './document';
import { startPdf, type Doc } from './fonts';

const A4 = { width: 595.28, height: 841.89, margin: 40 };
const CARD = { width: 242.65, height: 153.01, margin: 8 };
const BRAND = '#1c7ed6';
const MUTED = '#495057';
const RULE = '#ced4da';
const HEADER_FILL = '#f1f3f5';
/** Room kept free at the foot of an A4 page for the footer line. */
const FOOTER_SPACE = 24;

function font(doc: Doc, size: number, bold = false, color = '#000000'): Doc {
  return doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(size)
    .fillColor(color);
}

/** PNG or JPEG, the two kinds pdfkit embeds; anything else is left out. */
function embeddable(bytes: Uint8Array | undefined): Buffer | undefined {
  if (!bytes || bytes.length < 4) return undefined;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
}

/**
 * The QR code as filled squares (vector, so it prints sharp at any size), each row's dark runs
 * merged into one rectangle. The page around it is white, which is the quiet zone readers need.
 */
function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      // A hair of overlap so neighbouring squares show no seam when rasterised.
      doc.rect(x + start * cell, y + row * cell, (col - start) * cell + 0.05, cell + 0.05);
    }
  }
  doc.fill('#000000');
}

// ---------------------------------------------------------------------------------------------
// A4

const CONTENT = A4.width - 2 * A4.margin;
const BOTTOM = A4.height - A4.margin - FOOTER_SPACE;

/** Starts a new page when `height` does not fit below the cursor (and the page is not empty). */
function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM && doc.y > A4.margin + 1) {
    doc.addPage();
    doc.y = A4.margin;
  }
}

function drawHeader(doc: Doc, document: PdfDocument): void {
  const photo = embeddable(document.photo);
  // A poster's photo is what people look at; a receipt's or a letter's is a thumbnail.
  const photoBox =
    document.photoSize === 'large' ? { width: 220, height: 260 } : { width: 72, height: 90 };
  const textWidth = photo ? CONTENT - photoBox.width - 12 : CONTENT;
  const { issuer } = document;
  const left = A4.margin;
  const top = A4.margin;
  if (photo) {
    doc.rect(left + CONTENT - photoBox.width, top, photoBox.width, photoBox.height).stroke(RULE);
    doc.image(photo, left + CONTENT - photoBox.width, top, {
      fit: [photoBox.width, photoBox.height],
      align: 'center',
      valign: 'center',
    });
  }
  font(doc, 15, true, BRAND).text(issuer.name, left, top, { width: textWidth });
  const lines = [
    issuer.address,
    [issuer.gstin && `GSTIN: ${issuer.gstin}`, issuer.pan && `PAN: ${issuer.pan}`]
      .filter(Boolean)
      .join('    '),
    [issuer.phone && `Phone: ${issuer.phone}`, issuer.email && `E-mail: ${issuer.email}`]
      .filter(Boolean)
      .join('    '),
  ].filter((line): line is string => Boolean(line));
  font(doc, 9, false, MUTED);
  for (const line of lines) doc.text(line, left, doc.y + 1, { width: textWidth });
  doc.y = Math.max(doc.y, photo ? top + photoBox.height : 0) + 10;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + CONTENT, doc.y)
    .lineWidth(0.8)
    .stroke(RULE);
  doc.y += 12;
  font(doc, 17, true).text(document.title, left, doc.y, { width: CONTENT });
  if (document.subtitle) {
    font(doc, 10, false, MUTED).text(document.subtitle, left, doc.y + 1, { width: CONTENT });
  }
  doc.y += 12;
}

function drawFields(doc: Doc, fields: PdfField[]): void {
  const labelWidth = 150;
  const valueX = A4.margin + labelWidth + 10;
  const valueWidth = CONTENT - labelWidth - 10;
  for (const field of fields) {
    font(doc, 10.5);
    const valueHeight = doc.heightOfString(field.value || ' ', { width: valueWidth });
    font(doc, 9.5, false, MUTED);
    const labelHeight = doc.heightOfString(field.label, { width: labelWidth });
    const height = Math.max(valueHeight, labelHeight);
    ensureRoom(doc, height + 4);
    const y = doc.y;
    doc.text(field.label, A4.margin, y + 1, { width: labelWidth });
    font(doc, 10.5).text(field.value || ' ', valueX, y, { width: valueWidth });
    doc.y = y + height + 4;
  }
  doc.y += 8;
}

/** Column positions from their relative widths. */
function columnLayout(columns: PdfColumn[]): { x: number; width: number }[] {
  const weights = columns.map((c) => (c.width && c.width > 0 ? c.width : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let x = A4.margin;
  return weights.map((weight) => {
    const width = (CONTENT * weight) / total;
    const cell = { x, width };
    x += width;
    return cell;
  });
}

const PAD = 4;

function rowHeight(doc: Doc, cells: string[], layout: { width: number }[], bold: boolean): number {
  font(doc, 9.5, bold);
  return (
    Math.max(
      ...layout.map((col, i) =>
        doc.heightOfString(cells[i] || ' ', { width: col.width - 2 * PAD }),
      ),
    ) +
    2 * PAD
  );
}

function drawRow(
  doc: Doc,
  cells: string[],
  columns: PdfColumn[],
  layout: { x: number; width: number }[],
  options: { bold?: boolean; fill?: string },
): void {
  const height = rowHeight(doc, cells, layout, options.bold ?? false);
  const y = doc.y;
  if (options.fill) doc.rect(A4.margin, y, CONTENT, height).fill(options.fill);
  font(doc, 9.5, options.bold);
  layout.forEach((col, i) => {
    doc.text(cells[i] ?? '', col.x + PAD, y + PAD, {
      width: col.width - 2 * PAD,
      align: columns[i]?.align ?? 'left',
    });
  });
  doc
    .moveTo(A4.margin, y + height)
    .lineTo(A4.margin + CONTENT, y + height)
    .lineWidth(0.5)
    .stroke(RULE);
  doc.y = y + height;
}

function drawTable(doc: Doc, table: PdfTable): void {
  const layout = columnLayout(table.columns);
  const headers = table.columns.map((c) => c.header);
  const headerHeight = rowHeight(doc, headers, layout, true);
  const firstRowHeight = table.rows[0] ? rowHeight(doc, table.rows[0], layout, false) : 0;
  font(doc, 11, true);
  const titleHeight = table.title ? doc.heightOfString(table.title, { width: CONTENT }) + 4 : 0;
  // The title and header stay with the first row.
  ensureRoom(doc, titleHeight + headerHeight + firstRowHeight);
  if (table.title) {
    font(doc, 11, true).text(table.title, A4.margin, doc.y, { width: CONTENT });
    doc.y += 4;
  }
  const header = () =>
    drawRow(doc, headers, table.columns, layout, { bold: true, fill: HEADER_FILL });
  header();
  for (const row of table.rows) {
    const height = rowHeight(doc, row, layout, false);
    if (doc.y + height > BOTTOM) {
      doc.addPage();
      doc.y = A4.margin;
      header();
    }
    drawRow(doc, row, table.columns, layout, {});
  }
  const last = layout[layout.length - 1];
  if (table.totals?.length && last) {
    const labelWidth = last.x - A4.margin - 2 * PAD;
    doc.y += 4;
    for (const total of table.totals) {
      font(doc, 10, true);
      const height = doc.heightOfString(total.value, { width: last.width - 2 * PAD }) + 4;
      ensureRoom(doc, height);
      const y = doc.y;
      doc.text(total.label, A4.margin, y, { width: labelWidth, align: 'right' });
      doc.text(total.value, last.x + PAD, y, {
        width: last.width - 2 * PAD,
        align: table.columns[table.columns.length - 1]?.align ?? 'right',
      });
      doc.y = y + height;
    }
  }
  doc.y += 12;
}

function drawParagraphs(doc: Doc, paragraphs: string[]): void {
  for (const paragraph of paragraphs) {
    font(doc, 10);
    const height = doc.heightOfString(paragraph, { width: CONTENT });
    // A paragraph shorter than a page is kept whole; a longer one flows across pages.
    if (height < BOTTOM - A4.margin) ensureRoom(doc, height);
    doc.text(paragraph, A4.margin, doc.y, { width: CONTENT });
    doc.y += 6;
  }
  doc.y += 6;
}

function drawQrBlock(doc: Doc, qr: { text: string; caption: string }): void {
  const size = 96;
  ensureRoom(doc, size);
  const y = doc.y;
  drawQr(doc, qr.text, A4.margin, y, size);
  font(doc, 10, false, MUTED).text(qr.caption, A4.margin + size + 14, y + size / 2 - 12, {
    width: CONTENT - size - 14,
  });
  doc.y = Math.max(y + size, doc.y) + 10;
}

/** The footer and page numbers on every page, drawn last into the footer space. */
function drawFooters(doc: Doc, footer: string | undefined): void {
  const range = doc.bufferedPageRange();
  const pages = range.count;
  if (!footer && pages < 2) return;
  for (let i = 0; i < pages; i++) {
    doc.switchToPage(range.start + i);
    // Writing inside the bottom margin must not start a new page.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    const y = A4.height - A4.margin - 10;
    const numberWidth = pages > 1 ? 70 : 0;
    if (footer) {
      font(doc, 8, false, MUTED).text(footer, A4.margin, y, {
        width: CONTENT - numberWidth,
        height: 20,
        ellipsis: true,
      });
    }
    if (pages > 1) {
      font(doc, 8, false, MUTED).text(
        `Page ${i + 1} of ${pages}`,
        A4.margin + CONTENT - numberWidth,
        y,
        { width: numberWidth, align: 'right' },
      );
    }
    doc.page.margins = margins;
  }
}

function drawA4(doc: Doc, document: PdfDocument): void {
  drawHeader(doc, document);
  if (document.fields?.length) drawFields(doc, document.fields);
  for (const table of document.tables ?? []) drawTable(doc, table);
  if (document.paragraphs?.length) drawParagraphs(doc, document.paragraphs);
  if (document.qr) drawQrBlock(doc, document.qr);
  drawFooters(doc, document.footer);
}

// ---------------------------------------------------------------------------------------------
// Card

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

function drawCard(doc: Doc, document: PdfDocument): void {
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
