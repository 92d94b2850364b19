import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_SIGNATURE_BYTES, detectFileKind } from '../../lib/file-signature';
import { SAMPLES } from '../../../test/file-samples';
import { STORAGE_HARNESSES, type StorageHarness } from '../../../test/storage-harness';
import { storageKey, type PresignedUpload, type StoragePort } from './storage';

/** One clock for the adapter and the server checking its URLs, moved by the tests. */
let clockMs = Date.now();
const now = () => new Date(clockMs);
const later = (seconds: number) => {
  clockMs += seconds * 1000;
};

const upload = (presigned: PresignedUpload, body: Buffer, headers: Record<string, string> = {}) =>
  fetch(presigned.url, { method: 'PUT', headers: { ...presigned.headers, ...headers }, body });

describe.each(STORAGE_HARNESSES)('storage on %s', (_name, makeHarness) => {
  let harness: StorageHarness;
  let storage: StoragePort;
  beforeAll(async () => {
    harness = await makeHarness(now);
    storage = harness.storage;
  });
  afterAll(() => harness.close());

  const image = SAMPLES.png();
  const presignImage = (visibility: 'public' | 'private' = 'public', sizeBytes = image.length) =>
    storage.presignUpload({
      key: storageKey(visibility, 'tests', 'png', now()),
      contentType: 'image/png',
      sizeBytes,
      maxBytes: 1024 * 1024,
      expiresInSeconds: 60,
    });

  it('takes an allowed image by presigned PUT and serves it publicly with a long cache', async () => {
    const presigned = await presignImage();
    expect(presigned.method).toBe('PUT');
    expect((await upload(presigned, image)).status).toBe(200);

    expect(await storage.head(presigned.key)).toEqual({
      key: presigned.key,
      sizeBytes: image.length,
      contentType: 'image/png',
    });
    expect(detectFileKind(await storage.readStart(presigned.key, FILE_SIGNATURE_BYTES))).toBe('png');
    expect((await storage.readStart(presigned.key, 8)).length).toBe(8);
    expect(await storage.read(presigned.key)).toEqual(image);

    const served = await fetch(storage.publicUrl(presigned.key));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(image);
  });

  it('refuses to presign a file above the limit, and a PUT larger than the size signed', async () => {
    await expect(presignImage('public', 2 * 1024 * 1024)).rejects.toMatchObject({ code: 'too_large' });
    const presigned = await presignImage();
    const bigger = Buffer.concat([image, Buffer.alloc(100)]);
    expect((await upload(presigned, bigger)).status).toBe(403);
    expect(await storage.head(presigned.key)).toBeNull();
  });

  it('takes one upload per link: a second PUT is refused (412) and the first file stays', async () => {
    const presigned = await presignImage('private');
    expect((await upload(presigned, image)).status).toBe(200);
    const swapped = Buffer.alloc(image.length, ' ');
    swapped.write('<html><script>alert(1)</script>');
    expect((await upload(presigned, swapped)).status).toBe(412);
    // Leaving out the condition does not help: it is part of what the link signs.
    const { 'If-None-Match': _condition, ...unconditional } = presigned.headers;
    expect((await upload({ ...presigned, headers: unconditional }, swapped)).status).toBeGreaterThanOrEqual(400);
    expect(await storage.read(presigned.key)).toEqual(image);
  });

  it('refuses a PUT with another content type than the one signed', async () => {
    const presigned = await presignImage();
    expect((await upload(presigned, image, { 'Content-Type': 'text/html' })).status).toBe(403);
    expect(await storage.head(presigned.key)).toBeNull();
  });

  it('refuses an expired upload URL', async () => {
    const presigned = await presignImage();
    later(61);
    expect((await upload(presigned, image)).status).toBe(403);
    expect(await storage.head(presigned.key)).toBeNull();
  });

  it('refuses an altered upload URL (another key)', async () => {
    const presigned = await presignImage();
    const other = storageKey('public', 'tests', 'png', now());
    const altered = { ...presigned, url: presigned.url.replace(presigned.key, other) };
    expect((await upload(altered, image)).status).toBe(403);
    expect(await storage.head(other)).toBeNull();
  });

  it('serves a private object only through a signed, expiring download URL', async () => {
    const presigned = await presignImage('private');
    expect((await upload(presigned, image)).status).toBe(200);
    expect(() => storage.publicUrl(presigned.key)).toThrow();
    const unsigned = presigned.url.split('?')[0] ?? '';
    expect((await fetch(unsigned)).status).toBe(403);

    const url = await storage.signedDownloadUrl(presigned.key, {
      expiresInSeconds: 60,
      downloadName: 'Résumé Ada.png',
    });
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain("filename*=UTF-8''R%C3%A9sum%C3%A9%20Ada.png");
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(image);

    later(61);
    expect((await fetch(url)).status).toBe(403);
  });

  it('serves byte ranges of a signed download, as a video player asks to start and to seek', async () => {
    const video = SAMPLES.mp4();
    const key = storageKey('private', 'tests', 'mp4', now());
    await storage.put(key, video, { contentType: 'video/mp4' });
    const url = await storage.signedDownloadUrl(key, { expiresInSeconds: 60 });
    const part = await fetch(url, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypisom');
    const rest = await fetch(url, { headers: { range: `bytes=${video.length - 4}-` } });
    expect(rest.status).toBe(206);
    expect(Buffer.from(await rest.arrayBuffer())).toEqual(video.subarray(-4));
    await storage.delete(key);
  });

  it('writes, reads and deletes objects the server makes', async () => {
    const key = storageKey('public', 'tests', 'gif', now());
    await storage.put(key, SAMPLES.gif(), { contentType: 'image/gif' });
    expect(await storage.head(key)).toMatchObject({ contentType: 'image/gif', sizeBytes: SAMPLES.gif().length });
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    await expect(storage.read(key)).rejects.toMatchObject({ code: 'not_found' });
    await storage.delete(key);
  });

  it('refuses keys outside public/ and private/ or with dot segments', async () => {
    await expect(storage.head('../etc/passwd')).rejects.toMatchObject({ code: 'bad_key' });
    await expect(storage.head('public/../private/x')).rejects.toMatchObject({ code: 'bad_key' });
    await expect(storage.head('blog/x.png')).rejects.toMatchObject({ code: 'bad_key' });
  });
});
