import {
  GST_STANDARD_RATE_BP,
  MONTH_NAMES,
  amountInWords,
  formatInr,
  gstSplit,
  gstinStateCode,
  readablePhone,
  toPaise,
} from '@vedann/contracts';
import type { PdfDocument, PdfField, PdfIssuer } from '../../pdf';
import { NO_UPI, upiDocumentParts, type InvoiceSeries, type UpiOnDocument } from '../payments';

/** The library as the documents name it: its profile's address and tax identifiers. */
export interface LibraryIssuer {
  name: string;
  city: string;
  address: string;
  pincode: string;
  gst: string;
  pan: string;
  mobile: string;
  email: string;
}

export function issuerOf(library: LibraryIssuer): PdfIssuer {
  const place = [library.address, library.city, library.pincode].filter(Boolean).join(', ');
  return {
    name: library.name,
    ...(place ? { address: place } : {}),
    ...(library.gst ? { gstin: library.gst } : {}),
    ...(library.pan ? { pan: library.pan } : {}),
    ...(library.mobile ? { phone: readablePhone(library.mobile) } : {}),
    ...(library.email ? { email: library.email } : {}),
  };
}

/** 'YYYY-MM' as 'March 2026'. */
export function monthLabel(month: string): string {
  const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month;
  return `${name} ${month.slice(0, 4)}`;
}

/** The receipt's GST lines: what an amount paid (tax included) is made of, in paise. */
export interface FeeTax {
  taxable: number;
  cgst: number;
  sgst: number;
  /** The half rate CGST and SGST are each charged at, in basis points. */
  halfRateBp: number;
}

/**
 * The GST inside a fee paid by a library with a GSTIN. The fee is taken as the price the member
 * pays, tax included (a member is quoted one monthly figure), and the place of supply is the
 * library's own state (the seat is used there), so the tax is CGST and SGST at 9% each. Each tax
 * is worked out on the taxable value and the taxable value is what is left, so the three lines
 * always add up to the amount paid, to the paisa.
 */
export function feeTax(paidPaise: number, gstin: string): FeeTax {
  const state = gstinStateCode(gstin);
  const approx = Math.round((paidPaise * 10_000) / (10_000 + GST_STANDARD_RATE_BP));
  const split = gstSplit({ taxable: approx, businessGstin: gstin, customerState: state });
  return {
    taxable: paidPaise - split.cgst - split.sgst,
    cgst: split.cgst,
    sgst: split.sgst,
    halfRateBp: split.rates.cgst,
  };
}

const percent = (basisPoints: number) => `${basisPoints / 100}%`;

export interface ReceiptPayment {
  invoiceNo: string;
  month: string;
  amount: string;
  paidOn: string;
  method: string;
}

export interface ReceiptMember {
  name: string;
  vedanId: string;
  memberId: string;
}

/**
 * The fee receipts' numbers: one series per library and financial year, issued when a payment is
 * recorded (decision 0349); with a GSTIN the receipt is the library's tax invoice.
 */
export const LIBRARY_FEE_RECEIPTS: InvoiceSeries = { name: 'library-fee', fallbackPrefix: 'LF' };

/**
 * A fee payment's receipt (A4): the library with its GSTIN and PAN, the member, the month paid
 * for, and the amount in figures and words; with a GSTIN, the taxable value, CGST and SGST. A
 * payment made by UPI prints its UTR; while part of the month is still owed, the QR code is the
 * UPI pay link for the rest.
 */
export function feeReceipt(
  payment: ReceiptPayment,
  member: ReceiptMember,
  library: LibraryIssuer,
  upi: UpiOnDocument = NO_UPI,
): PdfDocument {
  const number = payment.invoiceNo;
  const paying = upiDocumentParts(upi, { text: number, caption: `Receipt ${number}` });
  const paise = toPaise(payment.amount);
  const description = `Library fee for ${monthLabel(payment.month)}`;
  const fields: PdfField[] = [
    { label: 'Receipt no.', value: number },
    { label: 'Date', value: payment.paidOn },
    { label: 'Received from', value: member.name },
    { label: 'Member ID', value: member.memberId },
    { label: 'Vedan ID', value: member.vedanId },
    { label: 'Payment method', value: payment.method },
    ...paying.fields,
  ];
  const totals: PdfField[] = [];
  if (library.gst) {
    const tax = feeTax(paise, library.gst);
    totals.push(
      { label: 'Taxable value', value: formatInr(tax.taxable) },
      { label: `CGST @ ${percent(tax.halfRateBp)}`, value: formatInr(tax.cgst) },
      { label: `SGST @ ${percent(tax.halfRateBp)}`, value: formatInr(tax.sgst) },
    );
  }
  totals.push({ label: 'Total received', value: formatInr(paise) });
  return {
    size: 'A4',
    title: 'Fee receipt',
    subtitle: description,
    issuer: issuerOf(library),
    fields,
    tables: [
      {
        columns: [
          { header: 'Description', width: 3 },
          { header: 'SAC', align: 'center' },
          { header: 'Amount', align: 'right', width: 1.4 },
        ],
        // SAC 999293: commercial training and coaching services (reading rooms and study halls).
        rows: [[description, '999293', formatInr(paise)]],
        totals,
      },
    ],
    paragraphs: [
      `Amount received: ${amountInWords(paise)}.`,
      library.gst
        ? 'The amount includes GST; the place of supply is the library’s state.'
        : 'The library is not registered for GST; no tax is charged.',
      ...(upi.payLink ? [`Still owed for ${monthLabel(payment.month)}.`] : []),
      ...paying.paragraphs,
    ],
    qr: paying.qr,
    footer: `${library.name}: fee receipt`,
  };
}

export interface CardMember {
  name: string;
  vedanId: string;
  memberId: string;
  seatNo: string;
  time: string;
  joiningDate: string;
}

export interface CardSeat {
  seatNumber: number;
  shift: string;
  layout: string;
  tableNo: number;
  startDate: string;
  expiryDate: string;
}

/** Where the seat is: 'Seat 7' on the grid, 'Table 2, seat 3' at the round tables. */
export const seatLabel = (seat: Pick<CardSeat, 'seatNumber' | 'layout' | 'tableNo'>) =>
  seat.layout === 'tables'
    ? `Table ${seat.tableNo}, seat ${seat.seatNumber}`
    : `Seat ${seat.seatNumber}`;

/**
 * A member's ID card (ID-1): photo, name, Vedan ID, member id, library, shift, seat and validity
 * (the current booking's, else the joining form's seat and time), and a QR code holding the bare
 * member id, which the check-in desk reads (the library's people directory finds it).
 */
export function memberCard(
  member: CardMember,
  seat: CardSeat | undefined,
  library: Pick<LibraryIssuer, 'name' | 'city'>,
  photo?: Uint8Array,
): PdfDocument {
  return {
    size: 'card',
    title: 'Member ID card',
    subtitle: library.name,
    issuer: { name: library.name, ...(library.city ? { address: library.city } : {}) },
    fields: [
      { label: 'Name', value: member.name },
      { label: 'Vedan ID', value: member.vedanId },
      { label: 'Member ID', value: member.memberId },
      { label: 'Shift', value: seat?.shift ?? member.time },
      { label: 'Seat', value: seat ? seatLabel(seat) : member.seatNo },
      {
        label: 'Valid',
        value: seat ? `${seat.startDate} to ${seat.expiryDate}` : `from ${member.joiningDate}`,
      },
    ],
    paragraphs: [
      `This card belongs to ${member.name}, a member of ${library.name}.`,
      'Show its QR code at the desk to check in and out. If found, please return it to the library.',
    ],
    qr: { text: member.memberId, caption: member.memberId },
    ...(photo ? { photo } : {}),
    footer: `${library.name}: member ID card`,
  };
}
