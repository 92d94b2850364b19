import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorage } from '../adapters/storage/create-storage';
import { createSecrets } from '../core/secrets/secrets.service';
import { testConfig } from '../../test/test-app';
import { createSharedAssets } from './shared-assets';
import { cachedBody, type StaticAsset } from './static-assets';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shared-assets-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The storage every instance shares (DATA_DIR on a shared disk, here a temporary folder). */
function sharedStorage() {
  const config = testConfig({ DATA_DIR: dataDir });
  return createStorage(config, createSecrets(config.secrets), () => new Date());
}

async function asset(text: string, type: string, immutable: boolean): Promise<StaticAsset> {
  return { ...(await cachedBody(Buffer.from(text), type)), immutable };
}

describe('files of other builds during a rolling deploy', () => {
  it('serves the previous build’s fingerprinted files from the shared storage, once published', async () => {
    const previous = new Map([
      [
        '/assets/app-Old1.js',
        await asset('console.log("previous build");'.repeat(60), 'text/javascript; charset=utf-8', true),
      ],
      ['/robots.txt', await asset('User-agent: *', 'text/plain; charset=utf-8', false)],
    ]);
    const oldInstance = createSharedAssets(sharedStorage());
    await oldInstance.publish(previous, 'build-old');

    const newInstance = createSharedAssets(sharedStorage());
    const found = await newInstance.find('/assets/app-Old1.js');
    expect(found?.identity.toString()).toBe('console.log("previous build");'.repeat(60));
    expect(found).toMatchObject({ type: 'text/javascript; charset=utf-8', immutable: true });
    expect(found?.br).toBeDefined();
    // Only fingerprinted files are shared, and nothing outside /assets/ is looked up.
    expect(await newInstance.find('/assets/app-Missing.js')).toBeNull();
    expect(await newInstance.find('/robots.txt')).toBeNull();
    expect(await newInstance.find('/assets/../secrets.keys.json')).toBeNull();
  });

  it('publishes a build once: a second instance of it finds the marker and uploads nothing', async () => {
    const storage = sharedStorage();
    const writes: string[] = [];
    const counting = {
      ...storage,
      put: async (key: string, body: Buffer, options: { contentType: string }) => {
        writes.push(key);
        await storage.put(key, body, options);
      },
    };
    const built = new Map([['/assets/app-New2.js', await asset('new', 'text/javascript; charset=utf-8', true)]]);
    await createSharedAssets(counting).publish(built, 'build-new');
    await createSharedAssets(counting).publish(built, 'build-new');
    expect(writes).toEqual(['private/web-assets/assets/app-New2.js', 'private/web-assets/builds/build-new']);
  });
});
