import { acceptedFileKind, FILE_KINDS, FILE_SIGNATURE_BYTES, type FileKind } from '../../lib/file-signature';
import type { StoragePort } from './storage';

/** What the form using an upload accepts. */
export interface UploadRules {
  maxBytes: number;
  kinds: readonly FileKind[];
  /** Read the whole object (the caller processes it, as banners are resized); otherwise only its first bytes. */
  whole?: boolean;
}

export type StoredUploadProblem = 'missing' | 'tooLarge' | 'content';

export interface CheckedUpload {
  key: string;
  sizeBytes: number;
  kind: FileKind;
  /** The content type the browser declared (signed into the upload link). */
  declaredType: string;
  /** The object's bytes, read once and checked (with `whole`); otherwise empty. */
  bytes: Buffer;
}

/**
 * An upload checked when the form using it is submitted (docs/product.md, Uploads): the stored
 * object's size, then its bytes, read once, must be one of the kinds allowed. An upload link writes
 * once (`UPLOAD_ONCE_HEADERS`), so the object checked here is the one that stays stored and the one
 * a caller processes. A file that is too large or not an allowed kind is deleted.
 */
export async function checkStoredUpload(
  storage: StoragePort,
  key: string,
  rules: UploadRules,
): Promise<{ ok: true; upload: CheckedUpload } | { ok: false; problem: StoredUploadProblem }> {
  const stored = await storage.head(key);
  if (!stored) return { ok: false, problem: 'missing' };
  const refuse = async (problem: StoredUploadProblem) => {
    await storage.delete(key);
    return { ok: false as const, problem };
  };
  if (stored.sizeBytes > rules.maxBytes) return refuse('tooLarge');
  const bytes = rules.whole ? await storage.read(key) : await storage.readStart(key, FILE_SIGNATURE_BYTES);
  if (rules.whole && bytes.length > rules.maxBytes) return refuse('tooLarge');
  const kind = acceptedFileKind(bytes, rules.kinds);
  if (!kind) return refuse('content');
  return {
    ok: true,
    upload: {
      key,
      sizeBytes: rules.whole ? bytes.length : stored.sizeBytes,
      kind,
      declaredType: stored.contentType,
      bytes: rules.whole ? bytes : Buffer.alloc(0),
    },
  };
}

/** The content type a checked upload really has (by its bytes). */
export const contentTypeOf = (upload: CheckedUpload) => FILE_KINDS[upload.kind].contentType;
