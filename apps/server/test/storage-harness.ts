import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createLocalStorage } from '../src/adapters/storage/local/local-storage';
import { createS3Storage } from '../src/adapters/storage/s3/s3-storage';
import type { StoragePort } from '../src/adapters/storage/storage';
import { createSecrets } from '../src/core/secrets/secrets.service';
import { startFakeS3 } from './fake-s3-server';

/** A storage adapter on its own, with what serves its URLs (the local routes, or the fake S3 server). */
export interface StorageHarness {
  storage: StoragePort;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Local disk in a fresh folder, its /files routes on a port of their own, on the given clock. */
export async function localStorageHarness(now: () => Date): Promise<StorageHarness> {
  const dir = await mkdtemp(path.join(tmpdir(), 'storage-'));
  const port = await freePort();
  const secrets = createSecrets({ key: Buffer.alloc(32, 3), previousKeys: [], keyFile: path.join(dir, 'keys.json') });
  const storage = createLocalStorage({ dir, publicUrl: `http://127.0.0.1:${port}`, secrets, now });
  const app = Fastify();
  await storage.routes?.(app);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    storage,
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** S3 through the real SDK against the fake S3 server, which checks signatures on the same clock. */
export async function s3StorageHarness(now: () => Date): Promise<StorageHarness> {
  const fake = await startFakeS3({ now });
  const storage = createS3Storage(
    {
      bucket: fake.bucket,
      region: 'us-east-1',
      endpoint: fake.endpoint,
      credentials: fake.credentials,
      publicUrl: undefined,
    },
    now,
  );
  return { storage, close: () => fake.close() };
}

/** Both adapters, for `describe.each`. */
export const STORAGE_HARNESSES = [
  ['local disk', localStorageHarness],
  ['S3 (fake S3 server)', s3StorageHarness],
] as const;
