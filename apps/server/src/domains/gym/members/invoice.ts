import {
  GST_STANDARD_RATE_BP,
  GYM_SAC,
  amountInWords,
  formatInr,
  gstSplit,
  gstinStateCode,
  toPaise,
  type GymFee,
  type GymFeeStatus,
} from '@vedann/contracts';
import type { PdfDocument, PdfField } from '../../../pdf';
import { NO_UPI, upiDocumentParts, type InvoiceSeries, type UpiOnDocument } from '../../payments';

/** The stored statuses written out, as the fees screen shows them (decision 0352). */
const FEE_STATUS_WORDS: Record<GymFeeStatus, string> = {
  Paid: 'Paid',
  Notpaid: 'Not paid',
  Halfpaid: 'Half paid',
};

/** The GST inside a fee: the amount the member pays, tax included, in paise. */
export interface FeeGst {
  kind: 'intra' | 'inter';
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/**
 * Splits a tax-inclusive fee. The place of supply is the member's state (their address; empty
 * is the gym's own state): inside the gym's state CGST and SGST at 9% each, outside it IGST at
 * 18%. Each tax is worked out on the taxable value and the taxable value is what is left, so
 * the lines add up to the amount paid, to the paisa.
 */
export function feeGst(totalPaise: number, gymGstin: string, memberState: string): FeeGst {
  const gymState = gstinStateCode(gymGstin);
  const approx = Math.round((totalPaise * 10_000) / (10_000 + GST_STANDARD_RATE_BP));
  const split = gstSplit({
    taxable: approx,
    businessGstin: gymGstin,
    customerState: memberState || gymState,
  });
  return {
    kind: split.kind,
    taxable: totalPaise - split.tax,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
    total: totalPaise,
  };
}

/** The gym fees' tax invoices: one series per gym and financial year (decision 0349). */
export const GYM_FEE_INVOICES: InvoiceSeries = { name: 'gym-fee', fallbackPrefix: 'GF' };

export interface InvoiceMember {
  name: string;
  memberId: string;
  state: string;
  address: string;
  mobile: string;
}

export interface InvoiceGym {
  name: string;
  gstin: string;
  address: string;
}

/**
 * A fee's tax invoice (A4): the gym with its GSTIN, the member and their state, the period, SAC
 * 999723, the taxable value and the GST lines, and the amount in figures and words. While the
 * fee is owed and the gym has UPI details, its QR code is the UPI pay link (the link is printed
 * too); otherwise it carries the invoice number. A fee paid with a UTR prints the UTR.
 */
export function feeInvoice(
  fee: GymFee & { id: string },
  member: InvoiceMember,
  gym: InvoiceGym,
  upi: UpiOnDocument = NO_UPI,
): PdfDocument {
  const total = toPaise(fee.amount) + toPaise(fee.penalty);
  const gst = feeGst(total, gym.gstin, member.state);
  const description = `Gym membership ${fee.feeFrom} to ${fee.feeTo}${fee.remark ? ` (${fee.remark})` : ''}`;
  const rows: string[][] = [[description, GYM_SAC, formatInr(toPaise(fee.amount))]];
  if (fee.penalty > 0) rows.push(['Late fee', GYM_SAC, formatInr(toPaise(fee.penalty))]);
  const totals: PdfField[] = [{ label: 'Taxable value', value: formatInr(gst.taxable) }];
  if (gst.kind === 'intra') {
    totals.push(
      { label: 'CGST @ 9%', value: formatInr(gst.cgst) },
      { label: 'SGST @ 9%', value: formatInr(gst.sgst) },
    );
  } else {
    totals.push({ label: 'IGST @ 18%', value: formatInr(gst.igst) });
  }
  totals.push({ label: 'Total', value: formatInr(total) });
  const place = member.state || gstinStateCode(gym.gstin);
  const number = fee.invoiceNo;
  const paying = upiDocumentParts(upi, { text: number, caption: `Invoice ${number}` });
  return {
    size: 'A4',
    title: 'Tax invoice',
    subtitle: description,
    issuer: {
      name: gym.name,
      gstin: gym.gstin,
      ...(gym.address ? { address: gym.address } : {}),
    },
    fields: [
      { label: 'Invoice no.', value: number },
      { label: 'Invoice date', value: fee.invoiceDate },
      ...(fee.paymentDate ? [{ label: 'Paid on', value: fee.paymentDate }] : []),
      { label: 'Billed to', value: member.name },
      { label: 'Member ID', value: member.memberId },
      ...(member.address ? [{ label: 'Address', value: member.address }] : []),
      { label: 'Place of supply (state code)', value: place },
      { label: 'Status', value: FEE_STATUS_WORDS[fee.status] },
      ...paying.fields,
    ],
    tables: [
      {
        columns: [
          { header: 'Description', width: 3 },
          { header: 'SAC', align: 'center' },
          { header: 'Amount', align: 'right', width: 1.4 },
        ],
        rows,
        totals,
      },
    ],
    paragraphs: [
      `Amount: ${amountInWords(total)}.`,
      'The amount includes GST.',
      ...paying.paragraphs,
    ],
    qr: paying.qr,
    footer: `${gym.name}: tax invoice`,
  };
}
