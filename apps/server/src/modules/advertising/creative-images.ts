import { BILLBOARD_SLOTS, CREATIVE_MESSAGES, CREATIVE_UPLOAD, type BillboardSlot } from '@meridian/contracts/billboard';
import sharp from 'sharp';
import { StorageError, storageKey, type StoragePort } from '../../adapters/storage/storage';
import { checkStoredUpload, type StoredUploadProblem } from '../../adapters/storage/stored-upload';
import { AppError } from '../../lib/app-error';
import type { CreativeImages } from './advertising.tables';

/** Where an advertiser's browser uploads a banner's source (private; deleted once resized). */
export const uploadFolder = (ownerId: number) => `billboard-uploads/${ownerId}`;

const refuse = (message: string) => new AppError('VALIDATION', message, [{ path: 'uploadKey', message }]);

const SOURCE_PROBLEMS: Record<StoredUploadProblem, string> = {
  missing: CREATIVE_MESSAGES.uploadMissing,
  tooLarge: CREATIVE_MESSAGES.tooLarge,
  content: CREATIVE_MESSAGES.notImage,
};

/** Each slot is stored at twice its size, so banners stay sharp on high-density screens. */
const DENSITY = 2;

/**
 * Turns an advertiser's uploaded source into the banners the site shows: the upload must be theirs,
 * within the size limit, really a JPEG, PNG or WebP (magic bytes of the bytes read once, which are
 * the ones resized: the upload link cannot replace them), within the pixel limits; each
 * slot is cropped to fill it and written as WebP without the source's metadata (sharp drops EXIF,
 * GPS and ICC details unless asked to keep them). The source is deleted afterwards.
 */
export async function resizeIntoSlots(
  storage: StoragePort,
  key: string,
  ownerId: number,
  now: Date,
): Promise<CreativeImages> {
  if (!key.startsWith(`private/${uploadFolder(ownerId)}/`)) throw refuse(CREATIVE_MESSAGES.uploadMissing);
  const checked = await checkStoredUpload(storage, key, {
    maxBytes: CREATIVE_UPLOAD.maxBytes,
    kinds: ['jpeg', 'png', 'webp'],
    whole: true,
  }).catch((error: unknown) => {
    // A key that is no storage key at all was never an upload of ours.
    if (error instanceof StorageError) return { ok: false as const, problem: 'missing' as const };
    throw error;
  });
  if (!checked.ok) throw refuse(SOURCE_PROBLEMS[checked.problem]);
  const source = checked.upload.bytes;
  const metadata = await sharp(source, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) throw refuse(CREATIVE_MESSAGES.notImage);
  if (metadata.width * metadata.height > CREATIVE_UPLOAD.maxPixels) throw refuse(CREATIVE_MESSAGES.tooManyPixels);
  if (metadata.width < CREATIVE_UPLOAD.minWidth || metadata.height < CREATIVE_UPLOAD.minHeight) {
    throw refuse(CREATIVE_MESSAGES.tooSmall);
  }
  const images: CreativeImages = {};
  for (const [slot, size] of Object.entries(BILLBOARD_SLOTS) as [BillboardSlot, { width: number; height: number }][]) {
    const banner = await sharp(source, { limitInputPixels: CREATIVE_UPLOAD.maxPixels })
      .rotate()
      .resize(size.width * DENSITY, size.height * DENSITY, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        throw refuse(CREATIVE_MESSAGES.notImage);
      });
    const target = storageKey('public', `billboard/${slot}`, 'webp', now);
    await storage.put(target, banner, { contentType: 'image/webp' });
    images[slot] = target;
  }
  await storage.delete(key);
  return images;
}
