import { BILLBOARD_SLOTS, CREATIVE_MESSAGES, CREATIVE_UPLOAD, type BillboardSlot } from '@meridian/contracts/billboard';
import sharp from 'sharp';
import { storageKey, type StoragePort } from '../../adapters/storage/storage';
import { AppError } from '../../lib/app-error';
import { acceptedFileKind, FILE_SIGNATURE_BYTES } from '../../lib/file-signature';
import type { CreativeImages } from './advertising.tables';

/** Where an advertiser's browser uploads a banner's source (private; deleted once resized). */
export const uploadFolder = (ownerId: number) => `billboard-uploads/${ownerId}`;

const refuse = (message: string) => new AppError('VALIDATION', message, [{ path: 'uploadKey', message }]);

/** Each slot is stored at twice its size, so banners stay sharp on high-density screens. */
const DENSITY = 2;

/**
 * Turns an advertiser's uploaded source into the banners the site shows: the upload must be theirs,
 * within the size limit, really a JPEG, PNG or WebP (magic bytes), within the pixel limits; each
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
  const stored = await storage.head(key).catch(() => null);
  if (!stored) throw refuse(CREATIVE_MESSAGES.uploadMissing);
  if (stored.sizeBytes > CREATIVE_UPLOAD.maxBytes) throw refuse(CREATIVE_MESSAGES.tooLarge);
  if (!acceptedFileKind(await storage.readStart(key, FILE_SIGNATURE_BYTES), ['jpeg', 'png', 'webp'])) {
    throw refuse(CREATIVE_MESSAGES.notImage);
  }
  const source = await storage.read(key);
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
