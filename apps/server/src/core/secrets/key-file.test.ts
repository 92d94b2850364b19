import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKeyFile, loadOrCreateKeyFile, readKeyFile, rotateKeyFile } from './key-file';
import { SecretDecryptionError, SecretsKeyFileError } from './secret-errors';
import { createSecrets } from './secrets.service';

let dir: string;
let file: string;
const fileConfig = () => ({ key: undefined, previousKeys: [], keyFile: file });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
  file = path.join(dir, 'data', 'secrets.keys.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('key file', () => {
  it('is created with mode 0600 on first use and reused on the next start', () => {
    const first = createSecrets(fileConfig());
    expect(first.source).toBe('file');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['secrets.keys.json']);
    const value = first.encrypt('app password', 'mail.credentials:7');
    const next = createSecrets(fileConfig());
    expect(next.currentKeyId).toBe(first.currentKeyId);
    expect(next.decrypt(value, 'mail.credentials:7')).toBe('app password');
  });

  it('never replaces a file another process created first', () => {
    const winner = loadOrCreateKeyFile(file);
    const before = fs.readFileSync(file, 'utf8');
    // A second start that found no file a moment ago now tries to create one.
    const loser = createKeyFile(file);
    expect(loser.current.id).toBe(winner.current.id);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['secrets.keys.json']);
  });

  it('agrees on one key when several processes start at once', async () => {
    // Each process waits for the same instant, so their first uses really overlap.
    const script = `import { loadOrCreateKeyFile } from ${JSON.stringify(path.join(import.meta.dirname, 'key-file.ts'))};
      while (Date.now() < Number(process.argv[2]));
      process.stdout.write(loadOrCreateKeyFile(process.argv[1]).current.id);`;
    const startAt = String(Date.now() + 2500);
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, file, startAt]);
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
      });
    const ids = await Promise.all([run(), run(), run(), run()]);
    expect(new Set(ids).size).toBe(1);
    expect(readKeyFile(file)?.keys.map((key) => key.id)).toEqual([ids[0]]);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['secrets.keys.json']);
  });

  it('rotate adds a current key and keeps the old ones, so old values still decrypt', () => {
    const before = createSecrets(fileConfig());
    const oldValue = before.encrypt('signing jwk', 'identity.signing-key:k1');
    const rotated = rotateKeyFile(file);
    expect(rotated.keys).toHaveLength(2);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['secrets.keys.json']);
    const after = createSecrets(fileConfig());
    expect(after.currentKeyId).toBe(rotated.current.id);
    expect(after.currentKeyId).not.toBe(before.currentKeyId);
    expect(after.keyIds).toEqual([rotated.current.id, before.currentKeyId]);
    expect(after.decrypt(oldValue, 'identity.signing-key:k1')).toBe('signing jwk');
    expect(after.needsReencrypt(oldValue)).toBe(true);
    expect(after.needsReencrypt(after.reencrypt(oldValue, 'identity.signing-key:k1'))).toBe(false);
  });

  it('rotate refuses while another rotation holds the lock', () => {
    loadOrCreateKeyFile(file);
    fs.writeFileSync(`${file}.lock`, '');
    expect(() => rotateKeyFile(file)).toThrow(/another rotation is running/);
    expect(readKeyFile(file)?.keys).toHaveLength(1);
  });

  it('stops with a message naming the file when it is damaged, never showing a key', () => {
    loadOrCreateKeyFile(file);
    const content = JSON.parse(fs.readFileSync(file, 'utf8')) as { current: string; keys: { key: string }[] };
    const key = content.keys[0]?.key ?? '';
    fs.writeFileSync(file, JSON.stringify({ ...content, current: 'ffffffffffffffff' }));
    expect(() => createSecrets(fileConfig())).toThrow(`Secrets key file ${file}: the current key ffffffffffffffff`);
    fs.writeFileSync(file, JSON.stringify({ ...content, keys: [{ ...content.keys[0], key: key.slice(8) }] }));
    expect(() => readKeyFile(file)).toThrow(SecretsKeyFileError);
    fs.writeFileSync(file, '{"version":1');
    expect(() => readKeyFile(file)).toThrow(`Secrets key file ${file}: is not valid JSON`);
    try {
      readKeyFile(file);
    } catch (error) {
      expect((error as Error).message).not.toContain(key);
    }
  });

  it('with SECRETS_KEY set, an existing key file still decrypts and no file is created', () => {
    const fromFile = createSecrets(fileConfig()).encrypt('old', 'mail.credentials:1');
    const envKey = Buffer.alloc(32, 7);
    const env = createSecrets({ key: envKey, previousKeys: [], keyFile: file });
    expect(env.source).toBe('env');
    expect(env.decrypt(fromFile, 'mail.credentials:1')).toBe('old');
    expect(env.needsReencrypt(fromFile)).toBe(true);
    const elsewhere = path.join(dir, 'other', 'secrets.keys.json');
    const envOnly = createSecrets({ key: envKey, previousKeys: [], keyFile: elsewhere });
    expect(fs.existsSync(elsewhere)).toBe(false);
    expect(() => envOnly.decrypt(fromFile, 'mail.credentials:1')).toThrow(SecretDecryptionError);
  });
});
