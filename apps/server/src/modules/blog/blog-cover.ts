import { BLOG_COVER_MAX_BYTES, BLOG_MESSAGES } from '@meridian/contracts/blog';
import { assertStorageKey, StorageError, storageKey, type StoragePort } from '../../adapters/storage/storage';
import { checkStoredUpload, contentTypeOf, type StoredUploadProblem } from '../../adapters/storage/stored-upload';
import { AppError } from '../../lib/app-error';
import { FILE_KINDS, IMAGE_KINDS, kindOfContentType } from '../../lib/file-signature';

const UPLOAD_MINUTES = 10;
const COVER_FOLDER = 'public/blog/';

const field = (message: string) => new AppError('VALIDATION', message, [{ path: 'coverImageKey', message }]);

const COVER_PROBLEMS: Record<StoredUploadProblem, string> = {
  missing: BLOG_MESSAGES.imageNotUploaded,
  tooLarge: BLOG_MESSAGES.imageTooLarge,
  content: BLOG_MESSAGES.imageNotImage,
};

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
     * Accepts an uploaded cover when the post is saved: ours (under public/blog/), present, within the
     * size and an image by its bytes, of the type it is served as. A file that is not is deleted; one
     * that is cannot be replaced through its upload link afterwards.
     */
    async accept(key: string): Promise<void> {
      try {
        assertStorageKey(key);
      } catch {
        throw field(BLOG_MESSAGES.imageNotUploaded);
      }
      if (!key.startsWith(COVER_FOLDER)) throw field(BLOG_MESSAGES.imageNotUploaded);
      const checked = await checkStoredUpload(storage, key, { maxBytes: BLOG_COVER_MAX_BYTES, kinds: IMAGE_KINDS });
      if (!checked.ok) throw field(COVER_PROBLEMS[checked.problem]);
      if (contentTypeOf(checked.upload) !== checked.upload.declaredType) {
        await storage.delete(key);
        throw field(BLOG_MESSAGES.imageNotImage);
      }
    },

    url: (key: string | null) => (key ? storage.publicUrl(key) : null),
  };
}
export type BlogCovers = ReturnType<typeof createBlogCovers>;
