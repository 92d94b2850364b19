import { z } from 'zod';

/** `manifest.json`, the first entry of a backup file: what is inside and what restoring it needs. */
export const BACKUP_FORMAT = 'meridian-backup';
export const MANIFEST_FILE = 'manifest.json';
export const POSTGRES_DUMP_FILE = 'database.pgdump';
export const EMBEDDED_DUMP_FILE = 'database.pglite.tar.gz';
/** Uploads from local storage sit under this folder of the archive, as they were under DATA_DIR/storage. */
export const UPLOADS_FOLDER = 'storage';

const keyId = z.string().regex(/^[0-9a-f]{16}$/);

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('postgres'), serverVersion: z.string(), dumpedBy: z.string() }),
    z.object({ kind: z.literal('pglite'), serverVersion: z.string() }),
  ]),
  /** The migrations the database had applied: a restore refuses a backup newer than its own code. */
  migrations: z.object({ applied: z.number().int(), latest: z.string().nullable(), latestAt: z.number() }),
  uploads: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('included'), files: z.number().int() }),
    z.object({ kind: z.literal('s3'), bucket: z.string(), endpoint: z.string().nullable() }),
  ]),
  /** Never a key: the ids of the keys the stored secrets are sealed with, and of the key then current. */
  secrets: z.object({
    currentKeyId: keyId,
    sealedWith: z.array(z.object({ keyId, values: z.number().int() })),
  }),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The key ids a restore must have configured: every key a stored secret uses, and the one that signed links. */
export function neededKeyIds(manifest: BackupManifest): string[] {
  return [...new Set([manifest.secrets.currentKeyId, ...manifest.secrets.sealedWith.map((used) => used.keyId)])];
}
