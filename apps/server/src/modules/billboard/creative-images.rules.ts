import { BILLBOARD_SLOTS, type BillboardSlot } from '@meridian/contracts/billboard';
import { CREATIVE_MESSAGES, CREATIVE_UPLOAD } from '@meridian/contracts/billboard-creatives';
import type { RenditionSize, UploadUse } from '../../core/uploads/uploads';

/**
 * A banner's source (docs/product.md, Digital billboard): uploaded by its advertiser to a private
 * folder of their own, through a link that works for 15 minutes; turned into the slots' banners
 * (Uploads.renditions) and deleted.
 */
export const bannerSource = (ownerId: number): UploadUse => ({
  rules: CREATIVE_UPLOAD,
  visibility: 'private',
  folder: `billboard-uploads/${ownerId}`,
  expiresInSeconds: 15 * 60,
  field: 'uploadKey',
  pixels: {
    max: CREATIVE_UPLOAD.maxPixels,
    tooMany: CREATIVE_MESSAGES.tooManyPixels,
    minWidth: CREATIVE_UPLOAD.minWidth,
    minHeight: CREATIVE_UPLOAD.minHeight,
    tooSmall: CREATIVE_MESSAGES.tooSmall,
  },
});

/** Each slot is stored at twice its size, so banners stay sharp on high-density screens. */
const DENSITY = 2;

/** Every slot's banner: its size at that density, written under public/billboard/<slot>/. */
export const SLOT_RENDITIONS = Object.fromEntries(
  Object.entries(BILLBOARD_SLOTS).map(([slot, size]) => [
    slot,
    { width: size.width * DENSITY, height: size.height * DENSITY, folder: `billboard/${slot}` },
  ]),
) as Record<BillboardSlot, RenditionSize>;
