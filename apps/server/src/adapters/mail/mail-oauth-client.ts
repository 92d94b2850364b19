import { createHash, randomBytes } from 'node:crypto';

/**
 * OAuth 2 authorisation-code flow with PKCE for "Connect with Microsoft / Google" (docs/deploy.md,
 * Sender mailboxes): the sign-in URL, the code exchange and the refresh, against the provider's
 * endpoints (or a local fake in tests).
 */

export type MailOAuthProvider = 'microsoft' | 'google';

export interface MailOAuthApp {
  provider: MailOAuthProvider;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
}

export interface TokenSet {
  accessToken: string;
  /** Present on the first exchange, and whenever the provider rotates it. */
  refreshToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** The mailbox address from the id_token, when it carries one. */
  email: string | null;
}

export class MailOAuthError extends Error {
  constructor(readonly reason: 'refused' | 'unreachable' | 'invalid-answer') {
    super(`OAuth token request failed (${reason})`);
    this.name = 'MailOAuthError';
  }
}

const SCOPES: Record<MailOAuthProvider, string> = {
  microsoft: 'openid email offline_access https://outlook.office.com/SMTP.Send',
  google: 'openid email https://mail.google.com/',
};
/**
 * What the sign-in asks consent for: sending, and reading the mailbox for bounces and complaints
 * (Google's mail scope covers both). Refreshes keep asking for SCOPES only: Microsoft's access token
 * for outlook.office.com carries every scope consented for it, so a connection made before IMAP
 * reading was asked for keeps sending, and its refused IMAP login says to connect again.
 */
const CONSENT_SCOPES: Record<MailOAuthProvider, string> = {
  microsoft: `${SCOPES.microsoft} https://outlook.office.com/IMAP.AccessAsUser.All`,
  google: SCOPES.google,
};
/** Google returns a refresh token only with offline access, and again only when consent is asked. */
const EXTRA_PARAMS: Record<MailOAuthProvider, Record<string, string>> = {
  microsoft: { prompt: 'select_account' },
  google: { access_type: 'offline', prompt: 'consent' },
};

export function newPkceVerifier(): string {
  return randomBytes(32).toString('base64url');
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function authorizationUrl(
  app: MailOAuthApp,
  request: { redirectUri: string; state: string; codeVerifier: string; loginHint?: string },
): string {
  const url = new URL(app.authorizeUrl);
  const params: Record<string, string> = {
    client_id: app.clientId,
    response_type: 'code',
    redirect_uri: request.redirectUri,
    response_mode: 'query',
    scope: CONSENT_SCOPES[app.provider],
    state: request.state,
    code_challenge: pkceChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
    ...EXTRA_PARAMS[app.provider],
    ...(request.loginHint ? { login_hint: request.loginHint } : {}),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The address in an id_token received straight from the token endpoint over TLS: OpenID Connect
 * Core 3.1.3.7 lets TLS stand in for the signature check there. Microsoft personal accounts carry it
 * in `email`, work accounts in `preferred_username`.
 */
function emailFromIdToken(idToken: unknown): string | null {
  if (typeof idToken !== 'string') return null;
  try {
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const found = [claims.email, claims.preferred_username].find(
      (value): value is string => typeof value === 'string' && value.includes('@'),
    );
    return found?.toLowerCase() ?? null;
  } catch {
    return null;
  }
}

async function tokenRequest(app: MailOAuthApp, grant: Record<string, string>, now: number): Promise<TokenSet> {
  let response: Response;
  try {
    response = await fetch(app.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ client_id: app.clientId, client_secret: app.clientSecret, ...grant }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new MailOAuthError('unreachable');
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) throw new MailOAuthError('refused');
  if (!body || typeof body.access_token !== 'string') throw new MailOAuthError('invalid-answer');
  const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : Number(body.expires_in ?? 3600);
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    expiresAt: now + (Number.isFinite(expiresIn) ? expiresIn : 3600) * 1000,
    email: emailFromIdToken(body.id_token),
  };
}

export function exchangeCode(
  app: MailOAuthApp,
  request: { code: string; redirectUri: string; codeVerifier: string },
  now = Date.now(),
): Promise<TokenSet> {
  return tokenRequest(
    app,
    {
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
      code_verifier: request.codeVerifier,
    },
    now,
  );
}

export function refreshAccessToken(app: MailOAuthApp, refreshToken: string, now = Date.now()): Promise<TokenSet> {
  return tokenRequest(
    app,
    { grant_type: 'refresh_token', refresh_token: refreshToken, scope: SCOPES[app.provider] },
    now,
  );
}
