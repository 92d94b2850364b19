import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, passwordSignIn, type IdentityTestApp } from '../../../test/identity-harness';
import { REUSE_GRACE_MS } from './refresh-sessions.service';

let t: IdentityTestApp;
const PASSWORD = 'rotation test passphrase';

beforeAll(async () => {
  t = await createIdentityTestApp({ manualClock: true });
  await t.services.identity.createUser({ email: 'rio@example.test', password: PASSWORD });
});
afterAll(() => t.close());

type Action = { kind: 'wait'; ms: number } | { kind: 'refresh'; pick: number } | { kind: 'revoke'; pick: number };

// Waits straddle the 30-second grace; revocation is rarer so that reuse gets a chance to happen.
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 45_000 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refresh' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refresh' as const), pick: fc.constant(-1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('revoke' as const), pick: fc.nat() }) },
);

const examples: Action[][] = [
  // Rotate, then present the old token again inside and after the grace.
  [
    { kind: 'refresh', pick: 0 },
    { kind: 'wait', ms: 29_000 },
    { kind: 'refresh', pick: 0 },
    { kind: 'wait', ms: 2_000 },
    { kind: 'refresh', pick: 0 },
    { kind: 'refresh', pick: -1 },
  ],
  // Sign out, then try to refresh.
  [
    { kind: 'refresh', pick: -1 },
    { kind: 'revoke', pick: 1 },
    { kind: 'refresh', pick: -1 },
  ],
];

/** What the server should do, written independently of it. */
interface Model {
  tokens: { value: string; rotatedAt: number | null }[];
  revoked: boolean;
  access: string;
}

const refresh = (RefreshToken: string) => t.call('GetTokensFromRefreshToken', { ClientId: t.clientId, RefreshToken });

describe('refresh-token rotation (property)', () => {
  it('rotates on use, tolerates reuse within the grace, and revokes the family on later reuse', async () => {
    const clock = t.clock;
    if (!clock) throw new Error('manual clock expected');
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        const start = await passwordSignIn(t, 'rio@example.test', PASSWORD);
        const model: Model = {
          tokens: [{ value: start.RefreshToken, rotatedAt: null }],
          revoked: false,
          access: start.AccessToken,
        };
        for (const step of actions) {
          const now = clock.now().getTime();
          if (step.kind === 'wait') {
            clock.advance(step.ms);
            continue;
          }
          const index = step.pick < 0 ? model.tokens.length - 1 : step.pick % model.tokens.length;
          const token = model.tokens[index];
          if (!token) throw new Error('no token');
          if (step.kind === 'revoke') {
            const res = await t.call('RevokeToken', { ClientId: t.clientId, Token: token.value });
            expect(res.status).toBe(200);
            model.revoked = true;
            continue;
          }
          const res = await refresh(token.value);
          const reuseTooLate = token.rotatedAt !== null && now - token.rotatedAt > REUSE_GRACE_MS;
          if (model.revoked || reuseTooLate) {
            model.revoked = true;
            expect(res).toMatchObject({
              errorType: 'NotAuthorizedException',
              body: { message: 'Refresh Token has been revoked' },
            });
            continue;
          }
          expect(res.status).toBe(200);
          const result = res.body.AuthenticationResult as { RefreshToken: string; AccessToken: string };
          token.rotatedAt ??= now;
          model.tokens.push({ value: result.RefreshToken, rotatedAt: null });
          model.access = result.AccessToken;
        }
        const verified = await t.app.tokenVerifier.verifyAccessToken(model.access);
        expect(verified === null).toBe(model.revoked);
      }),
      { numRuns: 30, examples: examples.map((list) => [list] as [Action[]]) },
    );
  });

  it('lets two simultaneous refreshes with the same token both succeed', async () => {
    const { RefreshToken } = await passwordSignIn(t, 'rio@example.test', PASSWORD);
    const [a, b] = await Promise.all([refresh(RefreshToken), refresh(RefreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const next = (r: typeof a) => (r.body.AuthenticationResult as { RefreshToken: string }).RefreshToken;
    expect(next(a)).not.toBe(next(b));
    expect((await refresh(next(a))).status).toBe(200);
    expect((await refresh(next(b))).status).toBe(200);
  });

  it('refuses refresh tokens it never issued, or issued to another client', async () => {
    expect((await refresh('made-up')).body.message).toBe('Invalid Refresh Token');
    const { RefreshToken } = await passwordSignIn(t, 'rio@example.test', PASSWORD);
    const other = await t.call('GetTokensFromRefreshToken', { ClientId: 'otherclient', RefreshToken });
    expect(other.errorType).toBe('ResourceNotFoundException');
  });
});
