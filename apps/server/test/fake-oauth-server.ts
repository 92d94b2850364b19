import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OAuth 2 authorisation server standing in for Microsoft's or Google's: `/authorize` signs in
 * `email` at once and redirects back with a code; `/token` checks the code, the PKCE verifier and the
 * client, and hands out an id_token with the address, a refresh token and short-lived access tokens.
 * Refreshing rotates the refresh token, as Microsoft does. `/introspect` (RFC 7662, form `token=…`)
 * tells a mail server whether an access token is active and whose it is (the Dovecot harness's oauth2
 * passdb asks it).
 */
export interface FakeOAuthServer {
  /** Base URL: `${url}/authorize`, `${url}/token`. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Whether an access token is currently valid for the address (the mail server asks this). */
  isValidAccessToken(email: string, token: string): boolean;
  /** Token requests so far, by grant type. */
  grants: string[];
  /** Makes every access token handed out from now on expire after `seconds`. */
  setExpiresIn(seconds: number): void;
  /** The access tokens a mail server asked about at `/introspect`, in order. */
  introspected: string[];
  /** Ends every access token handed out so far before its time (refresh tokens still work). */
  expireAccessTokens(): void;
  /** Withdraws the app's consent: every refresh and access token handed out so far stops working. */
  revokeAll(): void;
  close(): Promise<void>;
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const unsignedJwt = (claims: object) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

export async function startFakeOAuthServer(email: string): Promise<FakeOAuthServer> {
  const clientId = 'fake-client-id';
  const clientSecret = 'fake-client-secret';
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Map<string, number>();
  const grants: string[] = [];
  const introspected: string[] = [];
  let expiresIn = 3600;

  const issue = (withIdToken: boolean) => {
    const accessToken = `at-${randomBytes(12).toString('hex')}`;
    const refreshToken = `rt-${randomBytes(12).toString('hex')}`;
    accessTokens.set(accessToken, Date.now() + expiresIn * 1000);
    refreshTokens.add(refreshToken);
    return {
      token_type: 'Bearer',
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: expiresIn,
      ...(withIdToken ? { id_token: unsignedJwt({ email, preferred_username: email }) } : {}),
    };
  };

  const isActive = (token: string) => (accessTokens.get(token) ?? 0) > Date.now();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/authorize') {
      const params = url.searchParams;
      if (params.get('client_id') !== clientId || params.get('code_challenge_method') !== 'S256') {
        return json(400, { error: 'invalid_request' });
      }
      const code = randomBytes(12).toString('hex');
      codes.set(code, { challenge: params.get('code_challenge') ?? '', redirectUri: params.get('redirect_uri') ?? '' });
      const back = new URL(params.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', params.get('state') ?? '');
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      void formBody(request).then((form) => {
        const grant = form.get('grant_type') ?? '';
        grants.push(grant);
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
          return json(401, { error: 'invalid_client' });
        }
        if (grant === 'authorization_code') {
          const pending = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const challenge = createHash('sha256')
            .update(form.get('code_verifier') ?? '')
            .digest('base64url');
          if (!pending || pending.challenge !== challenge || pending.redirectUri !== form.get('redirect_uri')) {
            return json(400, { error: 'invalid_grant' });
          }
          return json(200, issue(true));
        }
        if (grant === 'refresh_token' && refreshTokens.delete(form.get('refresh_token') ?? '')) {
          return json(200, issue(false));
        }
        return json(400, { error: 'invalid_grant' });
      });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/introspect') {
      void formBody(request).then((form) => {
        const token = form.get('token') ?? '';
        introspected.push(token);
        return json(200, isActive(token) ? { active: true, email, token_type: 'Bearer' } : { active: false });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    grants,
    introspected,
    isValidAccessToken: (user, token) => user === email && isActive(token),
    expireAccessTokens: () => accessTokens.clear(),
    revokeAll: () => {
      refreshTokens.clear();
      accessTokens.clear();
    },
    setExpiresIn: (seconds) => {
      expiresIn = seconds;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
