/**
 * What an uploaded file really is, from its first bytes (magic numbers), never from the name or
 * type the browser sent. Callers read `FILE_SIGNATURE_BYTES` from storage (`readStart`) and accept
 * the upload only when `detectFileKind` names one of the kinds they allow; the stored object keeps
 * the content type of the detected kind.
 */
export const FILE_KINDS = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  doc: { contentType: 'application/msword', extension: 'doc' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  mp4: { contentType: 'video/mp4', extension: 'mp4' },
  webm: { contentType: 'video/webm', extension: 'webm' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'gif'];
export const DOCUMENT_KINDS: readonly FileKind[] = ['pdf', 'doc', 'docx'];
export const VIDEO_KINDS: readonly FileKind[] = ['mp4', 'webm'];

/** Enough for every signature, including the part names at the start of a DOCX (ZIP) file. */
export const FILE_SIGNATURE_BYTES = 64 * 1024;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An OLE2 compound document whose directory names a "WordDocument" stream (Word 97–2003). */
function isWordBinary(bytes: Buffer): boolean {
  if (!startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return false;
  return bytes.includes(Buffer.from('WordDocument', 'utf16le'));
}

/** A ZIP whose local file headers name Word's main part (`word/document.xml`). */
function isWordOpenXml(bytes: Buffer): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  return bytes.includes(Buffer.from('[Content_Types].xml')) && bytes.includes(Buffer.from('word/'));
}

/** ISO base media brands of still images (HEIF, AVIF): an `ftyp` box with one of these is no video. */
const IMAGE_BRANDS = ['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1'];

/** An ISO base media file (MP4, M4V) whose `ftyp` box opens the file and names a video brand. */
function isMp4(bytes: Buffer): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4) || bytes.length < 12) return false;
  return !IMAGE_BRANDS.includes(bytes.subarray(8, 12).toString('latin1'));
}

/** An EBML (Matroska) file whose header names the `webm` document type. */
function isWebm(bytes: Buffer): boolean {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return false;
  const header = bytes.subarray(0, 64);
  const docType = header.indexOf(Buffer.from([0x42, 0x82]));
  return docType >= 0 && header.subarray(docType + 3, docType + 7).equals(Buffer.from('webm'));
}

/** The kind the bytes are, or null when they are none we accept. */
export function detectFileKind(bytes: Buffer): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (isWordBinary(bytes)) return 'doc';
  if (isWordOpenXml(bytes)) return 'docx';
  if (isMp4(bytes)) return 'mp4';
  if (isWebm(bytes)) return 'webm';
  return null;
}

/** The detected kind when it is one of `allowed`, else null. */
export function acceptedFileKind(bytes: Buffer, allowed: readonly FileKind[]): FileKind | null {
  const kind = detectFileKind(bytes);
  return kind && allowed.includes(kind) ? kind : null;
}

/** The kind whose content type this is (what the browser declares before uploading). */
export function kindOfContentType(contentType: string): FileKind | null {
  const entry = Object.entries(FILE_KINDS).find(([, kind]) => kind.contentType === contentType.toLowerCase());
  return entry ? (entry[0] as FileKind) : null;
}
