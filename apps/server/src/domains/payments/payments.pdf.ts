import { formatInr, toPaise, type PayLink } from '@vedann/contracts';
import type { PdfDocument, PdfField } from '../../pdf';

/** How a fee on a receipt or invoice is paid by UPI: the link while owed, the UTR once paid. */
export interface UpiOnDocument {
  payLink: PayLink | null;
  utr: string;
}

export const NO_UPI: UpiOnDocument = { payLink: null, utr: '' };

/**
 * What a receipt or invoice prints of UPI (decision 0343): the UTR it was paid with, as a field;
 * while something is owed, the pay link as text and as the document's QR code, captioned with
 * the amount and the payee. Otherwise the QR code is the document's own (its number).
 */
export function upiDocumentParts(
  upi: UpiOnDocument,
  ownQr: NonNullable<PdfDocument['qr']>,
): { fields: PdfField[]; paragraphs: string[]; qr: NonNullable<PdfDocument['qr']> } {
  const { payLink, utr } = upi;
  return {
    fields: utr ? [{ label: 'Paid by UPI, UTR', value: utr }] : [],
    paragraphs: payLink ? [`Pay by UPI: ${payLink.uri}`] : [],
    qr: payLink
      ? {
          text: payLink.uri,
          caption: `Scan to pay ${formatInr(toPaise(payLink.amount))} by UPI to ${payLink.payeeName} (${payLink.upiId}) for ${payLink.reference}`,
        }
      : ownQr,
  };
}
