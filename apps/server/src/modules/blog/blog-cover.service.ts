import { BLOG_COVER_UPLOAD } from '@meridian/contracts/blog';
import type { StoragePort } from '../../adapters/storage/storage';
import { createUploads, type UploadUse } from '../../core/uploads/uploads';

/** Covers (docs/product.md, Blog): public, under public/blog/, through a link that works for 10 minutes. */
const COVER: UploadUse = {
  rules: BLOG_COVER_UPLOAD,
  visibility: 'public',
  folder: 'blog',
  expiresInSeconds: 10 * 60,
  field: 'coverImageKey',
};

/** Cover images: an upload target the browser PUTs to, then the check of what arrived before a post uses it. */
export function createBlogCovers(storage: StoragePort, now: () => Date) {
  const uploads = createUploads(storage, now);
  return {
    presign: (contentType: string, sizeBytes: number) => uploads.issue(COVER, { contentType, sizeBytes }),
    /** Accepts an uploaded cover when the post is saved: an image kept and served as uploaded. */
    async accept(key: string): Promise<void> {
      await uploads.accept(COVER, key);
    },
    url: (key: string | null) => (key ? storage.publicUrl(key) : null),
  };
}
export type BlogCovers = ReturnType<typeof createBlogCovers>;
