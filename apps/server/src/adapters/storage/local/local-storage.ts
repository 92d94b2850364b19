import { createReadStream } from 'node:fs';
import { link, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Secrets } from '../../../core/secrets/secrets.service';
import {
  assertStorageKey,
  checkUploadRequest,
  PUBLIC_CACHE_CONTROL,
  StorageError,
  UPLOAD_ONCE_HEADERS,
  type StoragePort,
  type StoredObject,
} from '../storage';
import { localStorageRoutes, type ByteRange } from './local-storage.routes';
import { createLocalUrlSigner } from './local-url-signer';

export interface LocalStorageOptions {
  /** Objects live under `<dir>/objects/<key>`, their content type and size under `<dir>/meta/<key>.json`. */
  dir: string;
  /** The site's own origin: URLs point at this server's `/files/…` routes. */
  publicUrl: string;
  secrets: Pick<Secrets, 'sign' | 'verify'>;
  now: () => Date;
}

export const LOCAL_FILES_PATH = '/files';

/** The folder of `dir` holding the files themselves (the backup counts them); `meta/` holds their type and size. */
export const LOCAL_OBJECTS_FOLDER = 'objects';

/**
 * Local disk storage (one server, or several sharing DATA_DIR on a network disk). Uploads and
 * private downloads go through HMAC-signed, expiring URLs (local-url-signer.ts) served by
 * local-storage.routes.ts; public objects are served with a year's cache.
 */
export function createLocalStorage(options: LocalStorageOptions) {
  const objectPath = (key: string) => path.join(options.dir, LOCAL_OBJECTS_FOLDER, key);
  const metaPath = (key: string) => path.join(options.dir, 'meta', `${key}.json`);
  const signer = createLocalUrlSigner(options.secrets);
  const base = `${options.publicUrl}${LOCAL_FILES_PATH}`;
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  async function head(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    try {
      const meta = JSON.parse(await readFile(metaPath(key), 'utf8')) as { contentType: string; sizeBytes: number };
      return { key, contentType: meta.contentType, sizeBytes: meta.sizeBytes };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function writeMeta(key: string, meta: { contentType: string; sizeBytes: number }) {
    await mkdir(path.dirname(metaPath(key)), { recursive: true });
    // A name of its own: instances sharing DATA_DIR may write the same key at once.
    const metaTemp = `${metaPath(key)}.${crypto.randomUUID()}.tmp`;
    await writeFile(metaTemp, JSON.stringify(meta));
    await rename(metaTemp, metaPath(key));
  }

  /** Moves a finished file into place, then its metadata (a reader sees the object only once both exist). */
  async function commit(key: string, tempFile: string, meta: { contentType: string; sizeBytes: number }) {
    await mkdir(path.dirname(objectPath(key)), { recursive: true });
    await rename(tempFile, objectPath(key));
    await writeMeta(key, meta);
  }

  /**
   * An upload's commit: puts the file in place only when nothing is stored under the key (a hard link
   * fails when the name exists, on every instance sharing DATA_DIR); false when something already was.
   */
  async function commitNew(key: string, tempFile: string, meta: { contentType: string; sizeBytes: number }) {
    await mkdir(path.dirname(objectPath(key)), { recursive: true });
    try {
      await link(tempFile, objectPath(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await rm(tempFile, { force: true });
    }
    await writeMeta(key, meta);
    return true;
  }

  async function tempFile(): Promise<string> {
    const dir = path.join(options.dir, 'incoming');
    await mkdir(dir, { recursive: true });
    return path.join(dir, crypto.randomUUID());
  }

  /** For the routes: the signer, the clock and where a key's bytes are. */
  const internals = {
    signer,
    now: () => seconds(options.now()),
    head,
    tempFile,
    commitNew,
    stream: (key: string, range?: ByteRange) => createReadStream(objectPath(key), range),
  };

  const storage: StoragePort & { internals: typeof internals } = {
    kind: 'local',
    browserOrigins: [],
    async presignUpload(request) {
      const visibility = checkUploadRequest(request);
      const expires = seconds(options.now()) + request.expiresInSeconds;
      const headers: Record<string, string> = { 'Content-Type': request.contentType, ...UPLOAD_ONCE_HEADERS };
      if (visibility === 'public') headers['Cache-Control'] = PUBLIC_CACHE_CONTROL;
      const query = signer.upload({
        key: request.key,
        contentType: request.contentType,
        sizeBytes: request.sizeBytes,
        expires,
      });
      return {
        url: `${base}/${request.key}?${query}`,
        method: 'PUT',
        headers,
        key: request.key,
        expiresAt: new Date(expires * 1000),
      };
    },
    publicUrl(key) {
      if (assertStorageKey(key) !== 'public')
        throw new StorageError('bad_key', 'Only public objects have a public URL.');
      return `${base}/${key}`;
    },
    async signedDownloadUrl(key, { expiresInSeconds, downloadName }) {
      assertStorageKey(key);
      const expires = seconds(options.now()) + expiresInSeconds;
      return `${base}/${key}?${signer.download({ key, expires, downloadName })}`;
    },
    head,
    async readStart(key, bytes) {
      if (!(await head(key))) throw new StorageError('not_found', 'Nothing is stored under that key.');
      const file = await open(objectPath(key), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await file.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    async read(key) {
      if (!(await head(key))) throw new StorageError('not_found', 'Nothing is stored under that key.');
      return readFile(objectPath(key));
    },
    async put(key, body, { contentType }) {
      assertStorageKey(key);
      const file = await tempFile();
      await writeFile(file, body);
      await commit(key, file, { contentType, sizeBytes: body.length });
    },
    async delete(key) {
      assertStorageKey(key);
      await rm(metaPath(key), { force: true });
      await rm(objectPath(key), { force: true });
    },
    routes: (app) => localStorageRoutes(app, internals),
    internals,
  };
  return storage;
}
export type LocalStorage = ReturnType<typeof createLocalStorage>;
