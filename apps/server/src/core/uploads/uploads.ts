import type { UploadRules, UploadTarget } from '@meridian/contracts/uploads';
import {
  assertStorageKey,
  StorageError,
  storageKey,
  type StoragePort,
  type StorageVisibility,
} from '../../adapters/storage/storage';
import { AppError } from '../../lib/app-error';
import {
  acceptedFileKind,
  FILE_KINDS,
  FILE_SIGNATURE_BYTES,
  IMAGE_KINDS,
  kindOfContentType,
  type FileKind,
} from '../../lib/file-signature';
import { imageSize, webpRendition, type PixelSize } from './upload-images';

/** One use of uploads (a blog cover, a banner's source, a résumé), declared by its domain. */
export interface UploadUse {
  /** The types, size and messages of the domain's contract (packages/contracts/src/uploads.ts). */
  rules: UploadRules;
  /** Its files go to `<visibility>/<folder>/<yyyy>/<mm>/<uuid>.<extension>`; a key elsewhere is none of its uploads. */
  visibility: StorageVisibility;
  folder: string;
  /** How long an upload link works. */
  expiresInSeconds: number;
  /** The form field naming the key, where a refused file's message goes. */
  field: string;
  /** Pixel limits of an image, checked on its header before anything decodes it. */
  pixels?: { max: number; tooMany: string; minWidth: number; minHeight: number; tooSmall: string };
}

/** A file checked and kept as it was uploaded. */
export interface AcceptedUpload {
  key: string;
  sizeBytes: number;
  kind: FileKind;
  /** The type its bytes are, which is also the one it was declared (and is served) as. */
  contentType: string;
  extension: string;
}

/** A rendition an image upload is turned into: its size, and the public folder it is written to. */
export type RenditionSize = PixelSize & { folder: string };

/** What sharp may decode when a use sets no pixel limit (its own default). */
const DEFAULT_MAX_PIXELS = 0x3fff * 0x3fff;

const refusal = (message: string, path: string) => new AppError('VALIDATION', message, [{ path, message }]);

function kindOf(contentType: string): FileKind {
  const kind = kindOfContentType(contentType);
  if (!kind) throw new Error(`No file signature is known for ${contentType}`);
  return kind;
}

const isImage = (kind: FileKind) => IMAGE_KINDS.includes(kind);

/**
 * Uploads (docs/product.md, Uploads; docs/architecture.md, Storage): `issue` hands the browser an
 * upload target for the type and exact size it declares; the link writes once. When the form using
 * the file is sent, `accept` (a file kept as uploaded) or `renditions` (an image re-encoded into
 * sizes) checks the stored object: one of the use's keys, present, within the size, of an allowed
 * type by its bytes, and for images a header that opens within the pixel limits. The bytes checked
 * are the ones kept or re-encoded; a refused file is deleted, with the use's message on its field.
 */
export function createUploads(storage: StoragePort, now: () => Date) {
  async function refuseAndDelete(use: UploadUse, key: string, message: string): Promise<AppError> {
    await storage.delete(key);
    return refusal(message, use.field);
  }

  function isKeyOf(use: UploadUse, key: string): boolean {
    try {
      assertStorageKey(key);
    } catch {
      return false;
    }
    return key.startsWith(`${use.visibility}/${use.folder}/`);
  }

  /** The stored object under `key`, checked; images are read whole (their header is opened). */
  async function check(use: UploadUse, key: string) {
    const { messages, maxBytes, contentTypes } = use.rules;
    const kinds = contentTypes.map(kindOf);
    if (!isKeyOf(use, key)) throw refusal(messages.missing, use.field);
    const stored = await storage.head(key);
    if (!stored) throw refusal(messages.missing, use.field);
    if (stored.sizeBytes > maxBytes) throw await refuseAndDelete(use, key, messages.tooLarge);
    const whole = kinds.some(isImage);
    const bytes = await (whole ? storage.read(key) : storage.readStart(key, FILE_SIGNATURE_BYTES)).catch(
      (error: unknown) => {
        // Deleted since it was looked at (pruned, or refused by another request).
        if (error instanceof StorageError) throw refusal(messages.missing, use.field);
        throw error;
      },
    );
    if (whole && bytes.length > maxBytes) throw await refuseAndDelete(use, key, messages.tooLarge);
    const kind = acceptedFileKind(bytes, kinds);
    if (!kind) throw await refuseAndDelete(use, key, messages.content);
    if (isImage(kind)) {
      const size = await imageSize(bytes);
      if (!size) throw await refuseAndDelete(use, key, messages.content);
      const { pixels } = use;
      if (pixels && size.width * size.height > pixels.max) throw await refuseAndDelete(use, key, pixels.tooMany);
      if (pixels && (size.width < pixels.minWidth || size.height < pixels.minHeight)) {
        throw await refuseAndDelete(use, key, pixels.tooSmall);
      }
    }
    return { bytes, kind, declaredType: stored.contentType, sizeBytes: whole ? bytes.length : stored.sizeBytes };
  }

  return {
    /**
     * An upload target for a file of the declared type and size. `reserve` is called with the key
     * before the link is signed (résumés record it, to take it once and prune it when unused).
     */
    async issue(
      use: UploadUse,
      request: { contentType: string; sizeBytes: number },
      reserve?: (key: string) => Promise<void>,
    ): Promise<UploadTarget> {
      const { messages, maxBytes, contentTypes } = use.rules;
      const { contentType, sizeBytes } = request;
      if (!(contentTypes as readonly string[]).includes(contentType)) throw refusal(messages.type, 'contentType');
      if (!Number.isInteger(sizeBytes) || sizeBytes < 1) throw refusal(messages.empty, 'sizeBytes');
      if (sizeBytes > maxBytes) throw refusal(messages.tooLarge, 'sizeBytes');
      const key = storageKey(use.visibility, use.folder, FILE_KINDS[kindOf(contentType)].extension, now());
      await reserve?.(key);
      const target = await storage.presignUpload({
        key,
        contentType,
        sizeBytes,
        maxBytes,
        expiresInSeconds: use.expiresInSeconds,
      });
      return { ...target, expiresAt: target.expiresAt.toISOString() };
    },

    /**
     * A file the product keeps as uploaded and serves under the type it was declared as (a blog
     * cover, a résumé): checked, and of the very type it was declared. Its link cannot replace it.
     */
    async accept(use: UploadUse, key: string): Promise<AcceptedUpload> {
      const checked = await check(use, key);
      const { contentType, extension } = FILE_KINDS[checked.kind];
      if (contentType !== checked.declaredType) throw await refuseAndDelete(use, key, use.rules.messages.content);
      return { key, sizeBytes: checked.sizeBytes, kind: checked.kind, contentType, extension };
    },

    /**
     * An uploaded image turned into renditions (a banner's slots): checked, then each size made from
     * the bytes checked (webpRendition) and written under its public folder; the upload itself is
     * deleted. Returns each rendition's key.
     */
    async renditions<Name extends string>(
      use: UploadUse,
      key: string,
      sizes: Record<Name, RenditionSize>,
    ): Promise<Record<Name, string>> {
      const checked = await check(use, key);
      if (!isImage(checked.kind)) throw await refuseAndDelete(use, key, use.rules.messages.content);
      const made: [Name, RenditionSize, Buffer][] = [];
      for (const [name, size] of Object.entries(sizes) as [Name, RenditionSize][]) {
        const image = await webpRendition(checked.bytes, size, use.pixels?.max ?? DEFAULT_MAX_PIXELS);
        if (!image) throw await refuseAndDelete(use, key, use.rules.messages.content);
        made.push([name, size, image]);
      }
      const keys = {} as Record<Name, string>;
      for (const [name, size, image] of made) {
        keys[name] = storageKey('public', size.folder, 'webp', now());
        await storage.put(keys[name], image, { contentType: 'image/webp' });
      }
      await storage.delete(key);
      return keys;
    },
  };
}
export type Uploads = ReturnType<typeof createUploads>;
