import type { VerifiedAccessToken } from '../../lib/access';

/**
 * Verifies access tokens for the API: the built-in pool checks its own signing keys and its
 * revocation records; Cognito mode checks the pool's JWKS. Resolves null for any token that is not
 * valid now (bad signature, expired, revoked, wrong client, wrong token_use); never throws for
 * a bad token.
 */
export interface TokenVerifier {
  verifyAccessToken(token: string): Promise<VerifiedAccessToken | null>;
}
