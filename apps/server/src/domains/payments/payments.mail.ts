import QRCode from 'qrcode';
import { formatInr, toPaise, type PayLink } from '@vedann/contracts';
import type { MailImage } from '../../mail/mailer';

const QR_CID = 'upi-pay-qr@vedann';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** An e-mail's body: the text, and where something is owed an HTML twin with the QR code. */
export interface PayableMail {
  text: string;
  html?: string;
  images?: MailImage[];
}

/**
 * A reminder's text with the UPI pay link for what is owed (decision 0343): the link as a line
 * of the text, and an HTML part of the same paragraphs with the link and its QR code as an
 * inline picture (by `cid:`, which mail programs show where they hide `data:` pictures). With
 * nothing owed by UPI, the text alone.
 */
export async function withPayLink(lines: readonly string[], payLink: PayLink | null) {
  if (!payLink) return { text: lines.join('\n') } satisfies PayableMail;
  const amount = formatInr(toPaise(payLink.amount));
  const payLine = `Pay ${amount} by UPI to ${payLink.payeeName} (${payLink.upiId}), ${payLink.reference}: ${payLink.uri}`;
  // The link goes before the sign-off (the last non-empty line).
  const at = Math.max(0, lines.length - 2);
  const text = [...lines.slice(0, at), payLine, '', ...lines.slice(at)].join('\n');
  const png = await QRCode.toBuffer(payLink.uri, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 6,
  });
  const paragraphs = lines
    .slice(0, at)
    .join('\n')
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  const html = [
    ...paragraphs,
    `<p><a href="${escapeHtml(payLink.uri)}">${escapeHtml(`Pay ${amount} by UPI`)}</a> ${escapeHtml(`to ${payLink.payeeName} (${payLink.upiId}), ${payLink.reference}.`)}</p>`,
    `<p><img src="cid:${QR_CID}" width="240" height="240" alt="${escapeHtml(`UPI QR code: pay ${amount} to ${payLink.payeeName}`)}"></p>`,
    ...lines
      .slice(at)
      .filter((line) => line.trim())
      .map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('\n');
  return {
    text,
    html,
    images: [{ cid: QR_CID, name: `UPI ${payLink.reference}.png`, png }],
  } satisfies PayableMail;
}
