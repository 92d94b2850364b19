import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { MailMessage, MailTransport } from './mail-transport';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const BOOLEAN_PARAMETERS = ['ignoreTLS', 'requireTLS'] as const;

function booleanParameter(url: URL, name: string): boolean | undefined {
  const value = url.searchParams.get(name);
  if (value === null) return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`SMTP_URL parameter ${name} must be true or false, not "${value}"`);
}

/**
 * Pool options from SMTP_URL: `smtp://` (STARTTLS when the server offers it) or `smtps://` (TLS from the
 * first byte), user and password from the URL. On a loopback host a plain `smtp://` URL skips STARTTLS,
 * since the connection never leaves the machine; `?ignoreTLS=` and `?requireTLS=` override either way.
 */
export function smtpOptionsFromUrl(smtpUrl: string): SMTPPool.Options {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  const secure = url.protocol === 'smtps:';
  const flags = Object.fromEntries(BOOLEAN_PARAMETERS.map((name) => [name, booleanParameter(url, name)]));
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  return {
    pool: true,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ignoreTLS: flags.ignoreTLS ?? (!secure && loopback),
    requireTLS: flags.requireTLS ?? false,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    maxConnections: 3,
    maxMessages: 100,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** Sends one message through a nodemailer transporter; answers the Message-ID it went out with. */
export async function sendThrough(transporter: Transporter, message: MailMessage) {
  const { 'Message-ID': messageId, ...headers } = message.headers ?? {};
  const info = await transporter.sendMail({
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId,
    headers,
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  });
  return { delivered: true, messageId: info.messageId as string };
}

/** System mail over SMTP (SMTP_URL), through a small connection pool. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpOptionsFromUrl(smtpUrl));
  return {
    kind: 'smtp',
    send: (message: MailMessage) => sendThrough(transporter, message),
    async close() {
      transporter.close();
    },
  };
}
