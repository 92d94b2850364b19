import { BLOG_MESSAGES } from '@meridian/contracts/blog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createBlogTestApp, type BlogTestApp } from '../../../test/blog-harness';
import { pngImage, SAMPLES } from '../../../test/file-samples';

const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Plan every trade.' }] }] };
const post = (coverImageKey: string | null) => ({
  title: 'Position sizing in practice',
  body: doc,
  authorName: 'Dana Reyes',
  coverImageKey,
  coverImageAlt: 'A chart with a stop line',
});

/** Covers go through core/uploads (its rules are tested in uploads.test.ts): the blog's limits, words and flow. */
describe.each(['local', 's3'] as const)('blog cover uploads on %s storage', (kind) => {
  let b: BlogTestApp;
  beforeAll(async () => {
    b = await createBlogTestApp(kind);
  });
  afterAll(() => b.close());

  const presign = (contentType: string, sizeBytes: number) =>
    api(b.t, b.admin, 'POST', '/api/v1/blog/generatePresignedUrl', { contentType, sizeBytes });

  it('takes an image by a presigned PUT; the post shows it as its cover', async () => {
    const image = pngImage(120, 63);
    const upload = await presign('image/png', image.length);
    expect(upload.status).toBe(200);
    const { url, headers, key } = upload.data as { url: string; headers: Record<string, string>; key: string };
    expect(key).toMatch(/^public\/blog\/\d{4}\/\d{2}\/[\w-]+\.png$/);
    expect(await b.put(url, headers, image)).toBe(200);

    const created = await api(b.t, b.admin, 'POST', '/api/v1/blog/admin/posts', post(key));
    expect(created.status).toBe(201);
    const cover = (created.data as { coverImageUrl: string }).coverImageUrl;
    expect(cover).toContain(key);
    const served = kind === 'local' ? await b.t.app.inject({ url: new URL(cover).pathname }) : await fetch(cover);
    const status = 'statusCode' in served ? served.statusCode : served.status;
    expect(status).toBe(200);
  });

  it('refuses an image above 5 MB and a type that is not an image, with the form’s messages', async () => {
    const big = await presign('image/jpeg', 5 * 1024 * 1024 + 1);
    expect(big.status).toBe(422);
    expect(big.body?.message).toBe(BLOG_MESSAGES.imageTooLarge);
    for (const type of ['image/svg+xml', 'text/html', 'application/pdf']) {
      const refused = await presign(type, 100);
      expect(refused.status).toBe(422);
      expect(refused.body?.message).toBe(BLOG_MESSAGES.imageType);
    }
  });

  it('refuses an expired upload URL', async () => {
    const image = SAMPLES.png();
    const { url, headers } = (await presign('image/png', image.length)).data as {
      url: string;
      headers: Record<string, string>;
    };
    b.t.clock?.advance(11 * 60_000);
    expect(await b.put(url, headers, image)).toBe(403);
  });

  it('refuses a file that is not an image whatever type it was sent as, and deletes it', async () => {
    const html = SAMPLES.html();
    const { url, headers, key } = (await presign('image/png', html.length)).data as {
      url: string;
      headers: Record<string, string>;
      key: string;
    };
    expect(await b.put(url, headers, html)).toBe(200);
    const saved = await api(b.t, b.admin, 'POST', '/api/v1/blog/admin/posts', post(key));
    expect(saved.status).toBe(422);
    expect(saved.body?.errors).toEqual([{ path: 'coverImageKey', message: BLOG_MESSAGES.imageNotImage }]);
    expect(await b.t.services.storage.head(key)).toBeNull();
  });
});
