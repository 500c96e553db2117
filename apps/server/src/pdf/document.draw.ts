// What the A4 pages and the cards share: sizes, colours, fonts, pictures and QR codes.
import QRCode from 'qrcode';
import type { Doc } from './fonts';

export const A4 = { width: 595.28, height: 841.89, margin: 40 };
export const CARD = { width: 242.65, height: 153.01, margin: 8 };
export const BRAND = '#1c7ed6';
export const MUTED = '#495057';
export const RULE = '#ced4da';

export function font(doc: Doc, size: number, bold = false, color = '#000000'): Doc {
  return doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(size)
    .fillColor(color);
}

/** PNG or JPEG, the two kinds pdfkit embeds; anything else is left out. */
export function embeddable(bytes: Uint8Array | undefined): Buffer | undefined {
  if (!bytes || bytes.length < 4) return undefined;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
}

/**
 * The QR code as filled squares (vector, so it prints sharp at any size), each row's dark runs
 * merged into one rectangle. The page around it is white, which is the quiet zone readers need.
 */
export function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
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
