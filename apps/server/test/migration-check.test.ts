import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate';

/**
 * `npm run lint` runs scripts/check-migrations.mjs: a migration that drops or renames what the
 * previous release still reads fails it. Planted in a copy of the committed migrations.
 */
const script = path.resolve(import.meta.dirname, '../../../scripts/check-migrations.mjs');
const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The committed migrations plus one more whose SQL is `sql` (its snapshot: the last one's). */
function withMigration(sql: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-check-'));
  copies.push(dir);
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.at(-1)!;
  const idx = last.idx + 1;
  const tag = `${String(idx).padStart(4, '0')}_planted`;
  journal.entries.push({ ...last, idx, tag });
  writeFileSync(journalFile, JSON.stringify(journal));
  const pad = (n: number) => String(n).padStart(4, '0');
  cpSync(path.join(dir, `meta/${pad(last.idx)}_snapshot.json`), path.join(dir, `meta/${pad(idx)}_snapshot.json`));
  writeFileSync(path.join(dir, `${tag}.sql`), sql);
  return dir;
}

function check(dir: string) {
  const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the migration check of npm run lint', () => {
  it('passes the committed migrations', () => {
    expect(check(migrationsFolder).status).toBe(0);
  });

  it('refuses a drop or a rename of what the previous release reads', () => {
    const dropped = check(withMigration('ALTER TABLE "mail_outbox" DROP COLUMN "last_error";\n'));
    expect(dropped.status).toBe(1);
    expect(dropped.output).toMatch(
      /\d{4}_planted\.sql:1 drops column mail_outbox\.last_error, which the previous release still reads/,
    );
    const renamed = check(withMigration('ALTER TABLE "notes" RENAME TO "jottings";\n'));
    expect(renamed.output).toContain('renames table notes');
    const table = check(withMigration('DROP TABLE "notes" CASCADE;\n'));
    expect(table.output).toContain('drops table notes');
  });

  it('lets through what the previous schema no longer declares, and a drop that says why it is safe', () => {
    expect(check(withMigration('ALTER TABLE "mail_outbox" DROP COLUMN "retired_column";\n')).status).toBe(0);
    const said =
      '-- breaks-previous-release: no release ever wrote this column\nALTER TABLE "mail_outbox" DROP COLUMN "last_error";\n';
    expect(check(withMigration(said)).status).toBe(0);
  });
});
