import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { configuredKeyIds } from '../core/secrets/configured-key-ids';
import { openDatabase, openPglite } from '../db/database';
import { committedMigrations, migrate } from '../db/migrate';
import { extractEntries, extractUploads } from './backup/backup-archive';
import * as backup from './backup/backup-manifest';
import { databaseStateRepository } from './backup/database-state.repository';
import { restoreEmbedded } from './backup/embedded-dump';
import { POSTGRES_TOOLS_HINT, restorePostgres, toolVersion } from './backup/postgres-tools';
import type { OperatorCommand } from './operator-command';
import { lockEmbeddedDatabase } from '../db/embedded-lock';
import { embeddedDatabaseDir } from './server-database';

export const RESTORE_USAGE = 'npm run cli -- restore FILE [--replace]';

async function readManifest(file: string, work: string): Promise<backup.BackupManifest> {
  await extractEntries(file, work, (entry) => entry === backup.MANIFEST_FILE);
  const text = existsSync(path.join(work, backup.MANIFEST_FILE))
    ? readFileSync(path.join(work, backup.MANIFEST_FILE), 'utf8')
    : '';
  const parsed = text ? backup.backupManifestSchema.safeParse(JSON.parse(text)) : undefined;
  if (!parsed?.success) throw new Error(`${file} is not a backup made by "npm run cli -- backup".`);
  return parsed.data;
}

/** What this installation must have before anything is touched: the same database kind, this code's migrations, the keys. */
function checkFits(manifest: backup.BackupManifest, config: Config): void {
  const here = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== here) {
    throw new Error(
      manifest.database.kind === 'postgres'
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.'
        : 'This backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to where it should go.',
    );
  }
  const newest = committedMigrations().at(-1)?.when ?? 0;
  if (manifest.migrations.latestAt > newest) {
    throw new Error(
      `This backup was taken by a newer version (migration ${manifest.migrations.latest ?? manifest.migrations.latestAt}): ` +
        'restore it with that version or a later one.',
    );
  }
  if (manifest.uploads.kind === 'included' && manifest.uploads.files > 0 && config.storage.mode !== 'local') {
    throw new Error(
      `This backup holds ${manifest.uploads.files} uploaded file(s) from local storage, but S3_BUCKET is set: ` +
        'restore it with local storage (S3_BUCKET unset), then move the files to the bucket.',
    );
  }
  const configured = new Set(configuredKeyIds(config.secrets));
  const missing = backup.neededKeyIds(manifest).filter((id) => !configured.has(id));
  if (missing.length > 0) {
    throw new Error(
      `This backup needs the secrets key(s) ${missing.join(', ')}, which are not configured. Set SECRETS_KEY ` +
        '(or add them to SECRETS_PREVIOUS_KEYS), or put back the DATA_DIR/secrets.keys.json they came from, and run again.',
    );
  }
}

const nonEmpty = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;
/** 20261127T031500: a suffix for what a restore sets aside. */
const timestamp = () => new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
const asideName = (dir: string) => `${dir}.before-restore-${timestamp()}`;

/**
 * Into the database of DATABASE_URL, which must be empty, or (--replace) has what it holds set aside
 * in renamed schemas first, put back if the restore fails.
 */
async function restorePostgresDatabase(config: Config, file: string, replace: boolean, print: (text: string) => void) {
  const tool = await toolVersion('pg_restore');
  const db = await openDatabase(config);
  try {
    const server = await databaseStateRepository.serverVersion(db);
    if (tool.major < server.major) {
      throw new Error(`pg_restore ${tool.text} is older than PostgreSQL ${server.text}: ${POSTGRES_TOOLS_HINT}.`);
    }
    const others = await databaseStateRepository.otherConnections(db);
    if (others > 0) throw new Error(`${others} other session(s) use this database: stop every server first.`);
    let setAside: string[] = [];
    if ((await databaseStateRepository.tableCount(db)) > 0) {
      if (!replace) {
        throw new Error(
          'The database is not empty. Restore into an empty one, or add --replace to set what it holds aside.',
        );
      }
      setAside = await databaseStateRepository.setAside(db, timestamp());
    }
    try {
      await restorePostgres(config.databaseUrl ?? '', file);
    } catch (error) {
      await databaseStateRepository.putBack(db, setAside);
      throw error;
    }
    if (setAside.length > 0) {
      print(
        `What the database held is kept in the schemas ${setAside.join(', ')}: drop them once the restore is ` +
          `checked (DROP SCHEMA … CASCADE).`,
      );
    }
  } finally {
    await db.close();
  }
}

/** Into DATA_DIR; a database already there (the caller has checked --replace) is moved aside, not deleted. */
async function restoreEmbeddedDatabase(config: Config, file: string, print: (text: string) => void) {
  const dir = embeddedDatabaseDir(config.dataDir);
  if (nonEmpty(dir)) {
    const aside = asideName(dir);
    renameSync(dir, aside);
    print(`Moved the embedded database that was there to ${aside} (delete it once the restore is checked).`);
  }
  mkdirSync(path.dirname(dir), { recursive: true });
  await restoreEmbedded(dir, file);
}

/**
 * `restore FILE [--replace]`: the database and uploads of a backup, into an empty database (and empty
 * local storage) unless --replace. Checks first that the backup fits (database kind, this code's
 * migrations, the secrets keys its stored secrets need), then migrates it to this version.
 */
export const command: OperatorCommand = {
  async run(args, print) {
    const { values, positionals } = parseArgs({
      args: args.slice(1),
      options: { replace: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error(`Usage: ${RESTORE_USAGE}`);
    const file = path.resolve(positionals[0] as string);
    if (!existsSync(file)) throw new Error(`${file} does not exist.`);
    const config = loadConfig();
    // The embedded database is restored only while no other process (a server) holds it.
    const releaseLock = config.databaseUrl ? undefined : lockEmbeddedDatabase(config.dataDir);
    const work = mkdtempSync(path.join(tmpdir(), 'meridian-restore-'));
    try {
      const manifest = await readManifest(file, work);
      checkFits(manifest, config);
      const uploadsDir = config.storage.mode === 'local' ? config.storage.dir : undefined;
      if (!config.databaseUrl) {
        if (nonEmpty(embeddedDatabaseDir(config.dataDir)) && !values.replace) {
          throw new Error(
            `DATA_DIR already holds a database (${embeddedDatabaseDir(config.dataDir)}). Add --replace to set it aside.`,
          );
        }
      }
      if (uploadsDir && nonEmpty(uploadsDir) && manifest.uploads.kind === 'included' && !values.replace) {
        throw new Error(`${uploadsDir} already holds uploaded files. Add --replace to set them aside.`);
      }

      const dump = manifest.database.kind === 'postgres' ? backup.POSTGRES_DUMP_FILE : backup.EMBEDDED_DUMP_FILE;
      await extractEntries(file, work, (entry) => entry === dump);
      if (config.databaseUrl) await restorePostgresDatabase(config, path.join(work, dump), values.replace, print);
      else await restoreEmbeddedDatabase(config, path.join(work, dump), print);

      const db = config.databaseUrl ? await openDatabase(config) : await openPglite(config.dataDir);
      try {
        await migrate(db);
      } finally {
        await db.close();
      }

      if (uploadsDir && manifest.uploads.kind === 'included') {
        if (nonEmpty(uploadsDir)) {
          const aside = asideName(uploadsDir);
          renameSync(uploadsDir, aside);
          print(`Moved the uploaded files that were there to ${aside}.`);
        }
        mkdirSync(uploadsDir, { recursive: true });
        await extractUploads(file, uploadsDir);
      }
      const uploads =
        manifest.uploads.kind === 'included'
          ? `${manifest.uploads.files} uploaded file(s) into ${uploadsDir}`
          : `no uploads (they are in the S3 bucket ${manifest.uploads.bucket})`;
      print(`Restored the backup of ${manifest.createdAt}: the database and ${uploads}. Start the server.`);
    } finally {
      rmSync(work, { recursive: true, force: true });
      releaseLock?.();
    }
  },
};
