import type { UploadTarget } from '@meridian/contracts/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage, SAMPLES } from '../../../test/file-samples';
import { STORAGE_HARNESSES, type StorageHarness } from '../../../test/storage-harness';
import type { StoragePort } from '../../adapters/storage/storage';
import { createUploads, type UploadUse, type Uploads } from './uploads';

/** The rules every use of uploads gets from the helper (docs/product.md, Uploads), on both storages. */
let clockMs = Date.now();
const now = () => new Date(clockMs);

const messages = (use: string) =>
  Object.fromEntries(
    ['type', 'size', 'empty', 'tooLarge', 'missing', 'content'].map((name) => [name, `${use}: ${name}`]),
  ) as UploadUse['rules']['messages'];
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const uploadUse = (name: string, contentTypes: [string, ...string[]], place: Partial<UploadUse>): UploadUse => ({
  rules: { contentTypes, maxBytes: 64 * 1024, messages: messages(name) },
  visibility: 'private',
  folder: `tests/${name}`,
  expiresInSeconds: 900,
  field: `${name}Key`,
  ...place,
});
/** Kept as uploaded, as covers are. */
const IMAGES = uploadUse('image', ['image/jpeg', 'image/png', 'image/webp', 'image/gif'], {
  visibility: 'public',
  expiresInSeconds: 600,
});
/** Kept as uploaded, as résumés are. */
const DOCUMENTS = uploadUse('document', ['application/pdf', 'application/msword', DOCX], {});
/** Turned into renditions, as banners are. */
const BANNERS = uploadUse('banner', ['image/jpeg', 'image/png', 'image/webp'], {
  pixels: { max: 120 * 120, tooMany: 'banner: pixels', minWidth: 40, minHeight: 10, tooSmall: 'banner: small' },
});
const refused = (path: string, message: string) => ({ code: 'VALIDATION', errors: [{ path, message }] });

describe.each(STORAGE_HARNESSES)('uploads on %s', (_name, makeHarness) => {
  let harness: StorageHarness;
  let storage: StoragePort;
  let uploads: Uploads;
  beforeAll(async () => {
    harness = await makeHarness(now);
    storage = harness.storage;
    uploads = createUploads(storage, now);
  });
  afterAll(() => harness.close());

  const put = async (target: UploadTarget, body: Buffer, headers: Record<string, string> = {}) =>
    (await fetch(target.url, { method: target.method, headers: { ...target.headers, ...headers }, body })).status;
  /** What the browser does: ask for a target, PUT the bytes with its headers. */
  async function uploaded(use: UploadUse, body: Buffer, contentType: string) {
    const target = await uploads.issue(use, { contentType, sizeBytes: body.length });
    expect(await put(target, body)).toBe(200);
    return target;
  }

  it('issues a target under the use’s folder for the type and size declared, reserving its key first', async () => {
    const reserved: string[] = [];
    const target = await uploads.issue(IMAGES, { contentType: 'image/png', sizeBytes: 100 }, async (key) => {
      reserved.push(key);
    });
    expect(target.key).toMatch(/^public\/tests\/image\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(reserved).toEqual([target.key]);
    expect(target.method).toBe('PUT');
    // Local storage signs whole seconds.
    expect(Date.parse(target.expiresAt) - clockMs).toBeGreaterThan(599_000);
    expect(Date.parse(target.expiresAt) - clockMs).toBeLessThanOrEqual(600_000);
    expect(target.headers).toMatchObject({ 'Content-Type': 'image/png', 'If-None-Match': '*' });
    const docx = await uploads.issue(DOCUMENTS, { contentType: DOCX, sizeBytes: 100 });
    expect(docx.key).toMatch(/^private\/tests\/document\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.docx$/);
  });

  it('refuses a type or size the use does not take, with its messages, before anything is signed', async () => {
    const issue = (contentType: string, sizeBytes: number) =>
      uploads.issue(IMAGES, { contentType, sizeBytes }).then(
        () => null,
        (error: unknown) => error,
      );
    for (const type of ['image/svg+xml', 'text/html', 'application/pdf']) {
      expect(await issue(type, 100)).toMatchObject(refused('contentType', 'image: type'));
    }
    expect(await issue('image/png', 0)).toMatchObject(refused('sizeBytes', 'image: empty'));
    expect(await issue('image/png', 64 * 1024 + 1)).toMatchObject(refused('sizeBytes', 'image: tooLarge'));
  });

  it('takes a file once: once it is accepted, its link cannot replace it', async () => {
    for (const [use, file, type] of [
      [IMAGES, pngImage(40, 21), 'image/png'],
      [DOCUMENTS, SAMPLES.pdf(), 'application/pdf'],
    ] as const) {
      const target = await uploaded(use, file, type);
      expect(await uploads.accept(use, target.key)).toEqual({
        key: target.key,
        sizeBytes: file.length,
        kind: type === 'image/png' ? 'png' : 'pdf',
        contentType: type,
        extension: type === 'image/png' ? 'png' : 'pdf',
      });
      const page = Buffer.alloc(file.length, ' ');
      page.write('<html><script>alert(1)</script>');
      expect(await put(target, page)).toBe(412);
      expect(await storage.read(target.key)).toEqual(file);
    }
  });

  it('stores nothing from a PUT of another type or size than signed; the key is then missing', async () => {
    const image = SAMPLES.png();
    const target = await uploads.issue(IMAGES, { contentType: 'image/png', sizeBytes: image.length });
    expect(await put(target, image, { 'Content-Type': 'text/html' })).toBe(403);
    expect(await put(target, Buffer.concat([image, Buffer.alloc(10)]))).toBe(403);
    await expect(uploads.accept(IMAGES, target.key)).rejects.toMatchObject(refused('imageKey', 'image: missing'));
  });

  it('refuses a link past its use’s time', async () => {
    const image = SAMPLES.png();
    const target = await uploads.issue(IMAGES, { contentType: 'image/png', sizeBytes: image.length });
    clockMs += 601_000;
    try {
      expect(await put(target, image)).toBe(403);
      expect(await storage.head(target.key)).toBeNull();
    } finally {
      // Back, so the S3 client's own requests stay within the fake server's allowed skew.
      clockMs -= 601_000;
    }
  });

  it('refuses bytes of a type the use does not take, whatever they were sent as, and deletes them', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
    for (const [use, file, type] of [
      [IMAGES, SAMPLES.html(), 'image/png'],
      [IMAGES, SAMPLES.svg(), 'image/gif'],
      [DOCUMENTS, exe, 'application/pdf'],
      [DOCUMENTS, SAMPLES.xlsx(), DOCX],
    ] as const) {
      const { key } = await uploaded(use, file, type);
      await expect(uploads.accept(use, key)).rejects.toMatchObject(refused(use.field, use.rules.messages.content));
      expect(await storage.head(key)).toBeNull();
    }
  });

  it('refuses a file kept as uploaded whose bytes are another allowed type than declared, and deletes it', async () => {
    for (const [use, file, type] of [
      [IMAGES, SAMPLES.gif(), 'image/png'],
      [DOCUMENTS, SAMPLES.docx(), 'application/msword'],
    ] as const) {
      const { key } = await uploaded(use, file, type);
      await expect(uploads.accept(use, key)).rejects.toMatchObject(refused(use.field, use.rules.messages.content));
      expect(await storage.head(key)).toBeNull();
    }
  });

  it('accepts PDF, DOC and DOCX by their content, and every image type whose header opens', async () => {
    const webp = await sharp(pngImage(8, 8)).webp().toBuffer();
    const jpeg = await sharp(pngImage(8, 8)).jpeg().toBuffer();
    for (const [use, file, type, kind] of [
      [DOCUMENTS, SAMPLES.pdf(), 'application/pdf', 'pdf'],
      [DOCUMENTS, SAMPLES.doc(), 'application/msword', 'doc'],
      [DOCUMENTS, SAMPLES.docx(), DOCX, 'docx'],
      [IMAGES, SAMPLES.gif(), 'image/gif', 'gif'],
      [IMAGES, webp, 'image/webp', 'webp'],
      [IMAGES, jpeg, 'image/jpeg', 'jpeg'],
    ] as const) {
      const { key } = await uploaded(use, file, type);
      expect(await uploads.accept(use, key)).toMatchObject({ kind, contentType: type });
    }
  });

  it('refuses an image whose first bytes are right but which does not open, and deletes it', async () => {
    const broken = Buffer.concat([pngImage(4, 4).subarray(0, 8), Buffer.alloc(200, 7)]);
    const { key } = await uploaded(IMAGES, broken, 'image/png');
    await expect(uploads.accept(IMAGES, key)).rejects.toMatchObject(refused('imageKey', 'image: content'));
    expect(await storage.head(key)).toBeNull();
  });

  it('takes only keys of its own use, and leaves the others’ files alone', async () => {
    const document = await uploaded(DOCUMENTS, SAMPLES.pdf(), 'application/pdf');
    for (const key of [
      document.key,
      'private/resumes/2026/11/x.pdf',
      'public/billboard/2026/11/x.png',
      '../../etc/passwd',
    ]) {
      await expect(uploads.accept(IMAGES, key)).rejects.toMatchObject(refused('imageKey', 'image: missing'));
    }
    expect(await storage.head(document.key)).not.toBeNull();
  });

  it('refuses a file that grew past the limit in storage, and deletes it', async () => {
    const { key } = await uploaded(DOCUMENTS, SAMPLES.pdf(), 'application/pdf');
    await storage.put(key, Buffer.concat([SAMPLES.pdf(), Buffer.alloc(64 * 1024)]), { contentType: 'application/pdf' });
    await expect(uploads.accept(DOCUMENTS, key)).rejects.toMatchObject(refused('documentKey', 'document: tooLarge'));
    expect(await storage.head(key)).toBeNull();
  });

  it('makes renditions from the bytes checked, as WebP without metadata, and deletes the upload', async () => {
    const source = await sharp(pngImage(80, 40, [200, 30, 30]))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Advertiser' } } })
      .toBuffer();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const target = await uploaded(BANNERS, source, 'image/jpeg');
    expect(await put(target, Buffer.alloc(source.length, 0x20))).toBe(412);
    const made = await uploads.renditions(BANNERS, target.key, {
      wide: { width: 60, height: 15, folder: 'tests/renditions/wide' },
      square: { width: 20, height: 20, folder: 'tests/renditions/square' },
    });
    expect(made.wide).toMatch(/^public\/tests\/renditions\/wide\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    for (const [key, width, height] of [
      [made.wide, 60, 15],
      [made.square, 20, 20],
    ] as const) {
      expect(await storage.head(key)).toMatchObject({ contentType: 'image/webp' });
      const image = sharp(await storage.read(key));
      const metadata = await image.metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height });
      expect(metadata.exif).toBeUndefined();
      const { dominant } = await image.stats();
      expect(dominant.r).toBeGreaterThan(dominant.g);
    }
    expect(await storage.head(target.key)).toBeNull();
  });

  it('refuses an image outside the use’s pixel limits, and deletes it', async () => {
    for (const [file, message] of [
      [pngImage(30, 30), 'banner: small'],
      [pngImage(200, 100), 'banner: pixels'],
    ] as const) {
      const { key } = await uploaded(BANNERS, file, 'image/png');
      const sizes = { only: { width: 10, height: 10, folder: 'tests/renditions/only' } };
      await expect(uploads.renditions(BANNERS, key, sizes)).rejects.toMatchObject(refused('bannerKey', message));
      expect(await storage.head(key)).toBeNull();
    }
  });
});
