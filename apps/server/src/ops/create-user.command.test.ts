import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import '../../test/database-template.global';
import { openPglite } from '../db/database';
import { migrate } from '../db/migrate';
import { CreateUserUsageError, parseCreateUser } from './create-user.command';

/**
 * `npm run cli -- create-user` beside a running server on the embedded database: the server's
 * process holds the data folder (opened here as main.ts opens it), so the command refuses with a
 * clear message and changes nothing; once the folder is free it creates the named account.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-cli-'));
beforeAll(async () => {
  // The data folder starts as the run's migrated template when there is one (faster than migrating).
  const dump = inject('pgliteTemplate');
  if (!dump) return;
  const seeded = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([readFileSync(dump)]) });
  await seeded.close();
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function cli(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

const ARGS = [
  'create-user',
  '--email',
  'Nadia.Okafor@example.test',
  '--password',
  'a long enough passphrase',
  '--first-name',
  'Nadia',
  '--last-name',
  'Okafor',
  '--role',
  'admin',
  '--role',
  'email-marketing',
];

const usersNamed = async (db: Awaited<ReturnType<typeof openPglite>>) =>
  (
    await db.executeSql(
      `select u.first_name, u.last_name, array_agg(r.role_id order by r.role_id) as roles
       from app_users u join user_roles r on r.user_id = u.id where lower(u.email) = 'nadia.okafor@example.test'
       group by u.id`,
    )
  ).rows;

describe('create-user beside a running server', () => {
  it('refuses while the server holds the embedded database, saying why and what to do, and keeps nothing half-made', async () => {
    const server = await openPglite(dataDir);
    try {
      await migrate(server);
      const run = await cli(ARGS);
      expect(run.code).toBe(1);
      expect(run.err).toContain(`The embedded database in ${dataDir} is in use by another process (pid ${process.pid}`);
      expect(run.err).toContain('Stop that process (the server) and run this again, or use PostgreSQL (DATABASE_URL)');
      expect(run.err).toContain('Email Users');
      expect(run.err).not.toContain('a long enough passphrase');
      expect(run.out).not.toContain('has roles');
      expect(await usersNamed(server)).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('once the server has stopped, creates the account with its names and roles', async () => {
    const run = await cli(ARGS);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(
      /^User Nadia\.Okafor@example\.test \(Nadia Okafor, id \d+\) has roles: Admin, EmailMarketing\.$/m,
    );
    const db = await openPglite(dataDir);
    try {
      expect(await usersNamed(db)).toEqual([{ first_name: 'Nadia', last_name: 'Okafor', roles: [1, 5] }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe('the create-user command line', () => {
  const refusal = (args: string[]) => {
    try {
      parseCreateUser(args);
    } catch (error) {
      if (error instanceof CreateUserUsageError) return error.message;
      throw error;
    }
    throw new Error('accepted');
  };

  it('needs the first and last names as well as the email and password', () => {
    expect(refusal(['--email', 'a@example.test', '--password', 'long enough pass'])).toBe(
      '--first-name, --last-name are required.',
    );
    expect(refusal(['--email', 'a@example.test', '--password', 'x', '--first-name', 'A', '--last-name', ' '])).toBe(
      '--last-name is required.',
    );
  });

  it('says what is wrong with a value, a role or an option', () => {
    const base = ['--password', 'long enough pass', '--first-name', 'Ana', '--last-name', 'Lima'];
    expect(refusal(['--email', 'not-an-email', ...base])).toBe('--email: Please enter a valid email');
    expect(refusal(['--email', 'a@example.test', ...base, '--role', 'owner'])).toBe('Unknown role "owner".');
    expect(refusal(['--email', 'a@example.test', ...base, '--colour', 'red'])).toContain("Unknown option '--colour'");
  });

  it('reads names and roles, trimmed, in any case, and the address in its normal form', () => {
    expect(
      parseCreateUser([
        '--email',
        ' A@Example.test ',
        '--password',
        'long enough pass',
        '--first-name',
        ' Ana ',
        '--last-name',
        'Lima',
        '--role',
        'Sales',
      ]),
    ).toEqual({
      // The address in its normal form (docs/product.md, Identity): the domain in lower case.
      email: 'A@example.test',
      password: 'long enough pass',
      firstName: 'Ana',
      lastName: 'Lima',
      roleIds: [2],
    });
  });
});
