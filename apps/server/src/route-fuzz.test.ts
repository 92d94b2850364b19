import { ROLES, type RoleName } from '@meridian/contracts/roles';
import fc from 'fast-check';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoExamples, fuzzCognitoBody } from '../test/fuzz-cognito';
import { examplesFor, fuzzBody, fuzzBodyFor, fuzzQuery, fuzzSegment, type FuzzBody } from '../test/fuzz-requests';
import { fuzzText } from '../test/fuzz-values';
import { createIdentityTestApp, signedUpAccount, type IdentityTestApp } from '../test/identity-harness';
import { createRecordingIntake } from '../test/recording-intake';
import type { DeclaredRoute } from './app';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './adapters/payments/stripe/stripe-webhook.routes';
import { registerErrorHandling } from './plugins/errors';

/**
 * Property-based fuzzing of every registered route, as every kind of caller: generated paths,
 * queries and bodies (wrong types, control characters, huge and negative numbers, deep nesting,
 * odd unicode, text that is not JSON) must never produce a 5xx, and every refusal must carry the
 * API envelope (the built-in user pool answers in Cognito's shape instead). Seeded and bounded.
 */
const SEED = 20_261_123;
/** Runs for the caller a route is written for; other admitted callers get fewer, refused ones a few. */
const RUNS_PRIMARY = 30;
const RUNS_ALLOWED = 5;
const RUNS_REFUSED = 2;
const RUNS_IDENTITY = 15;

let t: IdentityTestApp;
const callers: { name: string; headers: Record<string, string>; role?: RoleName; signedIn: boolean }[] = [];
let requestCount = 0;

beforeAll(async () => {
  t = await createIdentityTestApp();
  callers.push({ name: 'anonymous', headers: {}, signedIn: false });
  const noProfile = await signedUpAccount(t, 'no-profile@fuzz.test');
  callers.push({ name: 'signed-in without profile', headers: noProfile.auth, signedIn: true });
  for (const role of Object.keys(ROLES) as RoleName[]) {
    const account = await signedUpAccount(t, `${role.toLowerCase()}@fuzz.test`);
    await t.services.users.provision({
      email: account.email,
      password: 'a long enough passphrase',
      firstName: role,
      lastName: 'Fuzzer',
      roleIds: [ROLES[role]],
    });
    callers.push({ name: role, headers: account.auth, role, signedIn: true });
  }
}, 120_000);
afterAll(() => t.close());

/** A fresh client address per request, so per-address rate limits never hide a validation path. */
function nextAddress(): string {
  requestCount += 1;
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
}

type Shape = 'envelope' | 'cognito' | 'either';

/**
 * Readiness answers 503 by design while a part it checks is down (this harness runs no job queue),
 * so the balancer stops sending traffic; the answer still carries the envelope.
 */
const READINESS_URL = '/api/ready';

function problemWith(res: LightMyRequestResponse, shape: Shape, routeUrl: string): string | undefined {
  const readinessDown = res.statusCode === 503 && routeUrl === READINESS_URL;
  if (res.statusCode >= 500 && !readinessDown) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `answered ${res.statusCode} without a JSON body`;
  }
  const fields = (body ?? {}) as Record<string, unknown>;
  const message = typeof fields.message === 'string' ? fields.message.trim() : '';
  const cognito = typeof fields.__type === 'string' && message !== '';
  const envelope = fields.success === false && message !== '';
  if (shape === 'cognito') return cognito ? undefined : `answered ${res.statusCode} without __type/message`;
  if (shape === 'either') return cognito || envelope ? undefined : `answered ${res.statusCode} without an error body`;
  return envelope ? undefined : `answered ${res.statusCode} without the error envelope`;
}

function describeRequest(method: string, url: string, body: FuzzBody | undefined, res: LightMyRequestResponse) {
  const sent = body ? ` ${body.contentType ?? '(no content type)'} ${body.payload.slice(0, 200)}` : '';
  return `${method} ${url.slice(0, 300)}${sent} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
}

/**
 * Ids that exist early in the run. User ids stay out of reach so the fuzzing callers keep their
 * roles, and DELETE (cancel a session) too, so later routes still find the sessions open.
 */
function validIdsFor(route: DeclaredRoute): string[] {
  return route.method === 'DELETE' || route.url.includes('/admin/users/') ? ['999999'] : ['1', '2', '3', '999999'];
}

function hasBody(route: DeclaredRoute): boolean {
  return route.method === 'POST' || route.method === 'PUT' || route.method === 'DELETE';
}

function requestArbitrary(route: DeclaredRoute) {
  const segments = route.url.split('/').map((part) => {
    if (part.startsWith(':')) return fuzzSegment(validIdsFor(route));
    return fc.constant(part);
  });
  return fc.record({
    path: fc.tuple(...segments).map((parts) => parts.join('/')),
    query: fuzzQuery,
    body: hasBody(route) ? fc.option(fuzzBodyFor(route.url), { nil: undefined, freq: 6 }) : fc.constant(undefined),
  });
}

/**
 * The pool's key-set routes answer in Cognito's shape, except when the router refuses the address
 * before any route runs (a malformed or over-long segment): that refusal uses the API envelope.
 */
function shapeOf(route: DeclaredRoute): Shape {
  if (!route.url.startsWith('/identity')) return 'envelope';
  return route.url.includes(':') ? 'either' : 'cognito';
}

/** Fuzzes one route as one caller; returns the first failing request, described, or undefined. */
async function fuzzRoute(
  route: DeclaredRoute,
  headers: Record<string, string>,
  runs: number,
  seed: number,
  withExamples: boolean,
) {
  // fast-check counts examples as runs: they come on top of the random ones.
  const examples = withExamples
    ? examplesFor(route.url, hasBody(route), validIdsFor(route)[0] ?? '1').map((example) => [example] as const)
    : [];
  let failure: string | undefined;
  const details = await fc.check(
    fc.asyncProperty(requestArbitrary(route), async ({ path, query, body }) => {
      const url = path + query;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        remoteAddress: nextAddress(),
        headers: { ...headers, ...(body?.contentType ? { 'content-type': body.contentType } : {}) },
        ...(body ? { payload: body.payload } : {}),
      });
      const problem = problemWith(res, shapeOf(route), route.url);
      if (problem) failure ??= `${problem}: ${describeRequest(route.method, url, body, res)}`;
      return problem === undefined;
    }),
    { seed, numRuns: runs + examples.length, endOnFailure: true, examples },
  );
  return details.failed ? (failure ?? String(details.errorInstance)) : undefined;
}

function allowed(route: DeclaredRoute, caller: (typeof callers)[number]): boolean {
  switch (route.access.kind) {
    case 'public':
      return true;
    case 'signed-in':
      return caller.signedIn;
    case 'registered':
      return caller.role !== undefined;
    case 'roles':
      return caller.role !== undefined && route.access.roles.includes(caller.role);
  }
}

/** Anonymous for public routes, the profile-less user for signed-in ones, else the first admitted role. */
function primaryCaller(route: DeclaredRoute) {
  if (route.access.kind === 'public') return callers[0];
  if (route.access.kind === 'signed-in') return callers[1];
  return callers.find((caller) => allowed(route, caller));
}

describe('route fuzzing', () => {
  it('never answers 5xx and always explains a refusal, on every route for every caller', async () => {
    const routes = t.app.declaredRoutes.filter(
      (route) =>
        // HEAD runs the GET handler (fuzzed as GET); the page catch-all (`*`) serves HTML, not the API;
        // POST /identity speaks Cognito's protocol and has its own test below.
        route.method !== 'HEAD' && !route.url.includes('*') && !(route.method === 'POST' && route.url === '/identity'),
    );
    expect(routes.length).toBeGreaterThan(25);
    const problems: string[] = [];
    for (const [index, route] of routes.entries()) {
      for (const caller of callers) {
        const primary = caller === primaryCaller(route);
        const runs = primary ? RUNS_PRIMARY : allowed(route, caller) ? RUNS_ALLOWED : RUNS_REFUSED;
        const failure = await fuzzRoute(route, caller.headers, runs, SEED + index, primary);
        if (failure) problems.push(`[${caller.name}] ${failure}`);
      }
    }
    expect(problems).toEqual([]);
    // Every route for every caller in one test: about 2 minutes on an idle 2-core machine, and the
    // time grows with each new route; the limit leaves room for a loaded machine.
  }, 600_000);

  it('answers every Cognito target with a Cognito-shaped refusal, never 5xx', async () => {
    const pool = t.services.identity.pool;
    if (!pool) throw new Error('the built-in pool is not running');
    const targets = [...Object.keys(pool.operations), 'NoSuchOperation', ''];
    const cognitoBody = fuzzCognitoBody(t.clientId);
    const examples = cognitoExamples(t.clientId).map((body) => [body] as const);
    const problems: string[] = [];
    for (const [index, target] of targets.entries()) {
      let failure: string | undefined;
      const details = await fc.check(
        fc.asyncProperty(cognitoBody, async (body) => {
          const payload = JSON.stringify(body) ?? 'null';
          const res = await t.app.inject({
            method: 'POST',
            url: '/identity',
            remoteAddress: nextAddress(),
            headers: {
              'content-type': 'application/x-amz-json-1.1',
              'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
            },
            payload,
          });
          const problem = problemWith(res, 'cognito', '/identity');
          if (problem) failure ??= `${problem}: ${target} ${payload.slice(0, 300)} -> ${res.body.slice(0, 200)}`;
          return problem === undefined;
        }),
        { seed: SEED + index, numRuns: RUNS_IDENTITY + examples.length, endOnFailure: true, examples },
      );
      if (details.failed) problems.push(failure ?? String(details.errorInstance));
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('refuses unsigned or garbled Stripe webhook deliveries with 4xx, never 5xx', async () => {
    // The webhook is mounted only with Stripe keys (the app above runs in TEST MODE), so it is
    // fuzzed on its own small app with the same error handling; a real signature is out of reach.
    const webhookApp = Fastify();
    registerErrorHandling(webhookApp, 1_048_576);
    await stripeWebhookRoutes(webhookApp, { webhookSecret: 'whsec_fuzz', intake: createRecordingIntake().intake });
    await webhookApp.ready();
    try {
      const signature = fc.oneof(
        fc.constant(undefined),
        fuzzText.map((text) => text.replace(/[^ -~]/g, '')),
        fc.nat().map((time) => `t=${time},v1=${'ab'.repeat(32)}`),
      );
      const details = await fc.check(
        fc.asyncProperty(fuzzBody, signature, async (body, header) => {
          const res = await webhookApp.inject({
            method: 'POST',
            url: STRIPE_WEBHOOK_PATH,
            headers: {
              ...(body.contentType ? { 'content-type': body.contentType } : {}),
              ...(header === undefined ? {} : { 'stripe-signature': header }),
            },
            payload: body.payload,
          });
          const problem = problemWith(res, 'envelope', '');
          if (problem) throw new Error(`${problem}: ${describeRequest('POST', STRIPE_WEBHOOK_PATH, body, res)}`);
        }),
        { seed: SEED, numRuns: 60, endOnFailure: true },
      );
      expect(details.failed ? String(details.errorInstance) : undefined).toBeUndefined();
    } finally {
      await webhookApp.close();
    }
  });
});
