import { spawn } from 'node:child_process';

/**
 * pg_dump and pg_restore from the PostgreSQL client tools (Debian: `postgresql-client`). pg_dump must
 * be at least as new as the server it dumps, and pg_restore as new as the pg_dump that wrote the file.
 */

const INSTALL_HINT =
  'install the PostgreSQL client tools of the server’s version (Debian: apt-get install postgresql-client)';

/** The connection for libpq: the URL without its password, which goes in PGPASSWORD (not in the process list). */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.href, env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? `${program} was not found: ${INSTALL_HINT}.` : error.message)),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${program} failed (exit ${code}): ${stderr.trim().split('\n').slice(-5).join(' ')}`));
    });
  });
}

/** `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)` → { text: '15.20', major: 15 }. */
export async function toolVersion(program: 'pg_dump' | 'pg_restore'): Promise<{ text: string; major: number }> {
  const output = await run(program, ['--version']);
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) throw new Error(`Could not read the version of ${program} from "${output.trim()}".`);
  return { text: `${match[1]}${match[2] ? `.${match[2]}` : ''}`, major: Number(match[1]) };
}

/** Dumps the whole database (every schema: the app's, migrations', the job queue's) in pg_dump's custom format. */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], env);
}

/** Restores a custom-format dump into an empty database, all or nothing. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
    env,
  );
}

export const POSTGRES_TOOLS_HINT = INSTALL_HINT;
