import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiserOf, type Sender } from '../../../test/billboard-harness';
import { api } from '../../../test/contacts-harness';
import { pngImage } from '../../../test/file-samples';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';

/** A banner's source upload: the link writes once, and the banners are made from what was checked. */
const PUBLIC_URL = 'https://meridian.example';
let t: IdentityTestApp;
let ava: Sender;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'creative-uploads-'));
  t = await createIdentityTestApp({ env: { PUBLIC_URL, DATA_DIR: dataDir } });
  ava = await advertiserOf(t, 'ava.uploads@billboard.test');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface UploadLink {
  url: string;
  headers: Record<string, string>;
  key: string;
}
const putTo = (link: UploadLink, body: Buffer) =>
  t.app.inject({ method: 'PUT', url: link.url.slice(PUBLIC_URL.length), headers: link.headers, payload: body });

describe('billboard banner uploads', () => {
  it('refuses a second PUT to the same link, and makes the banners from the image that was sent first', async () => {
    const banner = pngImage(728, 90, [200, 30, 30]);
    const presigned = await api(t, ava, 'POST', '/api/v1/advertiser/uploads', {
      contentType: 'image/png',
      sizeBytes: banner.length,
    });
    expect(presigned.status, presigned.text).toBe(200);
    const link = presigned.data as UploadLink;
    expect((await putTo(link, banner)).statusCode).toBe(200);
    const swapped = pngImage(728, 90, [30, 200, 30]);
    expect(swapped.length).toBe(banner.length);
    expect((await putTo(link, swapped)).statusCode).toBe(412);
    expect(await t.services.storage.read(link.key)).toEqual(banner);

    const made = await api(t, ava, 'POST', '/api/v1/advertiser/creatives', {
      format: 'image',
      name: 'Red banner',
      altText: 'A red banner',
      targetUrl: 'https://advertiser.example/red',
      uploadKey: link.key,
    });
    expect(made.status, made.text).toBe(201);
    // The source is gone once it has been turned into banners.
    expect(await t.services.storage.head(link.key)).toBeNull();
  });
});
