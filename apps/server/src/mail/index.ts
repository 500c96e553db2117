import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MimeNode from 'nodemailer/lib/mime-node';
import type { Config } from '../config';
import type { Mailer, MailMessage } from './mailer';

export type { Mailer, MailMessage } from './mailer';

export interface MailLog {
  info(obj: object, msg: string): void;
}

export function createMailer(
  config: Config,
  log: MailLog,
  retryDelaysMs: readonly number[] = SMTP_RETRY_DELAYS_MS,
): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom, retryDelaysMs)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
}

/**
 * The waits before a second and a third try of a message the SMTP server could not take for
 * now. Every sender (resets, status notices, reminders, alerts, Multiple) gets them, so a
 * mail server restarting or greylisting does not lose the message.
 */
export const SMTP_RETRY_DELAYS_MS = [1_000, 5_000] as const;

/**
 * Whether a failed send may succeed if tried again: the server said "not now" (a 4xx reply) or
 * could not be reached. A 5xx reply (no such mailbox, refused) or a bad message fails at once.
 */
export function isTransientMailError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'EDNS';
}

function createSmtpMailer(url: string, from: string, retryDelaysMs: readonly number[]): Mailer {
  // The URL goes to nodemailer untouched so operators can tune the connection with its query
  // options (?requireTLS=true, ?ignoreTLS=true, ...). No flag is needed for a server that does
  // not offer STARTTLS: nodemailer then simply stays on plain text.
  // On the wire the text keeps nodemailer's default quoted-printable encoding, which every
  // server accepts whatever its line length limits or 8BITMIME support.
  const transport = nodemailer.createTransport(url, { from });
  return {
    kind: 'smtp',
    async send({ to, subject, text, html, images = [] }) {
      const attachments = images.map((image) => ({
        cid: image.cid,
        filename: image.name,
        content: Buffer.from(image.png),
        contentDisposition: 'inline' as const,
      }));
      for (let attempt = 0; ; attempt += 1) {
        try {
          await transport.sendMail({ to, subject, text, html, attachments });
          return;
        } catch (error) {
          const delay = retryDelaysMs[attempt];
          if (delay === undefined || !isTransientMailError(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    },
    close: () => transport.close(),
  };
}

/**
 * Builds the .eml with nodemailer's MIME builder rather than its streamTransport: the transport
 * always quoted-printable encodes text with lines over 76 characters, which splits reset links
 * with soft line breaks, and offers no option against it. Outbox files are read by people and
 * grepped by scripts, never transmitted, so the text part is written as 8bit, verbatim.
 */
function composeEml(
  from: string,
  { to, subject, text, html, images = [] }: MailMessage,
): Promise<Buffer> {
  const root = new MimeNode(html ? 'multipart/alternative' : 'text/plain; charset=utf-8', {
    newline: 'unix',
  }).setHeader({ From: from, To: to, Subject: subject });
  const textNode = html ? root.createChild('text/plain; charset=utf-8') : root;
  if (html) {
    // The HTML and the pictures it shows by cid: travel together (RFC 2387).
    const htmlParent = images.length ? root.createChild('multipart/related') : root;
    htmlParent.createChild('text/html; charset=utf-8').setContent(html);
    for (const image of images) {
      htmlParent
        .createChild('image/png', { filename: image.name })
        .setHeader({ 'Content-ID': `<${image.cid}>`, 'Content-Disposition': 'inline' })
        .setContent(Buffer.from(image.png));
    }
  }
  // A node without content keeps the transfer encoding it is given; its rendered headers plus
  // the untouched text then become its raw output.
  textNode.setHeader('Content-Transfer-Encoding', '8bit');
  textNode.setRaw(`${textNode.buildHeaders()}\r\n\r\n${text}`);
  return root.build();
}

function createOutboxMailer(dir: string, from: string, log: MailLog): Mailer {
  // Two messages to one person in the same millisecond (a reminder run) must not share a file.
  let sequence = 0;
  return {
    kind: 'outbox',
    async send(message) {
      const eml = await composeEml(from, message);
      const { to, subject } = message;
      const time = new Date().toISOString().replace(/[:.]/g, '-');
      sequence = (sequence + 1) % 1_000_000;
      const order = String(sequence).padStart(6, '0');
      const file = path.join(dir, `${time}-${order}-${to.replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`);
      await mkdir(dir, { recursive: true });
      await writeFile(file, eml);
      log.info({ to, subject, file }, 'E-mail written to outbox');
    },
    close: () => undefined,
  };
}
