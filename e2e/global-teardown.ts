import { rmSync } from 'node:fs';
import { dropE2eDatabase } from './support/e2e-database';

/** Removes the temporary data folder the web server used, and its PostgreSQL database if it had one. */
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('meridian-e2e-')) rmSync(dir, { recursive: true, force: true });
  if (process.env.E2E_SERVER_DATABASE_URL) await dropE2eDatabase(process.env.E2E_SERVER_DATABASE_URL);
}
