import sharp from 'sharp';

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size an image's header gives, or null when the bytes do not open as an image. Only the header
 * is read, so a huge image costs nothing here; the pixel limits are checked on this size before
 * anything decodes it.
 */
export async function imageSize(bytes: Buffer): Promise<PixelSize | null> {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return metadata?.width && metadata.height ? { width: metadata.width, height: metadata.height } : null;
}

/**
 * The image re-encoded at `size` as WebP: turned upright, cropped to fill the size around its most
 * interesting part, without the source's metadata (sharp drops EXIF, GPS and ICC details unless asked
 * to keep them). Null when the bytes do not decode.
 */
export async function webpRendition(bytes: Buffer, size: PixelSize, maxPixels: number): Promise<Buffer | null> {
  return sharp(bytes, { limitInputPixels: maxPixels })
    .rotate()
    .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => null);
}
