import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import '../../test/database-template.global';
import { runCli } from '../../test/cli-runner';
import { openPglite } from '../db/database';
import { migrate } from '../db/migrate';
import { command } from './outbox.command';

/**
 * `npm run cli -- outbox` on the embedded default (docs/product.md, Logs): a developer reads the
 * system mail the log no longer shows. Beside a running server it refuses, as every command on the
 * embedded database does, and says where else to read it.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-outbox-'));
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' };

beforeAll(async () => {
  const dump = inject('pgliteTemplate');
  if (dump) {
    const seeded = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([readFileSync(dump)]) });
    await seeded.close();
  }
  const db = await openPglite(dataDir);
  try {
    await migrate(db);
    const insert = `insert into mail_outbox (kind, to_address, subject, text_body, status, created_at)
      values ($1, $2, $3, $4, 'logged', $5)`;
    await db.executeSql(insert, [
      'rsvp.confirmation',
      'lin@example.test',
      'Your seat is confirmed',
      'See you on Tuesday.',
      '2026-11-20T10:00:00Z',
    ]);
    await db.executeSql(insert, [
      'identity.reset-code',
      'lin@example.test',
      '604219 is your code to reset your password at Meridian',
      'Enter this code to choose a new one:\n\n604219\n',
      '2026-11-20T10:05:00Z',
    ]);
  } finally {
    await db.close();
  }
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run cli -- outbox', () => {
  it('prints recent system mail, newest first, with each body', async () => {
    const run = await runCli(['outbox', '--limit', '2'], env);
    expect(run.code).toBe(0);
    const reset = run.output.indexOf('identity.reset-code');
    const confirmation = run.output.indexOf('rsvp.confirmation');
    expect(reset).toBeGreaterThan(-1);
    expect(confirmation).toBeGreaterThan(reset);
    expect(run.output).toContain('To: lin@example.test');
    expect(run.output).toContain('Subject: 604219 is your code to reset your password at Meridian');
    expect(run.output).toContain('    604219');
    expect(run.output).toContain('See you on Tuesday.');
  }, 120_000);

  it('says what is wrong with the command line before opening anything', async () => {
    const refusal = (args: string[]) =>
      command
        .run(args, () => undefined)
        .then(
          () => 'accepted',
          (e: Error) => e.message,
        );
    expect(await refusal(['outbox', '--limit', 'all'])).toBe(
      '--limit must be a whole number from 1 to 200.\nUsage: npm run cli -- outbox [--limit N]',
    );
    expect(await refusal(['outbox', '--limit', '0'])).toContain('--limit must be a whole number from 1 to 200.');
    expect(await refusal(['outbox', 'everything'])).toContain('Unexpected "everything".');
  });

  it('refuses beside a server holding the embedded database, and says where else to read the mail', async () => {
    const server = await openPglite(dataDir);
    try {
      const run = await runCli(['outbox'], env);
      expect(run.code).toBe(1);
      expect(run.output).toContain(`The embedded database in ${dataDir} is in use by another process`);
      expect(run.output).toContain('Site settings → System mail');
      expect(run.output).not.toContain('604219');
    } finally {
      await server.close();
    }
  }, 120_000);
});
