import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../test/cli-runner';
import { passwordSignIn, type IdentityTestApp } from '../../test/identity-harness';
import { createMailboxTestApp, senderAccount } from '../../test/sender-mailbox-harness';
import { createServerDatabase, type ServerDatabase } from '../../test/server-database-harness';
import { startSmtpServer, type SmtpHarness } from '../../test/smtp-harness';
import { keyIdOf } from '../core/secrets/secret-key';

/**
 * Keeping it (docs/deploy.md, Backups): a real server's database and uploads backed up with the CLI,
 * restored into a fresh database, and used: sign in, read the data, send through the saved mailbox
 * (its password decrypted), read the upload. Then the secrets moved to a new key and the old key
 * dropped. On PGlite, or on PostgreSQL with TEST_DATABASE_URL (pg_dump and pg_restore).
 */
const OLD_KEY = randomBytes(32);
const NEW_KEY = randomBytes(32);
const SENDER = 'ana.backup@meridian-sender.test';
const APP_PASSWORD = 'zxcv bnma sdfg hjkl';
const UPLOAD_KEY = 'public/blog/2026/11/kept-through-restore.png';
const UPLOAD = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(64)]);
const SLOW = 240_000; // each CLI run starts a Node process and opens the database

let smtp: SmtpHarness;
let source: ServerDatabase;
let target: ServerDatabase;
let work: string;
let backup: string;
let ana: { email: string; userId: number };

const keyEnv = (current: Buffer, previous?: Buffer) => ({
  SECRETS_KEY: current.toString('base64'),
  ...(previous ? { SECRETS_PREVIOUS_KEYS: previous.toString('base64') } : {}),
});

/** The app on `database`'s own database and DATA_DIR, the senders' SMTP server allowed on loopback. */
async function appOn(database: ServerDatabase, keys: Record<string, string>): Promise<IdentityTestApp> {
  return createMailboxTestApp({ env: { ...database.env, ...keys }, database: await database.open() });
}

beforeAll(async () => {
  smtp = await startSmtpServer({ accounts: { [SENDER]: APP_PASSWORD } });
  work = mkdtempSync(path.join(tmpdir(), 'meridian-backups-'));
  backup = path.join(work, 'meridian.backup.tar');
  source = await createServerDatabase({ migrated: true });
  target = await createServerDatabase({ migrated: false });

  // What a running server holds: an account, a saved mailbox (sealed with the key) and an upload.
  const t = await appOn(source, keyEnv(OLD_KEY));
  try {
    const sender = await senderAccount(t, 'ana.sales@example.test');
    ana = { email: sender.account.email, userId: sender.userId };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v2/marketingCredentials',
      headers: sender.account.auth,
      payload: {
        email: SENDER,
        appPassword: APP_PASSWORD,
        id: sender.userId,
        smtpHost: '127.0.0.1',
        smtpPort: Number(new URL(smtp.url).port),
        smtpSecurity: 'none',
      },
    });
    expect(saved.statusCode).toBe(200);
    await t.services.storage.put(UPLOAD_KEY, UPLOAD, { contentType: 'image/png' });
  } finally {
    await t.close();
  }
}, SLOW);
afterAll(async () => {
  await smtp.close();
  await source.dispose();
  await target.dispose();
  rmSync(work, { recursive: true, force: true });
});

/** Signs in as Ana, reads her saved mailbox through the API, sends through it, and reads the upload. */
async function useRestoredData(keys: Record<string, string>): Promise<void> {
  const t = await appOn(target, keys);
  try {
    const tokens = await passwordSignIn(t, ana.email, 'a long enough passphrase');
    const mailbox = await t.app.inject({
      method: 'GET',
      url: `/api/v2/marketingCredentials?adminId=${ana.userId}`,
      headers: { authorization: `Bearer ${tokens.AccessToken}` },
    });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.body).toContain(SENDER);

    const sender = await t.services.senderMailboxes.senderFor(ana.userId);
    const before = smtp.messages.length;
    // The SMTP server admits only the app password: this send proves it decrypted.
    await sender?.transport.send({
      from: sender.from,
      to: 'reader@example.com',
      subject: 'Sent after a restore',
      text: 'The saved mailbox still signs in.',
      attachments: [],
    });
    await sender?.transport.close();
    expect((await smtp.waitFor(before + 1)).at(-1)?.subject).toBe('Sent after a restore');

    expect(await t.services.storage.read(UPLOAD_KEY)).toEqual(UPLOAD);
  } finally {
    await t.close();
  }
}

describe(`backup and restore (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'writes one file with the database and the uploads, names the key it needs, and holds no key',
    async () => {
      const result = await runCli(['backup', '--out', backup], { ...source.env, ...keyEnv(OLD_KEY) });
      expect(result.output).toContain('Backup written to');
      expect(result.code).toBe(0);
      expect(result.output).toContain('1 uploaded file(s)');
      expect(result.output).toContain(`needs the key(s) ${keyIdOf(OLD_KEY)}`);
      const bytes = readFileSync(backup);
      for (const form of [OLD_KEY, Buffer.from(OLD_KEY.toString('base64')), Buffer.from(OLD_KEY.toString('hex'))]) {
        expect(bytes.includes(form)).toBe(false);
      }
      expect(bytes.includes(Buffer.from(APP_PASSWORD))).toBe(false);
    },
    SLOW,
  );

  it(
    'refuses to restore without the key the stored secrets need, and changes nothing',
    async () => {
      const result = await runCli(['restore', backup], { ...target.env, ...keyEnv(NEW_KEY) });
      expect(result.code).toBe(1);
      expect(result.output).toContain(`needs the secrets key(s) ${keyIdOf(OLD_KEY)}, which are not configured`);
      expect(await target.isEmpty()).toBe(true);
    },
    SLOW,
  );

  it(
    'restores into a fresh database: sign in, read the data, the mailbox password decrypts, the upload is there',
    async () => {
      const result = await runCli(['restore', backup], { ...target.env, ...keyEnv(OLD_KEY) });
      expect(result.output).toContain('Restored the backup');
      expect(result.code).toBe(0);
      await useRestoredData(keyEnv(OLD_KEY));
    },
    SLOW,
  );

  it(
    'refuses a database that is not empty unless told to replace it',
    async () => {
      const refused = await runCli(['restore', backup], { ...target.env, ...keyEnv(OLD_KEY) });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/not empty|already holds/);
      const replaced = await runCli(['restore', backup, '--replace'], { ...target.env, ...keyEnv(OLD_KEY) });
      expect(replaced.output).toContain('Restored the backup');
      expect(replaced.code).toBe(0);
      // Nothing deleted: what the database held is set aside, named in the output.
      expect(replaced.output).toMatch(/_before_restore_\d{8}T\d{6}|\.before-restore-\d{8}T\d{6}/);
    },
    SLOW,
  );

  it(
    'secrets reencrypt moves every stored secret to the new key, so the old one can be dropped',
    async () => {
      const result = await runCli(['secrets', 'reencrypt'], { ...target.env, ...keyEnv(NEW_KEY, OLD_KEY) });
      expect(result.output).toContain(`Every stored secret is now sealed with key ${keyIdOf(NEW_KEY)}`);
      expect(result.code).toBe(0);
      expect(result.output).toMatch(/identity signing keys: [1-9]\d* re-encrypted/);
      expect(result.output).toContain('sender mailbox passwords and OAuth tokens: 1 re-encrypted');
      // SECRETS_PREVIOUS_KEYS emptied: sign-in (the signing key) and the mailbox still work.
      await useRestoredData(keyEnv(NEW_KEY));
    },
    SLOW,
  );

  it(
    'identity rotate-signing-key: new tokens carry the new key, tokens signed before still work',
    async () => {
      const kidOf = (jwt: string) =>
        (JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString()) as { kid: string }).kid;
      let before: string;
      const t = await appOn(target, keyEnv(NEW_KEY));
      try {
        before = (await passwordSignIn(t, ana.email, 'a long enough passphrase')).AccessToken;
      } finally {
        await t.close();
      }
      const result = await runCli(['identity', 'rotate-signing-key'], { ...target.env, ...keyEnv(NEW_KEY) });
      expect(result.code).toBe(0);
      const kid = /New signing key (\S+)\./.exec(result.output)?.[1];
      expect(kid).toBeTruthy();
      expect(kid).not.toBe(kidOf(before));

      const after = await appOn(target, keyEnv(NEW_KEY));
      try {
        expect(kidOf((await passwordSignIn(after, ana.email, 'a long enough passphrase')).AccessToken)).toBe(kid);
        const earlier = await after.app.inject({
          method: 'GET',
          url: `/api/v2/marketingCredentials?adminId=${ana.userId}`,
          headers: { authorization: `Bearer ${before}` },
        });
        expect(earlier.statusCode).toBe(200);
      } finally {
        await after.close();
      }
    },
    SLOW,
  );
});
