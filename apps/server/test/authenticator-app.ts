import { Secret, TOTP } from 'otpauth';

const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` (base32) at `atMs`, computed by otpauth. */
export function totpCodeAt(secret: string, atMs: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: atMs,
  });
}

/**
 * The authenticator apps of the people in a test: each user's secret as the pool handed it out
 * (AssociateSoftwareToken), and the codes they type. The pool takes each 30-second step's code
 * once and accepts the steps either side of the current one, so `nextCode` answers the current
 * step's code, or the next step's when that one was used, and says so when a test signs one person
 * in more than twice within one step.
 */
export class AuthenticatorApps {
  private readonly secrets = new Map<string, string>();
  private readonly lastStep = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  remember(username: string, secret: string): void {
    this.secrets.set(username, secret);
    this.lastStep.delete(username);
  }

  secretOf(username: string): string {
    const secret = this.secrets.get(username);
    if (!secret) throw new Error(`no authenticator was set up for ${username} in this test`);
    return secret;
  }

  /** The code for the current step, as the app shows it (it may have been used already). */
  code(username: string): string {
    return totpCodeAt(this.secretOf(username), this.now());
  }

  /** A code the pool has not taken yet from this person. */
  nextCode(username: string): string {
    const secret = this.secretOf(username);
    const current = Math.floor(this.now() / STEP_MS);
    const last = this.lastStep.get(username) ?? -Infinity;
    const step = [current, current + 1].find((candidate) => candidate > last);
    if (step === undefined) throw new Error(`${username} signed in more than twice within 30 seconds`);
    this.lastStep.set(username, step);
    return totpCodeAt(secret, step * STEP_MS + 1);
  }
}
