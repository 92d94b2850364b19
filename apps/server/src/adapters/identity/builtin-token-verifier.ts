import { errors, jwtVerify, type CryptoKey, type JWTPayload, type KeyObject } from 'jose';
import type { VerifiedAccessToken } from '../../lib/access';
import type { TokenVerifier } from './token-verifier';

export type VerificationKey = CryptoKey | KeyObject | Uint8Array;

export interface BuiltinTokenVerifierOptions {
  issuer: string;
  clientId: string;
  /** The public key for a kid, if it may still verify (the pool's key store). */
  verificationKey(kid: string): Promise<VerificationKey | undefined>;
  /** Whether the sign-in a token belongs to is still live (one indexed query). */
  sessionActive(originJti: string, now: Date): Promise<boolean>;
  now(): Date;
}

export type AccessTokenCheck =
  | { ok: true; token: VerifiedAccessToken }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

export interface BuiltinTokenVerifier extends TokenVerifier {
  /** Like verifyAccessToken, with the reason a token is refused (the pool's own errors name it). */
  check(token: string): Promise<AccessTokenCheck>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function str(payload: JWTPayload, claim: string): string | undefined {
  const value = payload[claim];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Verifies the built-in pool's access tokens: RS256 signature by one of the pool's keys, issuer,
 * token_use, client_id and expiry, then that the sign-in (origin_jti) has not been revoked by
 * sign-out, password change or disabling the user.
 */
export function createBuiltinTokenVerifier(options: BuiltinTokenVerifierOptions): BuiltinTokenVerifier {
  async function check(token: string): Promise<AccessTokenCheck> {
    const now = options.now();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(
        token,
        async (header) => {
          const key = header.kid ? await options.verificationKey(header.kid) : undefined;
          if (!key) throw new errors.JWKSNoMatchingKey();
          return key;
        },
        { issuer: options.issuer, algorithms: ['RS256'], currentDate: now },
      ));
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
    const sub = str(payload, 'sub');
    const username = str(payload, 'username');
    const originJti = str(payload, 'origin_jti');
    if (
      str(payload, 'token_use') !== 'access' ||
      str(payload, 'client_id') !== options.clientId ||
      !sub ||
      !username ||
      !originJti ||
      !UUID.test(originJti) ||
      typeof payload.exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    if (!(await options.sessionActive(originJti, now))) return { ok: false, reason: 'revoked' };
    return { ok: true, token: { sub, username, originJti, expiresAt: payload.exp } };
  }

  return {
    check,
    async verifyAccessToken(token) {
      const result = await check(token);
      return result.ok ? result.token : null;
    },
  };
}
