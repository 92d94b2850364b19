import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e server's system mail (confirmations, codes, receipts) goes to a local SMTP server started by
 * the Playwright config; each message it accepts is written to `<dir>/<n>.eml`, so the specs, which
 * run in worker processes, read them from disk.
 */
const SINK_USER = 'e2e';
const SINK_PASSWORD = 'e2e-sink';

/** Starts the sink on 127.0.0.1 (a free port); resolves the SMTP_URL for the e2e server. */
export async function startMailSink(dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    // Loopback only, and smtp-server's built-in certificate has expired: plain AUTH without TLS.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (auth.username === SINK_USER && auth.password === SINK_PASSWORD) callback(null, { user: SINK_USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        count += 1;
        writeFileSync(path.join(dir, `${String(count).padStart(6, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // The Playwright run ends when its work is done: the sink must not keep the process alive.
  server.server.unref();
  const { port } = server.server.address() as AddressInfo;
  return `smtp://${SINK_USER}:${SINK_PASSWORD}@127.0.0.1:${port}`;
}

export interface SinkMail {
  subject: string;
  text: string;
  /** Every http(s) link of the text part, in order. */
  links: string[];
  parsed: ParsedMail;
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((o) => o.value.map((a) => a.address?.toLowerCase()));

/** Every message the sink has received for `address`, oldest first. */
export async function mailsTo(address: string): Promise<SinkMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the specs through e2e/playwright.config.ts');
  const wanted = address.toLowerCase();
  const found: SinkMail[] = [];
  for (const file of readdirSync(dir).sort()) {
    const raw = readFileSync(path.join(dir, file));
    // Most files are other tests' mail: only those naming the address are parsed.
    if (!raw.toString('latin1').toLowerCase().includes(wanted)) continue;
    const parsed = await simpleParser(raw);
    if (!addressesOf(parsed.to).includes(wanted)) continue;
    const text = parsed.text ?? '';
    found.push({ subject: parsed.subject ?? '', text, links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [], parsed });
  }
  return found;
}

/** Waits until the sink has a message for `address` whose subject matches, and resolves the latest one. */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 20_000): Promise<SinkMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const match = (await mailsTo(address)).filter((mail) => subject.test(mail.subject)).at(-1);
    if (match) return match;
    if (Date.now() > until)
      throw new Error(`no mail to ${address} with a subject like ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
