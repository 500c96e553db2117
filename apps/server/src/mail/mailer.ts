export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends through SMTP_URL when set; otherwise writes an .eml file to DATA_DIR/outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}
