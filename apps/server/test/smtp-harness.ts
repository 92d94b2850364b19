import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_TEST_USER = 'mailer';
export const SMTP_TEST_PASSWORD = 'test-password';

export interface SmtpHarness {
  /** smtp://user:pass@127.0.0.1:port, ready for SMTP_URL or createSmtpTransport. */
  url: string;
  /** Every message accepted so far, parsed, in arrival order. */
  messages: ParsedMail[];
  /** Resolves with the messages once at least `count` have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export interface SmtpServerOptions {
  /** Accounts that may log in, username → password (default: SMTP_TEST_USER / SMTP_TEST_PASSWORD). */
  accounts?: Record<string, string>;
  /**
   * A provider's answer to one recipient (RCPT TO), e.g. `{ code: 451 }` for a temporary refusal or
   * `{ code: 550 }` for a permanent one; undefined accepts it.
   */
  refuseRecipient?: (address: string) => { code: number; message?: string } | undefined;
  /** Also offers XOAUTH2: whether `accessToken` signs in `username` (as an OAuth provider's mail server checks). */
  acceptsAccessToken?: (username: string, accessToken: string) => boolean;
}

/**
 * A real SMTP server on 127.0.0.1 (random port) that requires AUTH and parses what it receives with
 * mailparser. STARTTLS is off: smtp-server's built-in certificate has expired by this machine's clock.
 */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<SmtpHarness> {
  const accounts = options.accounts ?? { [SMTP_TEST_USER]: SMTP_TEST_PASSWORD };
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authMethods: options.acceptsAccessToken ? ['PLAIN', 'LOGIN', 'XOAUTH2'] : ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A pooled client may still hold an idle connection at close: drop it after a second, not 30.
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (auth.method === 'XOAUTH2') {
        const accepted =
          auth.username !== undefined && options.acceptsAccessToken?.(auth.username, auth.accessToken ?? '');
        return accepted ? callback(null, { user: auth.username }) : callback(null, { data: { status: '401' } });
      }
      if (auth.username !== undefined && accounts[auth.username] === auth.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address);
      if (!refusal) return callback();
      const error = new Error(refusal.message ?? `Recipient refused (${refusal.code})`) as Error & {
        responseCode: number;
      };
      error.responseCode = refusal.code;
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${SMTP_TEST_USER}:${SMTP_TEST_PASSWORD}@127.0.0.1:${port}`,
    messages,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve(messages.slice());
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} messages within ${timeoutMs} ms, received ${messages.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
