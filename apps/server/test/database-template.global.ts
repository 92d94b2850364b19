import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/database';
import { migrate, migrationsFolder } from '../src/db/migrate';

/**
 * Vitest global set-up of the server tests: one migrated database per run, which every test file
 * copies instead of running every migration again (docs/testing.md, Server tests).
 * - PostgreSQL (TEST_DATABASE_URL): a template database, copied with CREATE DATABASE … TEMPLATE.
 * - PGlite: a dump of a migrated data directory, loaded with `loadDataDir`. The dump is kept in the
 *   temporary folder under a hash of the migrations, so a later run skips even the first migration.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated template database on TEST_DATABASE_URL's server, or ''. */
    postgresTemplate: string;
    /** Path of a dump of a migrated PGlite data directory, or ''. */
    pgliteTemplate: string;
  }
}

/** A hash of every committed migration, so a changed or added migration makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  hash.update(readFileSync(path.join(migrationsFolder, 'meta/_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const folder = path.join(tmpdir(), 'meridian-test-templates');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    const dump = await db.pglite!.dumpDataDir('none');
    // Written under another name first: a run that stops half-way leaves no broken template.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

async function postgresTemplate(url: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = openPostgres(target.href);
  try {
    await migrate(db);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template that has open connections.
    await db.close();
  }
  return { name, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export default async function setup(project: TestProject) {
  // A project may set TEST_DATABASE_URL itself (the PGlite-path project clears it).
  const env = project.config.env as Record<string, string | undefined> | undefined;
  const url = (env && 'TEST_DATABASE_URL' in env ? env.TEST_DATABASE_URL : process.env.TEST_DATABASE_URL) || undefined;
  if (url) {
    const template = await postgresTemplate(url);
    project.provide('postgresTemplate', template.name);
    project.provide('pgliteTemplate', '');
    return () => template.drop();
  }
  project.provide('postgresTemplate', '');
  project.provide('pgliteTemplate', await pgliteTemplate());
  return undefined;
}
