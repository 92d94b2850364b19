import { rmSync } from 'node:fs';

/** Removes the temporary data folder the web server used. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('meridian-e2e-')) rmSync(dir, { recursive: true, force: true });
}
