/**
 * A generic PDF document as data: receipts, GST invoices, ID cards, balance sheets, loan slips
 * and posters are each one of these, filled in by their area and drawn by document.layout.ts in
 * the PDF workers. Everything is text the PDF keeps as text (pdftotext reads it back).
 */

/** Who issues the document: the business, with its tax identifiers when it has them. */
export interface PdfIssuer {
  name: string;
  address?: string;
  gstin?: string;
  pan?: string;
  phone?: string;
  email?: string;
}

export interface PdfField {
  label: string;
  value: string;
}

export interface PdfColumn {
  header: string;
  /** Money and counts read best right-aligned. */
  align?: 'left' | 'right' | 'center';
  /** A relative width (default 1): a column of 2 is twice as wide as a column of 1. */
  width?: number;
}

export interface PdfTable {
  title?: string;
  columns: PdfColumn[];
  /** Each row has one text per column. */
  rows: string[][];
  /** Lines under the table, the label right-aligned beside the last column's value. */
  totals?: PdfField[];
}

export interface PdfDocument {
  /** 'A4' (portrait, margin 40) or 'card' (an ID-1 card, 85.6 x 54 mm, landscape). */
  size: 'A4' | 'card';
  title: string;
  subtitle?: string;
  issuer: PdfIssuer;
  /** Label and value pairs: a receipt's number and date, a card holder's details. */
  fields?: PdfField[];
  /** A4 only. */
  tables?: PdfTable[];
  /** Free text; on a card they go on its back. */
  paragraphs?: string[];
  /** A QR code drawn as vector squares, with a caption printed beside (A4) or under it (card). */
  qr?: { text: string; caption: string };
  /** A PNG or JPEG; other types are left out. */
  photo?: Uint8Array;
  /** A4 only: 'large' (220 x 260 pt, a poster's) instead of the 72 x 90 pt thumbnail. */
  photoSize?: 'small' | 'large';
  /** Printed at the foot of every page. */
  footer?: string;
  /** The file's Author property; the issuer's name by default. */
  author?: string;
}
