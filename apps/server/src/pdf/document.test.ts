import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { amountInWords, formatInr } from '@vedann/contracts';
import { pngBytes } from '../test/files';
import { attachmentHeader, readPdfText, renderDocumentPdf, type PdfDocument } from './index';

const execFileAsync = promisify(execFile);

/** The first page drawn as grey pixels by pdftoppm (PGM), as a camera would see the print. */
async function rasterize(
  pdf: Buffer,
  dpi: number,
): Promise<{ width: number; height: number; rgba: Uint8ClampedArray }> {
  const base = path.join(os.tmpdir(), `qr-${process.pid}-${Math.random()}`);
  fs.writeFileSync(`${base}.pdf`, pdf);
  try {
    await execFileAsync('pdftoppm', [
      '-gray',
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      `${base}.pdf`,
      base,
    ]);
    const pgm = fs.readFileSync(`${base}.pgm`);
    // Binary PGM: "P5", width, height, maximum value, each followed by whitespace, then the pixels.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 50).toString('latin1'));
    if (!header) throw new Error('not a PGM');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = pgm.subarray(header[0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      const grey = pixels[i] ?? 255;
      rgba.set([grey, grey, grey, 255], i * 4);
    }
    return { width, height, rgba };
  } finally {
    fs.rmSync(`${base}.pdf`, { force: true });
    fs.rmSync(`${base}.pgm`, { force: true });
  }
}

/** Runs a poppler tool on the PDF and returns what it prints. */
async function poppler(tool: 'pdftotext' | 'pdfinfo', pdf: Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `document-${process.pid}-${Math.random()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    const args = tool === 'pdftotext' ? ['-enc', 'UTF-8', file, '-'] : [file];
    return (await execFileAsync(tool, args)).stdout;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const squeeze = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ');

const ISSUER = {
  name: 'Vijnan Study Centre',
  address: '12 FC Road, Shivajinagar, Pune 411005',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
};

const RECEIPT: PdfDocument = {
  size: 'A4',
  title: 'Fee receipt',
  subtitle: 'Receipt no. R-2026-0042',
  issuer: ISSUER,
  fields: [
    { label: 'Received from', value: 'आशा राव (Asha Rao)' },
    { label: 'Amount in words', value: amountInWords(12_000_050) },
  ],
  tables: [
    {
      columns: [
        { header: 'Item', width: 3 },
        { header: 'Amount', align: 'right' },
      ],
      rows: [['Seat, Morning shift, December 2026', formatInr(12_000_050)]],
      totals: [{ label: 'Total', value: formatInr(12_000_050) }],
    },
  ],
  paragraphs: ['Fees once paid are not refundable.'],
  qr: { text: 'R-2026-0042', caption: 'Scan to verify receipt R-2026-0042' },
  footer: 'This is a computer-generated receipt.',
};

describe('document PDFs', () => {
  it('gives pdftotext back every text, the amount in words and the QR caption', async () => {
    const pdf = await renderDocumentPdf(RECEIPT);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = squeeze(await poppler('pdftotext', pdf));
    for (const expected of [
      'Vijnan Study Centre',
      '12 FC Road, Shivajinagar, Pune 411005',
      'GSTIN: 27AAPFU0939F1ZV',
      'PAN: AAPFU0939F',
      'Fee receipt',
      'Receipt no. R-2026-0042',
      'Received from',
      'आशा राव (Asha Rao)',
      'Rupees One Lakh Twenty Thousand and Fifty Paise Only',
      'Seat, Morning shift, December 2026',
      '₹1,20,000.50',
      'Fees once paid are not refundable.',
      'Scan to verify receipt R-2026-0042',
      'This is a computer-generated receipt.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const info = await poppler('pdfinfo', pdf);
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);
    expect(info).toMatch(/Title:\s+Fee receipt - Receipt no\. R-2026-0042/);
    // The same pool reads PDFs back (pdf.js), as the resume's ATS check does.
    expect(squeeze(await readPdfText(pdf))).toContain('Scan to verify receipt R-2026-0042');
  });

  it('draws an ID card at card size with its photo, fields, QR caption and a back side', async () => {
    const pdf = await renderDocumentPdf({
      size: 'card',
      title: 'Library member card',
      issuer: ISSUER,
      fields: [
        { label: 'Name', value: 'Asha Rao' },
        { label: 'Member ID', value: 'V7K2M9' },
      ],
      qr: { text: 'V7K2M9', caption: 'Member V7K2M9' },
      photo: pngBytes(),
      footer: 'Valid until 2027-02-28',
      paragraphs: ['If found, please return it to the library.'],
    });
    const info = await poppler('pdfinfo', pdf);
    expect(info).toMatch(/Pages:\s+2\n/);
    expect(info).toMatch(/Page size:\s+242\.6\d* x 153\.0\d* pts/);
    const text = squeeze(await poppler('pdftotext', pdf));
    for (const expected of [
      'Library member card',
      'Name: Asha Rao',
      'Member ID: V7K2M9',
      'Member V7K2M9',
      'Valid until 2027-02-28',
      'If found, please return it to the library.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The photo is embedded as an image.
    expect(pdf.includes(Buffer.from('/Subtype /Image'))).toBe(true);
  });

  it('breaks a long table across pages, repeating its header, with page numbers', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => [`Book ${i + 1}`, String(i + 1)]);
    const pdf = await renderDocumentPdf({
      size: 'A4',
      title: 'Catalogue',
      issuer: { name: 'Test Library' },
      tables: [{ columns: [{ header: 'Title' }, { header: 'Copies', align: 'right' }], rows }],
      footer: 'Printed by Vedann',
    });
    const pages = Number(/Pages:\s+(\d+)/.exec(await poppler('pdfinfo', pdf))?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = await poppler('pdftotext', pdf);
    expect(text.split('Copies').length - 1).toBe(pages);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Book 80');
    expect(text.split('Printed by Vedann').length - 1).toBe(pages);
  });

  it('leaves out a photo pdfkit cannot embed instead of failing', async () => {
    const webp = new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);
    const pdf = await renderDocumentPdf({ ...RECEIPT, photo: webp });
    expect(pdf.includes(Buffer.from('/Subtype /Image'))).toBe(false);
    expect(squeeze(await poppler('pdftotext', pdf))).toContain('Fee receipt');
  });

  it('draws QR codes a reader decodes, on A4 and on a card', async () => {
    const a4 = await rasterize(await renderDocumentPdf(RECEIPT), 100);
    expect(jsQR(a4.rgba, a4.width, a4.height)?.data).toBe('R-2026-0042');
    const card = await renderDocumentPdf({
      size: 'card',
      title: 'Library member card',
      issuer: ISSUER,
      qr: { text: 'https://vedann.example/m/V7K2M9', caption: 'Member V7K2M9' },
    });
    const image = await rasterize(card, 300);
    expect(jsQR(image.rgba, image.width, image.height)?.data).toBe(
      'https://vedann.example/m/V7K2M9',
    );
  });

  it('names downloads in any script with an ASCII fallback', () => {
    expect(attachmentHeader('assigned_books_list.txt', 'List')).toBe(
      `attachment; filename="assigned_books_list.txt"; filename*=UTF-8''assigned_books_list.txt`,
    );
    expect(attachmentHeader('रसीद.pdf', 'Receipt')).toBe(
      `attachment; filename="Receipt.pdf"; filename*=UTF-8''${encodeURIComponent('रसीद.pdf')}`,
    );
  });
});
