/** Upload kinds the API accepts; each has its own size limit and allowed formats. */
/** `document` is a PDF or a scan of one (PNG, JPEG): a company's certificates. */
export type FileCategory = 'image' | 'pdf' | 'document';

export const UPLOAD_LIMITS = {
  image: 2 * 1024 * 1024,
  pdf: 10 * 1024 * 1024,
  document: 10 * 1024 * 1024,
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
};

export function allowedTypes(category: FileCategory): readonly string[] {
  return ALLOWED[category];
}
