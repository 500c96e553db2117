import { describe, expect, it } from 'vitest';
import {
  allowedTypes,
  isCsvText,
  sniffFileType,
  sniffUpload,
  UPLOAD_LIMITS,
  XLSX_MIME,
} from './file-type';

const bytes = (...parts: (string | number[])[]): Buffer =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

describe('sniffFileType', () => {
  it.each([
    ['PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'), 'image/png', 'png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0'), 'image/jpeg', 'jpg'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'webp'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif', 'gif'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif', 'gif'],
    ['PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), 'application/pdf', 'pdf'],
  ])('detects %s', (_name, head, mime, ext) => {
    expect(sniffFileType(head)).toEqual({ mime, ext });
  });

  it.each([
    ['HTML text', bytes('<!doctype html><html><body>hi</body></html>')],
    ['an empty buffer', Buffer.alloc(0)],
    ['a truncated PNG signature', bytes([0x89], 'PNG\r\n')],
    ['a RIFF file that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
  ])('returns undefined for %s', (_name, head) => {
    expect(sniffFileType(head)).toBeUndefined();
  });
});

describe('allowedTypes', () => {
  it('lists the image and pdf formats', () => {
    expect(allowedTypes('image')).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
    expect(allowedTypes('pdf')).toEqual(['application/pdf']);
  });

  it('allows bigger PDFs than images', () => {
    expect(UPLOAD_LIMITS).toEqual({
      image: 2 * 1024 * 1024,
      pdf: 10 * 1024 * 1024,
      document: 10 * 1024 * 1024,
      csv: 5 * 1024 * 1024,
    });
  });
});

describe('sniffUpload', () => {
  it('takes UTF-8 text as a CSV only where a CSV is asked for', () => {
    const csv = Buffer.from('\ufeffनाम;Phone\r\nAsha;9876543210\r\n');
    expect(sniffUpload(csv, 'csv')).toEqual({ mime: 'text/csv', ext: 'csv' });
    expect(sniffUpload(csv, 'image')).toBeUndefined();
  });

  it('refuses binary files and text with NUL or invalid UTF-8 as a CSV', () => {
    expect(sniffUpload(Buffer.from([0x61, 0xff, 0xfe, 0x62]), 'csv')).toBeUndefined();
    expect(sniffUpload(Buffer.from('a,\u0000b\n'), 'csv')).toBeUndefined();
    expect(isCsvText(Buffer.from('a,b\n'))).toBe(true);
  });

  it('takes a zip as a workbook where a spreadsheet is taken, and nowhere else (decision 0364)', () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
    expect(sniffUpload(zip, 'csv')?.mime).toBe(XLSX_MIME);
    expect(allowedTypes('csv')).toContain(XLSX_MIME);
    for (const category of ['image', 'pdf', 'document'] as const)
      expect(allowedTypes(category)).not.toContain(sniffUpload(zip, category)?.mime);
  });
});
