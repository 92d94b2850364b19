import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_OBJECTS_FOLDER } from '../adapters/storage/local/local-storage';
import { loadConfig, type Config } from '../config';
import { keyIdsInUse } from '../core/secrets/reencrypt';
import type { Database } from '../db/database';
import { appliedMigrations, committedMigrations } from '../db/migrate';
import type { Services } from '../services';
import { countFiles, writeArchive } from './backup/backup-archive';
import {
  BACKUP_FORMAT,
  EMBEDDED_DUMP_FILE,
  MANIFEST_FILE,
  neededKeyIds,
  POSTGRES_DUMP_FILE,
  type BackupManifest,
} from './backup/backup-manifest';
import { databaseStateRepository } from './backup/database-state.repository';
import { dumpEmbedded } from './backup/embedded-dump';
import { dumpPostgres, POSTGRES_TOOLS_HINT, toolVersion } from './backup/postgres-tools';
import type { OperatorCommand } from './operator-command';
import { openServerDatabase } from './server-database';

export const BACKUP_USAGE = 'npm run cli -- backup --out FILE';

async function dumpDatabase(config: Config, db: Database, file: string): Promise<BackupManifest['database']> {
  const server = await databaseStateRepository.serverVersion(db);
  if (db.kind === 'pglite') {
    await dumpEmbedded(db.pglite!, file);
    return { kind: 'pglite', serverVersion: server.text };
  }
  const tool = await toolVersion('pg_dump');
  if (tool.major < server.major) {
    throw new Error(`pg_dump ${tool.text} cannot dump PostgreSQL ${server.text}: ${POSTGRES_TOOLS_HINT}.`);
  }
  await dumpPostgres(config.databaseUrl ?? '', file);
  return { kind: 'postgres', serverVersion: server.text, dumpedBy: tool.text };
}

async function manifestOf(config: Config, db: Database, services: Services, database: BackupManifest['database']) {
  const applied = await appliedMigrations(db);
  const columns = services.modules.flatMap((module) => module.sealed ?? []);
  const used = await keyIdsInUse(db.orm, columns);
  const storage = config.storage;
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: new Date().toISOString(),
    database,
    migrations: {
      applied: applied.count,
      latest: committedMigrations().find((migration) => migration.when === applied.latestAt)?.tag ?? null,
      latestAt: applied.latestAt,
    },
    uploads:
      storage.mode === 'local'
        ? { kind: 'included', files: countFiles(path.join(storage.dir, LOCAL_OBJECTS_FOLDER)) }
        : { kind: 's3', bucket: storage.s3.bucket, endpoint: storage.s3.endpoint ?? null },
    secrets: {
      currentKeyId: services.secrets.currentKeyId,
      sealedWith: [...used].map(([keyId, values]) => ({ keyId, values })),
    },
  };
  return manifest;
}

/**
 * `backup --out FILE`: the database (pg_dump, or PGlite's dump) and the uploads on local storage in
 * one file, which says which secrets keys a restore needs and holds none of them.
 */
export const command: OperatorCommand = {
  async run(args, print) {
    const { values, positionals } = parseArgs({
      args: args.slice(1),
      options: { out: { type: 'string' } },
      allowPositionals: true,
    });
    if (!values.out || positionals.length > 0) throw new Error(`Usage: ${BACKUP_USAGE}`);
    const out = path.resolve(values.out);
    if (existsSync(out)) throw new Error(`${out} exists already: choose another name (backups are never overwritten).`);
    const config = loadConfig();
    mkdirSync(path.dirname(out), { recursive: true });
    const staging = mkdtempSync(path.join(tmpdir(), 'meridian-backup-'));
    const partial = `${out}.partial`;
    const dump = config.databaseUrl ? POSTGRES_DUMP_FILE : EMBEDDED_DUMP_FILE;
    try {
      const { db, services } = await openServerDatabase(config, { migrated: false });
      let manifest: BackupManifest;
      try {
        manifest = await manifestOf(config, db, services, await dumpDatabase(config, db, path.join(staging, dump)));
      } finally {
        await db.close();
      }
      const uploadsDir = config.storage.mode === 'local' ? config.storage.dir : undefined;
      writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      await writeArchive(partial, staging, dump, uploadsDir);
      renameSync(partial, out);
      const megabytes = (statSync(out).size / 1_048_576).toFixed(1);
      const database =
        manifest.database.kind === 'postgres'
          ? `PostgreSQL ${manifest.database.serverVersion} (pg_dump ${manifest.database.dumpedBy})`
          : `the embedded database (PGlite, PostgreSQL ${manifest.database.serverVersion})`;
      const uploads =
        manifest.uploads.kind === 'included'
          ? `${manifest.uploads.files} uploaded file(s) from ${uploadsDir}`
          : `no uploads: they are in the S3 bucket ${manifest.uploads.bucket}; back it up with your provider (versioning or replication)`;
      print(`Backup written to ${out} (${megabytes} MB): ${database}, ${uploads}.`);
      print(
        `It holds no secrets key. Restoring it needs the key(s) ${neededKeyIds(manifest).join(', ')} ` +
          '(SECRETS_KEY or SECRETS_PREVIOUS_KEYS, or the key file); keep them apart from the backup.',
      );
    } finally {
      rmSync(partial, { force: true });
      rmSync(staging, { recursive: true, force: true });
    }
  },
};
