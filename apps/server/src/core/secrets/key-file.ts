import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SecretsKeyFileError } from './secret-errors';
import { KEY_BYTES, SecretKey } from './secret-key';

/**
 * The key file used when SECRETS_KEY is unset: JSON in DATA_DIR, mode 0600, holding every key
 * (base64) and which one is current. It is created once, without ever replacing an existing file
 * (temp file + link, so concurrent first starts agree on one key), and replaced only by `rotate`
 * (temp file + rename, under a lock file), which adds a key and keeps the old ones.
 */

const entrySchema = z.object({ id: z.string(), key: z.string(), createdAt: z.string() });
const fileSchema = z.object({ version: z.literal(1), current: z.string(), keys: z.array(entrySchema).min(1) });
type KeyFileContent = z.output<typeof fileSchema>;

export interface KeyFile {
  file: string;
  current: SecretKey;
  /** Every key in the file, the current one included, oldest first. */
  keys: SecretKey[];
}

function decode(file: string, content: KeyFileContent): KeyFile {
  const keys = content.keys.map((entry, index) => {
    const bytes = Buffer.from(entry.key, 'base64');
    if (bytes.length !== KEY_BYTES) {
      throw new SecretsKeyFileError(file, `key ${index + 1} (${entry.id}) is not ${KEY_BYTES} bytes of base64`);
    }
    const key = new SecretKey(bytes);
    if (key.id !== entry.id)
      throw new SecretsKeyFileError(file, `key ${index + 1} is listed as ${entry.id} but is ${key.id}`);
    return key;
  });
  const current = keys.find((key) => key.id === content.current);
  if (!current) throw new SecretsKeyFileError(file, `the current key ${content.current} is not in the file`);
  return { file, current, keys };
}

function readContent(file: string): KeyFileContent | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new SecretsKeyFileError(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SecretsKeyFileError(file, 'is not valid JSON');
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) throw new SecretsKeyFileError(file, 'is not a version 1 key file ({version, current, keys})');
  return parsed.data;
}

function withNewKey(content: KeyFileContent | undefined, now: Date): KeyFileContent {
  const { key, base64 } = SecretKey.generate();
  const entry = { id: key.id, key: base64, createdAt: now.toISOString() };
  return { version: 1, current: key.id, keys: [...(content?.keys ?? []), entry] };
}

/** Makes a rename or link durable; some platforms cannot open a directory, and lose only that. */
function syncDirectory(directory: string): void {
  try {
    const fd = fs.openSync(directory, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // The file itself was fsynced; only the directory entry's durability is best effort.
  }
}

/** Writes `content` to a fresh 0600 temp file beside `file`, then hands its path to `place`. */
function writeThen(file: string, content: KeyFileContent, place: (temp: string) => void): void {
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    const fd = fs.openSync(temp, 'wx', 0o600);
    try {
      fs.fchmodSync(fd, 0o600);
      fs.writeFileSync(fd, `${JSON.stringify(content, null, 2)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    place(temp);
    syncDirectory(path.dirname(file));
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** The key file, or undefined when there is none. */
export function readKeyFile(file: string): KeyFile | undefined {
  const content = readContent(file);
  return content && decode(file, content);
}

/** Creates the key file with one fresh key; if another process created it first, its file wins. */
export function createKeyFile(file: string, now = new Date()): KeyFile {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeThen(file, withNewKey(undefined, now), (temp) => fs.linkSync(temp, file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new SecretsKeyFileError(file, `cannot be created (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  const created = readKeyFile(file);
  if (!created) throw new SecretsKeyFileError(file, 'disappeared right after it was created');
  return created;
}

/** Reads the key file, creating it on first use. */
export function loadOrCreateKeyFile(file: string): KeyFile {
  return readKeyFile(file) ?? createKeyFile(file);
}

/** Adds a fresh key and makes it current; every old key stays, so old values still decrypt. */
export function rotateKeyFile(file: string, now = new Date()): KeyFile {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  try {
    fs.closeSync(fs.openSync(lock, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new SecretsKeyFileError(
      file,
      `${lock} exists: another rotation is running (or one was interrupted; then delete it)`,
    );
  }
  try {
    const content = readContent(file);
    if (!content) return createKeyFile(file, now);
    decode(file, content);
    writeThen(file, withNewKey(content, now), (temp) => fs.renameSync(temp, file));
  } finally {
    fs.rmSync(lock, { force: true });
  }
  const rotated = readKeyFile(file);
  if (!rotated) throw new SecretsKeyFileError(file, 'disappeared right after it was rotated');
  return rotated;
}
