import { isIP } from 'node:net';
import { ImapFlow, type ImapFlowOptions } from 'imapflow';
import { MailOAuthError } from './mail-oauth-client';
import type { MailboxConnection } from './mailbox-smtp';

/**
 * Reading a sender's own mailbox over IMAP for bounces and complaints (docs/product.md, Bounces and
 * complaints from the sender's mailbox), read-only: folders are opened with EXAMINE, messages fetched
 * with BODY.PEEK, so nothing is deleted, moved or marked read. The connection is the same checked
 * address, name and credentials as the mailbox's SMTP connection, on its IMAP server.
 */

export type ImapConnection = MailboxConnection;

/** Why a mailbox could not be read: the login refused, the server not reached, or no secure connection. */
export class ImapReadError extends Error {
  constructor(
    readonly reason: 'auth' | 'unreachable' | 'tls',
    detail: string,
  ) {
    super(`IMAP ${reason}: ${detail}`);
    this.name = 'ImapReadError';
  }
}

/** Where reading a folder stopped: its UIDVALIDITY and the highest UID looked at. */
export interface FolderWatermark {
  uidValidity: string;
  lastUid: number;
}

export interface FetchedMessage {
  uid: number;
  source: Buffer;
  /** When the server received it. */
  receivedAt: Date | null;
}

export interface FolderRead {
  watermark: FolderWatermark;
  /** The new messages whose headers `wanted` accepted, full source (capped), oldest first. */
  messages: FetchedMessage[];
  /** New messages looked at (headers only for those not wanted). */
  seen: number;
}

export interface MailboxReader {
  /** The inbox, and the junk folder when the server names one (special-use \Junk). */
  folders(): Promise<string[]>;
  /**
   * New messages of a folder since `since`, after the watermark (all of them when its UIDVALIDITY
   * changed): at most `limit`, the watermark moving only past those returned or passed over.
   */
  read(
    folder: string,
    from: FolderWatermark | null,
    options: { since: Date; limit: number; wanted: (headers: Buffer) => boolean },
  ): Promise<FolderRead>;
}

const TIMEOUT_MS = 15_000;
/** A report is small; a huge message is not one, and only its start is needed to tell. */
const MAX_SOURCE_BYTES = 512 * 1024;
const FETCH_CHUNK = 100;

const TLS_CODES = /^(ERR_SSL|ERR_TLS|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_OSSL)/;

function readError(error: unknown): ImapReadError {
  const details = (error ?? {}) as { authenticationFailed?: boolean; code?: unknown; responseText?: unknown };
  const text = typeof details.responseText === 'string' ? details.responseText : String(error);
  if (details.authenticationFailed) return new ImapReadError('auth', text);
  if (typeof details.code === 'string' && TLS_CODES.test(details.code)) return new ImapReadError('tls', details.code);
  return new ImapReadError('unreachable', typeof details.code === 'string' ? details.code : text);
}

/** The login: the app password, or an OAuth access token (renewed when `renew`), sent as XOAUTH2. */
async function credentials(connection: ImapConnection, renew: boolean): Promise<ImapFlowOptions['auth']> {
  const { auth } = connection;
  if (auth.kind === 'password') return { user: connection.user, pass: auth.password };
  try {
    return { user: connection.user, accessToken: (await auth.token(renew)).accessToken };
  } catch (error) {
    // The provider no longer renews the token (revoked, or the app's consent withdrawn): a refused sign-in.
    if (!(error instanceof MailOAuthError)) throw error;
    throw new ImapReadError(error.reason === 'unreachable' ? 'unreachable' : 'auth', error.message);
  }
}

async function clientOptions(connection: ImapConnection, renew: boolean): Promise<ImapFlowOptions> {
  return {
    host: connection.address,
    port: connection.port,
    secure: connection.security === 'tls',
    doSTARTTLS: connection.security === 'starttls' ? true : connection.security === 'none' ? false : undefined,
    // The certificate is checked against the name the sender gave, not the address we connect to.
    servername: isIP(connection.host) ? undefined : connection.host,
    auth: await credentials(connection, renew),
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: 60_000,
  };
}

/** Logs in, hands `run` a reader, and logs out whatever happens. A refused login is an ImapReadError. */
export async function readMailbox<T>(
  connection: ImapConnection,
  run: (reader: MailboxReader) => Promise<T>,
): Promise<T> {
  const client = await loggedIn(connection);
  try {
    return await run(readerOf(client));
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/**
 * A client logged in to the mailbox. An OAuth access token the server refuses is renewed and tried
 * once more, as sending does: the cached one may have been revoked before it expired.
 */
async function loggedIn(connection: ImapConnection, renew = false): Promise<ImapFlow> {
  const client = new ImapFlow(await clientOptions(connection, renew));
  client.on('error', () => {
    // A socket error after login surfaces through the command that was running.
  });
  try {
    await client.connect();
    return client;
  } catch (error) {
    client.close();
    const failure = readError(error);
    if (failure.reason !== 'auth' || renew || connection.auth.kind !== 'oauth') throw failure;
  }
  return loggedIn(connection, true);
}

function readerOf(client: ImapFlow): MailboxReader {
  return {
    async folders() {
      const boxes = await client.list();
      const junk = boxes.find((box) => box.specialUse === '\\Junk');
      return ['INBOX', ...(junk ? [junk.path] : [])];
    },

    async read(folder, from, { since, limit, wanted }) {
      const opened = await client.mailboxOpen(folder, { readOnly: true });
      const uidValidity = String(opened.uidValidity);
      const after = from && from.uidValidity === uidValidity ? from.lastUid : 0;
      const found = await client.search({ since, uid: `${after + 1}:*` }, { uid: true });
      // `n:*` always names the last message, even one below n: keep only UIDs past the watermark.
      const fresh = (found || [])
        .filter((uid) => uid > after)
        .sort((a, b) => a - b)
        .slice(0, limit);
      const chosen: number[] = [];
      for (let at = 0; at < fresh.length; at += FETCH_CHUNK) {
        const chunk = fresh.slice(at, at + FETCH_CHUNK);
        for await (const message of client.fetch(chunk, { uid: true, headers: true }, { uid: true })) {
          if (message.headers && wanted(message.headers)) chosen.push(message.uid);
        }
      }
      const messages: FetchedMessage[] = [];
      for (let at = 0; at < chosen.length; at += FETCH_CHUNK) {
        const chunk = chosen.slice(at, at + FETCH_CHUNK);
        const fetched = client.fetch(
          chunk,
          { uid: true, source: { maxLength: MAX_SOURCE_BYTES }, internalDate: true },
          { uid: true },
        );
        for await (const message of fetched) {
          if (!message.source) continue;
          const received = message.internalDate ? new Date(message.internalDate) : null;
          messages.push({ uid: message.uid, source: message.source, receivedAt: received });
        }
      }
      messages.sort((a, b) => a.uid - b.uid);
      return { watermark: { uidValidity, lastUid: fresh.at(-1) ?? after }, messages, seen: fresh.length };
    },
  };
}
