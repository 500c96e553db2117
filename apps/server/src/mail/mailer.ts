export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Pictures the HTML shows by `cid:<cid>` (a UPI QR code), sent inline with it. */
  images?: readonly MailImage[];
}

export interface MailImage {
  cid: string;
  /** The file name mail programs show when they list it. */
  name: string;
  png: Uint8Array;
}

/** Sends through SMTP_URL when set; otherwise writes an .eml file to DATA_DIR/outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}
