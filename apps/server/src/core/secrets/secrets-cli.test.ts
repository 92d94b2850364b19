import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readKeyFile } from './key-file';
import { runSecretsCommand } from './secrets-cli';
import { createSecrets } from './secrets.service';

let dir: string;
let keyFile: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-cli-'));
  keyFile = path.join(dir, 'secrets.keys.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('secrets command', () => {
  it('rotates the key file: a new current key, the old one kept', () => {
    const before = createSecrets({ key: undefined, previousKeys: [], keyFile });
    const out = runSecretsCommand(['rotate'], { key: undefined, previousKeys: [], keyFile });
    const after = readKeyFile(keyFile);
    expect(after?.keys.map((key) => key.id)).toEqual([before.currentKeyId, after?.current.id]);
    expect(out).toContain(`new current key ${after?.current.id}; 1 older key(s) kept`);
    expect(runSecretsCommand(['status'], { key: undefined, previousKeys: [], keyFile })).toContain(
      `Key ids that decrypt: ${after?.current.id}, ${before.currentKeyId}`,
    );
  });

  it('refuses to rotate when SECRETS_KEY is set, explaining how to rotate it', () => {
    expect(() => runSecretsCommand(['rotate'], { key: Buffer.alloc(32), previousKeys: [], keyFile })).toThrow(
      'add the old one to SECRETS_PREVIOUS_KEYS',
    );
    expect(fs.existsSync(keyFile)).toBe(false);
    expect(() => runSecretsCommand(['spin'], { key: undefined, previousKeys: [], keyFile })).toThrow('Usage:');
  });

  it('runs as `npm run cli -- secrets rotate`, printing key ids only', () => {
    const cli = path.join(import.meta.dirname, '../../cli.ts');
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', cli, 'secrets', ...args], {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: dir },
        encoding: 'utf8',
        timeout: 30_000,
      });
    const rotated = run(['rotate']);
    expect(rotated.stderr).toBe('');
    expect(rotated.status).toBe(0);
    const file = readKeyFile(keyFile);
    expect(rotated.stdout).toContain(`new current key ${file?.current.id} (the file was created)`);
    const raw = JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { keys: { key: string }[] };
    expect(rotated.stdout).not.toContain(raw.keys[0]?.key);
  });
});
