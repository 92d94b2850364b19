import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { SigningKeyStore } from './signing-key-store.service';

/** The issuer CognitoJwtVerifier derives from a pool id (kept AWS-shaped on purpose; see decisions). */
export function cognitoIssuer(userPoolId: string): string {
  return `https://cognito-idp.${userPoolId.split('_')[0]}.amazonaws.com/${userPoolId}`;
}

export interface TokenSubject {
  sub: string;
  username: string;
  email: string;
  emailVerified: boolean;
  attributes: Record<string, string>;
}

export interface TokenSession {
  originJti: string;
  authTime: Date;
}

export interface IssuedTokens {
  accessToken: string;
  idToken: string;
  expiresIn: number;
}

/**
 * Signs access and id tokens with the claims Amplify and aws-jwt-verify read (docs/identity-protocol.md, Tokens):
 * RS256 with a kid; origin_jti and auth_time come from the sign-in and survive refreshes, while
 * jti, event_id and iat are new each time.
 */
export function createTokenIssuer(
  keys: SigningKeyStore,
  options: { userPoolId: string; clientId: string; ttlSeconds: number; now: () => Date },
) {
  const iss = cognitoIssuer(options.userPoolId);

  return {
    issuer: iss,

    async issue(user: TokenSubject, session: TokenSession): Promise<IssuedTokens> {
      const { kid, key } = await keys.signingKey();
      const iat = Math.floor(options.now().getTime() / 1000);
      const exp = iat + options.ttlSeconds;
      const eventId = randomUUID();
      const times = { auth_time: Math.floor(session.authTime.getTime() / 1000), iat, exp };
      const sign = (claims: Record<string, unknown>) =>
        new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(key);

      const accessToken = await sign({
        sub: user.sub,
        iss,
        client_id: options.clientId,
        origin_jti: session.originJti,
        event_id: eventId,
        token_use: 'access',
        scope: 'aws.cognito.signin.user.admin',
        ...times,
        jti: randomUUID(),
        username: user.username,
      });
      const idToken = await sign({
        ...user.attributes,
        sub: user.sub,
        iss,
        aud: options.clientId,
        'cognito:username': user.username,
        email: user.email,
        email_verified: user.emailVerified,
        origin_jti: session.originJti,
        event_id: eventId,
        token_use: 'id',
        ...times,
        jti: randomUUID(),
      });
      return { accessToken, idToken, expiresIn: options.ttlSeconds };
    },
  };
}
export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
