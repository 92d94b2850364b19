import { z } from 'zod';

/**
 * Uploads (docs/product.md, Uploads): the browser asks its domain's endpoint for an upload target,
 * PUTs the file there itself, and names the target's key in the form that uses the file; the server
 * checks the stored bytes when that form is sent. Each use declares what it takes (`UploadRules`,
 * beside its endpoint); every such endpoint answers with the one `uploadTargetSchema`.
 */

/** Where the browser PUTs one file, and the key the form then names. */
export const uploadTargetSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  /** Sent with the PUT exactly as given: they are signed into the link (Content-Type, `If-None-Match: *`, …). */
  headers: z.record(z.string(), z.string()),
  /** What the form using the file names (a blog post's coverImageKey, a creative's uploadKey, a résuméKey). */
  key: z.string(),
  /** When the link stops working. */
  expiresAt: z.iso.datetime(),
});
export type UploadTarget = z.infer<typeof uploadTargetSchema>;

/** What one use of uploads takes, in its domain's words (the browser checks a file against them first). */
export interface UploadRules<Type extends string = string> {
  /** The Content-Types the browser may declare; the server checks the stored bytes are of the same type. */
  contentTypes: readonly [Type, ...Type[]];
  maxBytes: number;
  messages: {
    /** A declared type the use does not take. */
    type: string;
    /** A declared size that is not a whole number of bytes (`empty` unless set). */
    size?: string;
    /** An empty file. */
    empty: string;
    /** A file above `maxBytes`, declared or found in storage. */
    tooLarge: string;
    /** No file under the key the form names: never uploaded, its link expired, refused, or already used. */
    missing: string;
    /** Stored bytes that are not one of the types taken (or not the type declared). */
    content: string;
  };
}

/** The fields every upload request carries: the type and exact size the browser declares for the file. */
export function uploadRequestFields<Type extends string>(rules: UploadRules<Type>) {
  const { type, empty, size = empty, tooLarge } = rules.messages;
  return {
    contentType: z.enum(rules.contentTypes, { error: type }),
    sizeBytes: z.number({ error: size }).int(size).min(1, empty).max(rules.maxBytes, tooLarge),
  };
}

/** What is wrong with a file before anything is sent (the words the server would use), or null. */
export function uploadProblem(rules: UploadRules, file: { type: string; size: number }): string | null {
  if (!(rules.contentTypes as readonly string[]).includes(file.type)) return rules.messages.type;
  if (file.size > rules.maxBytes) return rules.messages.tooLarge;
  if (file.size < 1) return rules.messages.empty;
  return null;
}
