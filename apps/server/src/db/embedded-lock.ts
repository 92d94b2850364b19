import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time on an embedded (PGlite) data folder (docs/decisions/2026-11-27-cli-beside-server.md).
 * PGlite keeps the database in the process's memory and writes it back to the folder; a second
 * process opening the same folder works on its own copy, and whichever writes last wins, so a
 * command run beside the server reported success and kept nothing. The first opener writes
 * `pglite.lock` (its pid); others refuse while that process is alive. A lock left by a process that
 * died is taken over.
 */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${holder.pid}` +
        `${holder.command ? `: ${holder.command}` : ''}, since ${holder.startedAt}). ` +
        'Two processes cannot share it: what the second one writes is lost. Stop that process (the ' +
        'server) and run this again, or use PostgreSQL (DATABASE_URL), which the server and these ' +
        'commands can share.',
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

interface LockHolder {
  pid: number;
  startedAt: string;
  command: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number'
      ? {
          pid: parsed.pid,
          startedAt: String(parsed.startedAt ?? 'an unknown time'),
          command: String(parsed.command ?? ''),
        }
      : null;
  } catch {
    return null;
  }
}

/** What this process is, as another one is told: its script and command name, never its arguments (a password). */
function describeSelf(): LockHolder {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) : '';
  const name = process.argv[2] && !process.argv[2].startsWith('-') ? process.argv[2] : '';
  return { pid: process.pid, startedAt: new Date().toISOString(), command: [script, name].join(' ').trim() };
}

/**
 * Takes the data folder's lock, or throws EmbeddedDatabaseInUseError while another live process holds
 * it. Answers the release, which is also run when the process exits.
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  const self = describeSelf();
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(self), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = readHolder(file);
      // Our own pid in a lock we never took: a process before a restart had it (a container's pid 1).
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new EmbeddedDatabaseInUseError(dataDir, holder);
      }
      // Left by a process that is gone (or unreadable): take it over.
      unlinkSync(file);
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readHolder(file)?.pid === process.pid) unlinkSync(file);
  };
  process.on('exit', release);
  return release;
}
