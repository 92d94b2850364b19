import { PGlite } from '@electric-sql/pglite';
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The embedded database's own dump: PGlite's data directory as a gzipped tar (`dumpDataDir`), loaded
 * back with `loadDataDir`. Same PGlite major version only; PostgreSQL cannot read it.
 */
export async function dumpEmbedded(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/** Creates the embedded database in `dir` (which must not exist) from a dump. */
export async function restoreEmbedded(dir: string, file: string): Promise<void> {
  const client = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(file)]) });
  await client.close();
}
