import { request as httpRequest } from 'node:http';
import { AuthenticatorApps } from '../authenticator-app';
import { answerMfa, type PoolAnswer, type PoolOperation } from '../mfa-answer';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: () => { success: boolean; data?: unknown; message?: string } & Record<string, unknown>;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's own address (127.x.y.z): each visitor of the test comes from its own. */
  from?: string;
}

/**
 * One HTTP request on a fresh connection from `from`, so the balancer sees that address as the
 * client. Network errors reject (the callers that retry, as visitors do, catch them).
 */
export function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        agent: false,
        localAddress: options.from ?? '127.0.0.1',
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${url} took over 30 s`)));
    req.end(payload);
  });
}

/** The cluster's admins' authenticator apps (admins must use MFA: docs/decisions/2026-11-27-totp-mfa.md). */
const authenticators = new AuthenticatorApps();

/**
 * Signs in with the built-in pool's USER_PASSWORD_AUTH, answering MFA (an admin sets it up at the
 * first sign-in); resolves the access token.
 */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const pool: PoolOperation = async (operation, body) => {
    const res = await call(`${base}/identity`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body,
    });
    if (res.status !== 200) throw new Error(`${operation} failed: ${res.status} ${res.body}`);
    return res.json() as unknown as PoolAnswer;
  };
  const first = await pool('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: 'meridianwebclient',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const result = await answerMfa(pool, 'meridianwebclient', email.toLowerCase(), first, authenticators);
  if (!result.AuthenticationResult) throw new Error('sign-in asked for a step this client does not answer');
  return result.AuthenticationResult.AccessToken;
}

/** `attempt` until it resolves, as a visitor reloads after an error; gives up after `tries`. */
export async function withRetries<T>(attempt: () => Promise<T>, tries = 6): Promise<T> {
  for (let left = tries; ; left -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (left <= 1) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

/** Polls `check` every `everyMs` until it returns a value; rejects after `timeoutMs` naming `what`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 30_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
