import type { FastifyInstance } from 'fastify';
import type { CodePurpose, CodeSender } from '../src/modules/identity/code-sender.service';
import type { AppDeps } from '../src/app';
import type { JobDefinition } from '../src/jobs/queue';
import type { ServiceOptions, Services } from '../src/services';
import { AuthenticatorApps } from './authenticator-app';
import { answerMfa, type PoolAnswer } from './mfa-answer';
import { createTestApp, type TestApp } from './test-app';
import type { TestDatabase } from './test-database';

/** Codes the pool "sent", newest last, so tests can type them in like a person reading mail. */
export class CapturedCodes implements CodeSender {
  readonly sent: { email: string; purpose: CodePurpose; code: string }[] = [];

  async send(email: string, purpose: CodePurpose, code: string): Promise<void> {
    this.sent.push({ email, purpose, code });
  }

  latest(email: string, purpose: CodePurpose): string {
    const found = this.sent.filter((m) => m.email === email && m.purpose === purpose).at(-1);
    if (!found) throw new Error(`no ${purpose} code was sent to ${email}`);
    return found.code;
  }
}

/** A clock the test moves by hand (lockout, grace periods, expiry). */
export class ManualClock {
  constructor(private current = Date.now()) {}
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface IdentityTestApp extends TestApp {
  codes: CapturedCodes;
  clock: ManualClock | undefined;
  /** The authenticator apps of the test's users: passwordSignIn answers MFA with them. */
  authenticators: AuthenticatorApps;
  clientId: string;
  /**
   * One Cognito-protocol call over app.inject; resolves status, error type and JSON body.
   * `address` is the caller's IP address (127.0.0.1 unless given).
   */
  call(operation: string, body: object, headers?: Record<string, string>, address?: string): Promise<PoolResponse>;
}

export interface PoolResponse {
  status: number;
  errorType: string | undefined;
  body: Record<string, unknown>;
}

export async function poolCall(
  app: FastifyInstance,
  operation: string,
  body: object,
  headers: Record<string, string> = {},
  address = '127.0.0.1',
): Promise<PoolResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/identity',
    remoteAddress: address,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...headers,
    },
    payload: JSON.stringify(body),
  });
  const errorType = res.headers['x-amzn-errortype'];
  return {
    status: res.statusCode,
    errorType: typeof errorType === 'string' ? errorType : undefined,
    body: res.json() as Record<string, unknown>,
  };
}

/** A test app seen as the identity tests see it: its code catcher, clock and pool calls. */
export function asIdentityTestApp(t: TestApp, codes: CapturedCodes, clock: ManualClock | undefined): IdentityTestApp {
  return {
    ...t,
    codes,
    clock,
    authenticators: new AuthenticatorApps(() => (clock ? clock.now().getTime() : Date.now())),
    clientId: t.config.identity.clientId,
    call: (operation, body, headers, address) => poolCall(t.app, operation, body, headers, address),
  };
}

/** The app with the built-in pool, a code catcher, and optionally a hand-moved clock. */
export async function createIdentityTestApp(
  options: {
    env?: Record<string, string>;
    manualClock?: boolean;
    /** Further service options (a logger, outside systems) and app dependencies. */
    services?: Omit<ServiceOptions, 'codeSender' | 'now'>;
    deps?: Partial<AppDeps>;
    jobs?: (services: Services) => JobDefinition[];
    database?: TestDatabase;
  } = {},
): Promise<IdentityTestApp> {
  const codes = new CapturedCodes();
  const clock = options.manualClock ? new ManualClock() : undefined;
  const t = await createTestApp({
    env: options.env,
    deps: options.deps,
    jobs: options.jobs,
    database: options.database,
    services: { ...options.services, codeSender: codes, now: clock?.now },
  });
  return asIdentityTestApp(t, codes, clock);
}

function answered(res: PoolResponse, step: string): PoolResponse {
  if (res.status !== 200) throw new Error(`${step} failed: ${res.errorType} ${String(res.body.message)}`);
  return res;
}

/**
 * Signs in with USER_PASSWORD_AUTH over the wire, answering MFA where the user has it or must set
 * it up; returns the AuthenticationResult.
 */
export async function passwordSignIn(t: IdentityTestApp, username: string, password: string) {
  const first = answered(
    await t.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: t.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
    'sign-in',
  );
  const call = async (operation: string, body: object) =>
    answered(await t.call(operation, body), operation).body as PoolAnswer;
  const normalised = username.trim().toLowerCase();
  const result = await answerMfa(call, t.clientId, normalised, first.body as PoolAnswer, t.authenticators);
  if (!result.AuthenticationResult) throw new Error('sign-in asked for a step the harness does not answer');
  return result.AuthenticationResult;
}

export interface TestAccount {
  email: string;
  sub: string;
  token: string;
  /** Headers for an API call as this account. */
  auth: { authorization: string };
}

/** A pool user signed up and signed in over the wire (no app profile yet). */
export async function signedUpAccount(
  t: IdentityTestApp,
  email: string,
  password = 'a long enough passphrase',
): Promise<TestAccount> {
  const res = await t.call('SignUp', {
    ClientId: t.clientId,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.errorType} ${String(res.body.message)}`);
  const tokens = await passwordSignIn(t, email, password);
  const payload = JSON.parse(Buffer.from(tokens.AccessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return {
    email,
    sub: payload.sub,
    token: tokens.AccessToken,
    auth: { authorization: `Bearer ${tokens.AccessToken}` },
  };
}
