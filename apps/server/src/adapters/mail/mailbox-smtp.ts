import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { MailMessage, MailTransport } from './mail-transport';
import { sendThrough } from './smtp-transport';

/** An access token and when it expires (epoch ms), from whoever keeps the OAuth grant. */
export type AccessTokenSource = (renew: boolean) => Promise<{ accessToken: string; expiresAt: number }>;

/**
 * One sender's mailbox on their provider's SMTP server: the checked address to connect to
 * (smtp-address-guard), the host name for TLS, and either the app password or an OAuth token source.
 */
export interface MailboxConnection {
  host: string;
  /** The resolved, checked IP address the socket goes to. */
  address: string;
  port: number;
  security: 'tls' | 'starttls' | 'none';
  user: string;
  auth: { kind: 'password'; password: string } | { kind: 'oauth'; token: AccessTokenSource };
}

export type VerifyOutcome = { ok: true } | { ok: false; reason: 'auth' | 'unreachable' | 'tls' };

const VERIFY_TIMEOUT_MS = 10_000;

function transportOptions(connection: MailboxConnection, pool: boolean): SMTPPool.Options {
  const { auth } = connection;
  return {
    pool,
    host: connection.address,
    port: connection.port,
    secure: connection.security === 'tls',
    requireTLS: connection.security === 'starttls',
    ignoreTLS: connection.security === 'none',
    // The certificate is checked against the name the sender gave, not the address we connect to.
    tls: isIP(connection.host) ? {} : { servername: connection.host },
    auth:
      auth.kind === 'password'
        ? { user: connection.user, pass: auth.password }
        : {
            type: 'OAuth2',
            user: connection.user,
            provisionCallback: (_user, renew, callback) => {
              auth.token(renew).then(
                (token) => callback(null, token.accessToken, token.expiresAt),
                (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
              );
            },
          },
    maxConnections: 2,
    maxMessages: 100,
    connectionTimeout: VERIFY_TIMEOUT_MS,
    greetingTimeout: VERIFY_TIMEOUT_MS,
    socketTimeout: 30_000,
    logger: false,
    debug: false,
  };
}

function outcomeOf(error: unknown): VerifyOutcome {
  const code = (error as { code?: unknown }).code;
  if (code === 'EAUTH') return { ok: false, reason: 'auth' };
  if (code === 'ETLS') return { ok: false, reason: 'tls' };
  return { ok: false, reason: 'unreachable' };
}

/** Logs in to the mailbox's SMTP server and out again (nodemailer `verify()`), within about 10 s. */
export async function verifyMailbox(connection: MailboxConnection): Promise<VerifyOutcome> {
  const transporter = nodemailer.createTransport(transportOptions(connection, false));
  try {
    await transporter.verify();
    return { ok: true };
  } catch (error) {
    return outcomeOf(error);
  } finally {
    transporter.close();
  }
}

/** A pooled transport logged in as the sender; `send` answers the Message-ID the message went out with. */
export function createMailboxTransport(connection: MailboxConnection): MailTransport {
  const transporter = nodemailer.createTransport(transportOptions(connection, true));
  return {
    kind: 'smtp',
    send: (message: MailMessage) => sendThrough(transporter, message),
    async close() {
      transporter.close();
    },
  };
}
