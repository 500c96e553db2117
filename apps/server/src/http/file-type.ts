/** Upload kinds the API accepts; each has its own size limit and allowed formats. */
/** `document` is a PDF or a scan of one (PNG, JPEG): a company's certificates. */
/**
 * `csv` is a spreadsheet to import, read and never stored (issue 32 item 5): saved as text, or an
 * Excel workbook (.xlsx, a zip the import reads with its own limits).
 */
export type FileCategory = 'image' | 'pdf' | 'document' | 'csv';

export const UPLOAD_LIMITS = {
  image: 2 * 1024 * 1024,
  pdf: 10 * 1024 * 1024,
  document: 10 * 1024 * 1024,
  csv: 5 * 1024 * 1024,
} as const satisfies Record<FileCategory, number>;

export interface SniffedType {
  mime: string;
  ext: string;
}

interface Signature extends SniffedType {
  /** Byte patterns at given offsets; all must match. */
  parts: { offset: number; bytes: number[] }[];
}

const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

/** An Excel workbook's type. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const SIGNATURES: Signature[] = [
  {
    mime: 'image/png',
    ext: 'png',
    parts: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  },
  { mime: 'image/jpeg', ext: 'jpg', parts: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  {
    mime: 'image/webp',
    ext: 'webp',
    // Bytes 4-7 hold the RIFF chunk size, which varies per file.
    parts: [
      { offset: 0, bytes: ascii('RIFF') },
      { offset: 8, bytes: ascii('WEBP') },
    ],
  },
  { mime: 'image/gif', ext: 'gif', parts: [{ offset: 0, bytes: ascii('GIF87a') }] },
  { mime: 'image/gif', ext: 'gif', parts: [{ offset: 0, bytes: ascii('GIF89a') }] },
  { mime: 'application/pdf', ext: 'pdf', parts: [{ offset: 0, bytes: ascii('%PDF-') }] },
  // Any zip: only a spreadsheet field takes it, and the import's reader refuses one that is no
  // workbook.
  { mime: XLSX_MIME, ext: 'xlsx', parts: [{ offset: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }] },
];

const matches = (head: Buffer, { offset, bytes }: Signature['parts'][number]): boolean =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);

/**
 * Identifies a file from its first bytes. The client's declared Content-Type and file name are
 * not trusted, since either can be set to anything.
 */
export function sniffFileType(head: Buffer): SniffedType | undefined {
  const found = SIGNATURES.find((sig) => sig.parts.every((part) => matches(head, part)));
  return found && { mime: found.mime, ext: found.ext };
}

const ALLOWED: Record<FileCategory, readonly string[]> = {
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  pdf: ['application/pdf'],
  document: ['application/pdf', 'image/png', 'image/jpeg'],
  csv: ['text/csv', XLSX_MIME],
};

const CSV_TYPE: SniffedType = { mime: 'text/csv', ext: 'csv' };
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Text a spreadsheet saved: valid UTF-8 without NUL or other control characters but tab and
 * line breaks. A binary file (an .xlsx is a zip) fails at its first bytes.
 */
export function isCsvText(buffer: Buffer): boolean {
  let text: string;
  try {
    text = UTF8.decode(buffer);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
}

/**
 * What an upload is, from its bytes: a known signature, or (where the field takes a CSV) text.
 * Text is never taken for an image or a PDF, since those categories do not list it.
 */
export function sniffUpload(buffer: Buffer, category: FileCategory): SniffedType | undefined {
  const signed = sniffFileType(buffer.subarray(0, 16));
  if (signed || category !== 'csv') return signed;
  return isCsvText(buffer) ? CSV_TYPE : undefined;
}

export function allowedTypes(category: FileCategory): readonly string[] {
  return ALLOWED[category];
}
