/** A message ready to go out. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; contentType: string; content: string }[];
  headers?: Record<string, string>;
  /** System mail: what it is and its outbox row, so a log line can name the message without its content. */
  kind?: string;
  outboxId?: number;
}

/**
 * Where system mail goes: SMTP (nodemailer, SMTP_URL) or, with no SMTP configured, the log.
 * `delivered` false means the message was only logged.
 */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<{ delivered: boolean; messageId: string | null }>;
  close(): Promise<void>;
}
