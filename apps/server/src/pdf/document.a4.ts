// A PdfDocument on A4 pages: the issuer's header, fields, tables, paragraphs, a QR code and the
// footer with page numbers.
import type { PdfColumn, PdfDocument, PdfField, PdfTable } from './document';
import { A4, BRAND, MUTED, RULE, drawQr, embeddable, font } from './document.draw';
import type { Doc } from './fonts';

const HEADER_FILL = '#f1f3f5';
/** Room kept free at the foot of an A4 page for the footer line. */
const FOOTER_SPACE = 24;

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

export function drawA4(doc: Doc, document: PdfDocument): void {
  drawHeader(doc, document);
  if (document.fields?.length) drawFields(doc, document.fields);
  for (const table of document.tables ?? []) drawTable(doc, table);
  if (document.paragraphs?.length) drawParagraphs(doc, document.paragraphs);
  if (document.qr) drawQrBlock(doc, document.qr);
  drawFooters(doc, document.footer);
}
