import { BLOG_COVER_MAX_BYTES, BLOG_MESSAGES } from '@meridian/contracts/blog';
import { assertStorageKey, StorageError, storageKey, type StoragePort } from '../../adapters/storage/storage';
import { AppError } from '../../lib/app-error';
import {
  acceptedFileKind,
  FILE_KINDS,
  FILE_SIGNATURE_BYTES,
  IMAGE_KINDS,
  kindOfContentType,
} from '../../lib/file-signature';

const UPLOAD_MINUTES = 10;
const COVER_FOLDER = 'public/blog/';

const field = (message: string) => new AppError('VALIDATION', message, [{ path: 'coverImageKey', message }]);

/** Cover images: a presigned upload the browser PUTs to, then a check of what arrived before a post uses it. */
export function createBlogCovers(storage: StoragePort, now: () => Date) {
  return {
    async presign(contentType: string, sizeBytes: number) {
      const kind = kindOfContentType(contentType);
      if (!kind || !IMAGE_KINDS.includes(kind)) throw new AppError('VALIDATION', BLOG_MESSAGES.imageType);
      try {
        const upload = await storage.presignUpload({
          key: storageKey('public', 'blog', FILE_KINDS[kind].extension, now()),
          contentType,
          sizeBytes,
          maxBytes: BLOG_COVER_MAX_BYTES,
          expiresInSeconds: UPLOAD_MINUTES * 60,
        });
        return { ...upload, expiresAt: upload.expiresAt.toISOString() };
      } catch (error) {
        if (error instanceof StorageError && error.code === 'too_large') {
          throw new AppError('VALIDATION', BLOG_MESSAGES.imageTooLarge);
        }
        throw error;
      }
    },

    /**
     * Accepts an uploaded cover: ours (under public/blog/), present, within the size and an image by
     * its bytes. A file that is not an image is deleted.
     */
    async accept(key: string): Promise<void> {
      try {
        assertStorageKey(key);
      } catch {
        throw field(BLOG_MESSAGES.imageNotUploaded);
      }
      if (!key.startsWith(COVER_FOLDER)) throw field(BLOG_MESSAGES.imageNotUploaded);
      const stored = await storage.head(key);
      if (!stored) throw field(BLOG_MESSAGES.imageNotUploaded);
      if (stored.sizeBytes > BLOG_COVER_MAX_BYTES) throw field(BLOG_MESSAGES.imageTooLarge);
      const kind = acceptedFileKind(await storage.readStart(key, FILE_SIGNATURE_BYTES), IMAGE_KINDS);
      if (!kind || FILE_KINDS[kind].contentType !== stored.contentType) {
        await storage.delete(key);
        throw field(BLOG_MESSAGES.imageNotImage);
      }
    },

    url: (key: string | null) => (key ? storage.publicUrl(key) : null),
  };
}
export type BlogCovers = ReturnType<typeof createBlogCovers>;
