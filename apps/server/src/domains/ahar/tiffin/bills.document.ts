import { MONTH_NAMES, amountInWords, formatInr, toPaise } from '@vedann/contracts';
import type { PdfDocument, PdfField } from '../../../pdf';
import { upiDocumentParts, type UpiOnDocument } from '../../payments';
import type { BillWithName } from './bills.service';

/** 'YYYY-MM' as 'November 2026'. */
const monthLabel = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

/**
 * A tiffin bill as a PDF (A4): while due, the bill with the UPI pay link and its QR code; once
 * paid, its receipt, with the receipt's number, the day and the UTR it was paid with.
 */
export function tiffinBillDocument(
  bill: BillWithName & { reference: string },
  ahar: { name: string; city: string },
  upi: UpiOnDocument,
): PdfDocument {
  const paid = bill.status === 'Paid';
  const number = paid && bill.receiptNo ? bill.receiptNo : bill.reference;
  const paying = upiDocumentParts(upi, {
    text: number,
    caption: paid ? `Receipt ${number}` : `Bill ${number}`,
  });
  const paise = toPaise(bill.amount);
  const description = `Tiffin for ${monthLabel(bill.month)}`;
  const fields: PdfField[] = [
    paid ? { label: 'Receipt no.', value: number } : { label: 'Bill no.', value: number },
    ...(paid ? [{ label: 'Bill no.', value: bill.reference }] : []),
    ...(paid && bill.paidOn ? [{ label: 'Paid on', value: bill.paidOn }] : []),
    { label: paid ? 'Received from' : 'Billed to', value: bill.name },
    ...paying.fields,
  ];
  return {
    size: 'A4',
    title: paid ? 'Tiffin receipt' : 'Tiffin bill',
    subtitle: description,
    issuer: { name: ahar.name, ...(ahar.city ? { address: ahar.city } : {}) },
    fields,
    tables: [
      {
        columns: [
          { header: 'Description', width: 3 },
          { header: 'Amount', align: 'right', width: 1.4 },
        ],
        rows: [[description, formatInr(paise)]],
        totals: [{ label: paid ? 'Total received' : 'Total due', value: formatInr(paise) }],
      },
    ],
    paragraphs: [
      `${paid ? 'Amount received' : 'Amount due'}: ${amountInWords(paise)}.`,
      ...paying.paragraphs,
    ],
    qr: paying.qr,
    footer: `${ahar.name}: ${paid ? 'tiffin receipt' : 'tiffin bill'}`,
  };
}
