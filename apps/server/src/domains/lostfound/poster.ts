import {
  LOST_FIELDS,
  LOST_TITLE_FIELD,
  POSTER_PRIVATE_FIELDS,
  type LostKind,
} from '@vedann/contracts';
import type { PdfDocument, PdfField } from '../../pdf';

const KIND_WORD: Record<LostKind, string> = {
  human: 'person',
  animal: 'animal',
  material: 'item',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-11-20 as 20 Nov 2026 (a poster is printed, so no locale of a browser applies). */
export function posterDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}

/**
 * A lost report's poster: the photo large, where and when, the describing fields with their
 * units, and a QR code to the report's page; never the contact fields (POSTER_PRIVATE_FIELDS).
 */
export function lostPoster(report: {
  kind: LostKind;
  title: string;
  details: Record<string, string>;
  link: string;
  photo: Uint8Array | undefined;
}): PdfDocument {
  const { kind, details } = report;
  const what = KIND_WORD[kind];
  const title = report.title || `a ${what}`;
  const fields: PdfField[] = [
    { label: 'Lost at', value: details.lostLocation ?? '' },
    {
      label: 'Lost on',
      value: [posterDate(details.lostDate ?? ''), details.lostTime].filter(Boolean).join(' at '),
    },
  ];
  for (const field of LOST_FIELDS[kind]) {
    if (field.name.startsWith('lost') || POSTER_PRIVATE_FIELDS.has(field.name)) continue;
    if (field.name === LOST_TITLE_FIELD[kind] && report.title) continue;
    const value = details[field.name] ?? '';
    if (!value) continue;
    fields.push({ label: field.label, value: field.unit ? `${value} ${field.unit}` : value });
  }
  return {
    size: 'A4',
    title: `LOST: ${title}`,
    subtitle: `Have you seen this ${what}?`,
    issuer: { name: 'Vedann Lost and Found' },
    fields,
    paragraphs: [
      `If you have seen ${title}, scan the QR code to open the report on Vedann and send a message to the person who reported it.`,
    ],
    qr: { text: report.link, caption: 'Scan to see the report and send a message' },
    ...(report.photo ? { photo: report.photo, photoSize: 'large' as const } : {}),
    footer: `Vedann Lost and Found: ${report.link}`,
    author: 'Vedann Lost and Found',
  };
}
