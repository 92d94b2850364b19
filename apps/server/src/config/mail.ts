import { z } from 'zod';
import { urlString } from './fields';

/** The environment keys of system mail (receipts, reminders, codes). */
export const mailEnv = {
  SMTP_URL: urlString(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().trim().min(3, 'must be an address such as "Meridian <no-reply@example.com>"').optional(),
};

/** The environment keys of senders' own mailboxes and their "Connect with …" apps. */
export const senderMailboxesEnv = {
  MAIL_ALLOW_PRIVATE_HOSTS: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  MICROSOFT_CLIENT_ID: z.string().trim().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().trim().min(1).optional(),
  MICROSOFT_AUTHORITY: urlString(['https:', 'http:']).default('https://login.microsoftonline.com/common/oauth2/v2.0'),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GOOGLE_AUTHORIZE_URL: urlString(['https:', 'http:']).default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: urlString(['https:', 'http:']).default('https://oauth2.googleapis.com/token'),
};

/** Keys that only work together (config/fields.ts, pairProblems). */
export const OAUTH_APP_KEY_PAIRS = [
  ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
] as const;

type MailEnv = z.output<z.ZodObject<typeof mailEnv>>;
type SenderMailboxesEnv = z.output<z.ZodObject<typeof senderMailboxesEnv>>;

/** System mail: SMTP when SMTP_URL is set, else kept unsent in the outbox. */
export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
}

/** The sender defaults to no-reply at PUBLIC_URL's host. */
export function mailConfig(e: MailEnv & { PUBLIC_URL?: string }): MailConfig {
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM ?? `Meridian Trading Academy <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
  };
}

/** Senders' own mailboxes (docs/deploy.md, Sender mailboxes). */
export interface SenderMailboxesConfig {
  /** MAIL_ALLOW_PRIVATE_HOSTS: SMTP servers on private, loopback or link-local addresses (local testing only). */
  allowPrivateHosts: boolean;
  /** "Connect with …" apps, each present when its client id and secret are set. */
  oauth: { microsoft?: OAuthAppConfig; google?: OAuthAppConfig };
}

export interface OAuthAppConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
}

/** Client secrets stay out of JSON (logs), as the secrets keys do. */
export function senderMailboxesConfig(e: SenderMailboxesEnv): SenderMailboxesConfig {
  const app = (clientId: string | undefined, clientSecret: string | undefined, urls: [string, string]) =>
    clientId && clientSecret ? { clientId, clientSecret, authorizeUrl: urls[0], tokenUrl: urls[1] } : undefined;
  const authority = e.MICROSOFT_AUTHORITY.replace(/\/$/, '');
  const oauth = {
    microsoft: app(e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET, [`${authority}/authorize`, `${authority}/token`]),
    google: app(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, [e.GOOGLE_AUTHORIZE_URL, e.GOOGLE_TOKEN_URL]),
  };
  Object.defineProperty(oauth, 'toJSON', { enumerable: false, value: () => '[oauth apps]' });
  return { allowPrivateHosts: e.MAIL_ALLOW_PRIVATE_HOSTS, oauth };
}
