/** What the API learns from a verified access token. Roles never come from here: see plugins/auth. */
export interface VerifiedAccessToken {
  /** The identity pool's subject id (stable per user). */
  sub: string;
  /** cognito:username / username claim. */
  username: string;
  /** The sign-in session the token belongs to (origin_jti). */
  originJti: string | undefined;
  /** Seconds since epoch. */
  expiresAt: number;
}

/**
 * Verifies access tokens for the API: the built-in pool checks its own signing keys and its
 * revocation records; Cognito mode checks the pool's JWKS. Resolves null for any token that is not
 * valid now (bad signature, expired, revoked, wrong client, wrong token_use); never throws for
 * a bad token.
 */
export interface TokenVerifier {
  verifyAccessToken(token: string): Promise<VerifiedAccessToken | null>;
}
