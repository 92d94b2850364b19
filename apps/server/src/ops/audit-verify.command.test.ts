import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import '../../test/database-template.global';
import { runCli } from '../../test/cli-runner';
import { createAuditTrail } from '../core/audit/audit-trail';
import { openPglite, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { command } from './audit-verify.command';

/**
 * `npm run cli -- audit verify` as an operator runs it, on the embedded database: OK with the count
 * while the chain holds, exit code 1 naming the first entry that does not once a row was edited.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-audit-'));
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' };

async function withDatabase<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await openPglite(dataDir);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  const dump = inject('pgliteTemplate');
  if (dump) {
    const seeded = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([readFileSync(dump)]) });
    await seeded.close();
  }
  await withDatabase(async (db) => {
    await migrate(db);
    const trail = createAuditTrail({ now: () => new Date() });
    for (const id of [7, 8, 9]) {
      await trail.record(db.orm, { action: 'payout.held', subject: { type: 'affiliate', id }, after: { held: true } });
    }
  });
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run cli -- audit verify', () => {
  it('says OK with the number of entries while the chain holds', async () => {
    const printed: string[] = [];
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      await command.run(['audit', 'verify'], (text) => printed.push(text));
    } finally {
      process.env = saved;
    }
    expect(printed.join('\n')).toMatch(
      /^Audit log OK: 3 entries \(#\d+ to #\d+\) follow each other unchanged\.\nNewest hash: [0-9a-f]{64}$/,
    );
  }, 120_000);

  it('fails with exit code 1, naming the first entry that was edited', async () => {
    const edited = await withDatabase(async (db) => {
      const { rows } = await db.executeSql("select id from audit_log where subject_id = '8'", []);
      await db.executeSql('alter table audit_log disable trigger audit_log_append_only');
      await db.executeSql(`update audit_log set summary = '{"after":{"held":false}}' where subject_id = '8'`);
      await db.executeSql('alter table audit_log enable trigger audit_log_append_only');
      return Number(rows[0]?.id);
    });
    const run = await runCli(['audit', 'verify'], env);
    expect(run.output).toContain(
      `Audit log broken at entry #${edited}: it was changed after it was written. The one entry before it is intact.`,
    );
    expect(run.code).toBe(1);
  }, 120_000);

  it('refuses extra words before opening anything', async () => {
    await expect(command.run(['audit', 'verify', 'now'], () => undefined)).rejects.toThrow(
      'Unexpected "now".\nUsage: npm run cli -- audit verify',
    );
  });
});
