import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import type { TokenVerifier } from './token-verifier';

export interface CognitoTokenVerifierOptions {
  userPoolId: string;
  clientId: string;
  /** Preloaded key set (tests, or a pool reached without https); otherwise fetched from the pool. */
  jwks?: Jwks;
}

/**
 * Verifies access tokens of an AWS Cognito user pool with aws-jwt-verify: signature against the
 * pool's JWKS (fetched over https and cached), issuer, token_use "access", client_id and expiry.
 * Cognito's own revocation (sign-out) is not visible here: such tokens stay valid until they expire.
 */
export function createCognitoTokenVerifier(options: CognitoTokenVerifierOptions): TokenVerifier {
  const verifier = CognitoJwtVerifier.create({
    userPoolId: options.userPoolId,
    tokenUse: 'access',
    clientId: options.clientId,
  });
  if (options.jwks) verifier.cacheJwks(options.jwks);

  return {
    async verifyAccessToken(token) {
      try {
        const payload = await verifier.verify(token);
        return {
          sub: payload.sub,
          username: payload.username,
          originJti: payload.origin_jti,
          expiresAt: payload.exp,
        };
      } catch {
        return null;
      }
    },
  };
}
