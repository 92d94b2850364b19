import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createS3Storage } from '../src/adapters/storage/s3/s3-storage';
import type { StoragePort } from '../src/adapters/storage/storage';
import { api, senderOf, type Sender } from './contacts-harness';
import { startFakeS3 } from './fake-s3-server';
import { createIdentityTestApp, type IdentityTestApp } from './identity-harness';

export interface BlogTestApp {
  t: IdentityTestApp;
  admin: Sender;
  /** Uploads through a presigned URL as a browser would (the local URL through the app, S3 over HTTP). */
  put(url: string, headers: Record<string, string>, body: Buffer): Promise<number>;
  close(): Promise<void>;
}

export const PUBLIC_URL = 'https://meridian.example';

/** The app on local disk storage or on S3 (the fake S3 server), both on the app's hand-moved clock. */
export async function createBlogTestApp(storageKind: 'local' | 's3'): Promise<BlogTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'blog-'));
  let clock = () => new Date();
  let storage: StoragePort | undefined;
  let closeS3: () => Promise<void> = async () => undefined;
  if (storageKind === 's3') {
    const fake = await startFakeS3({ now: () => clock() });
    storage = createS3Storage(
      {
        bucket: fake.bucket,
        region: 'us-east-1',
        endpoint: fake.endpoint,
        credentials: fake.credentials,
        publicUrl: undefined,
      },
      () => clock(),
    );
    closeS3 = fake.close;
  }
  const t = await createIdentityTestApp({
    manualClock: true,
    env: { PUBLIC_URL, DATA_DIR: dataDir },
    services: storage ? { storage } : {},
  });
  clock = t.clock?.now ?? clock;
  const admin = await senderOf(t, 'ari.admin@blog.test', 'Admin');
  return {
    t,
    admin,
    async put(url, headers, body) {
      if (url.startsWith(PUBLIC_URL)) {
        const res = await t.app.inject({ method: 'PUT', url: url.slice(PUBLIC_URL.length), headers, payload: body });
        return res.statusCode;
      }
      return (await fetch(url, { method: 'PUT', headers, body })).status;
    },
    async close() {
      await t.close();
      await closeS3();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export { api };
