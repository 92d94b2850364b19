import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator app of the run's accounts that use two-step sign-in (TOTP MFA;
 * docs/decisions/2026-11-27-totp-mfa.md). Admins must use it, so the first sign-in of the bootstrap
 * admin (the global setup's) sets it up like a person would and keeps the secret here, in the run's
 * data folder, where every worker reads it. The pool takes each 30-second step's code once, across
 * the whole run: a step is claimed under a lock, and a sign-in that finds the current and next steps
 * used waits for the next.
 */

const STEP_MS = 30_000;
const dir = () => path.join(process.env.E2E_DATA_DIR ?? tmpdir(), 'authenticator');
const fileOf = (email: string, kind: 'secret' | 'step') =>
  path.join(dir(), `${encodeURIComponent(email.toLowerCase())}.${kind}`);

export function totpCodeAt(secret: string, atMs: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: atMs,
  });
}

export function rememberSecret(email: string, secret: string): void {
  mkdirSync(dir(), { recursive: true });
  writeFileSync(fileOf(email, 'secret'), secret);
  writeFileSync(fileOf(email, 'step'), '0');
}

export function secretOf(email: string): string {
  try {
    return readFileSync(fileOf(email, 'secret'), 'utf8');
  } catch {
    throw new Error(`no authenticator was set up for ${email} in this run`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `claim` while holding the account's lock (a directory: made by one process at a time). */
async function locked<T>(email: string, claim: () => T): Promise<T> {
  const lock = `${fileOf(email, 'step')}.lock`;
  for (let waited = 0; ; waited += 50) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (waited > 10_000) throw new Error(`the authenticator lock of ${email} stayed taken`);
      await sleep(50);
    }
  }
  try {
    return claim();
  } finally {
    rmdirSync(lock);
  }
}

/**
 * Claims a step not used yet by any worker (the current one, else the next) and answers its code;
 * when both are used, waits for the next step to begin.
 */
export async function nextCode(email: string): Promise<string> {
  const secret = secretOf(email);
  for (;;) {
    const step = await locked(email, () => {
      const last = Number(readFileSync(fileOf(email, 'step'), 'utf8')) || 0;
      const current = Math.floor(Date.now() / STEP_MS);
      const candidate = Math.max(current, last + 1);
      if (candidate > current + 1) return null;
      writeFileSync(fileOf(email, 'step'), String(candidate));
      return candidate;
    });
    if (step !== null) return totpCodeAt(secret, step * STEP_MS + 1);
    await sleep(STEP_MS - (Date.now() % STEP_MS) + 100);
  }
}
