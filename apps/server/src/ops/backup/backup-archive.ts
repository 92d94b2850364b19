import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { create, extract, replace } from 'tar';
import { MANIFEST_FILE, UPLOADS_FOLDER } from './backup-manifest';

/**
 * A backup is one uncompressed tar file (its database dump is compressed already): `manifest.json`
 * first, then the dump, then the uploads under `storage/`. tar reads it anywhere:
 * `tar -xf backup.tar manifest.json` shows what it holds.
 */
export async function writeArchive(file: string, staging: string, dump: string, uploadsDir?: string): Promise<void> {
  await create({ file, cwd: staging, portable: true }, [MANIFEST_FILE, dump]);
  const top = uploadsDir && existsSync(uploadsDir) ? readdirSync(uploadsDir) : [];
  if (top.length > 0) await replace({ file, cwd: uploadsDir, portable: true, prefix: UPLOADS_FOLDER }, top);
}

/** Files (not folders) under `dir`, at any depth; 0 when it does not exist. */
export function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : entry.isFile() ? 1 : 0),
    0,
  );
}

/** Extracts the entries `wanted` picks (by path in the archive) into `dir`; paths cannot leave it. */
export async function extractEntries(file: string, dir: string, wanted: (path: string) => boolean): Promise<void> {
  await extract({ file, cwd: dir, filter: (path) => wanted(path.replace(/^\.\//, '')) });
}

/** Extracts the uploads (`storage/…`) into `dir`, the `storage/` folder removed from their paths. */
export async function extractUploads(file: string, dir: string): Promise<void> {
  await extract({
    file,
    cwd: dir,
    strip: 1,
    filter: (entry) => entry.replace(/^\.\//, '').startsWith(`${UPLOADS_FOLDER}/`),
  });
}
