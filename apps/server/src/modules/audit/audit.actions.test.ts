import { auditActions, type AuditAction } from '@meridian/contracts/audit';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickThrough, DAY_MS, paidSeat } from '../../../test/affiliate-harness';
import { auditOf } from '../../../test/audit-harness';
import { advertiserOf } from '../../../test/billboard-harness';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { passwordSignIn } from '../../../test/identity-harness';
import { promoCodeForm } from '../../../test/promo-code-harness';
import { createRsvpTestApp, createSession, type RsvpTestApp } from '../../../test/rsvp-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { connectBody } from '../../../test/stripe-connect-harness';
import type { AuditRow } from '../../core/audit/audit.tables';
import { domainEventDeliveries, domainEvents } from '../../core/events/domain-events.tables';
import { mailOutbox } from '../mail/mail.tables';

/**
 * Every privileged or security-relevant action writes exactly one audit entry (docs/product.md,
 * Audit log), driven through the app's own routes as an admin, a sender or a sign-in would.
 */
const ORIGIN = 'https://meridian.example';
const PASSWORD = 'a long enough passphrase';
const MAILBOX = 'ari@meridian-mailbox.test';
const APP_PASSWORD = 'qwer tyui opas dfgh';

let t: RsvpTestApp;
let smtp: SmtpHarness;
let admin: Sender;
let sales: Sender;
let affiliate: Sender;
let advertiser: Sender;
let departing: Sender;
let sessionId: number;
const state = { postId: 0, faqId: 0, creativeId: 0, failedDeliveryId: 0 };

beforeAll(async () => {
  smtp = await startSmtpServer({ accounts: { [MAILBOX]: APP_PASSWORD } });
  t = await createRsvpTestApp({ env: { MAIL_ALLOW_PRIVATE_HOSTS: 'true', PUBLIC_URL: ORIGIN } });
  admin = await senderOf(t, 'ari.admin@audit.test', 'Admin');
  sales = await senderOf(t, 'sal.sales@audit.test', 'Sales');
  affiliate = await senderOf(t, 'afi.affiliate@audit.test', 'Affiliate');
  advertiser = await advertiserOf(t, 'ava.ads@audit.test');
  departing = await senderOf(t, 'dee.departing@audit.test', 'Affiliate');
  sessionId = (await createSession(t, { hoursAhead: 24 * 90, capacity: 20 })).id;
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Answer = { status: number; text: string };
const as = (who: Sender, method: string, url: string, payload?: object) => api(t, who, method, url, payload);
const signIn = (email: string, password: string) =>
  t.call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: t.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
const SALES = 'sal.sales@audit.test';
const accessTokenOf = (who: Sender) => who.auth.authorization.replace(/^Bearer /, '');
const pool = (operation: string, body: object) => t.call(operation, body).then((r) => ({ ...r, text: '' }));
const totp = (enabled: boolean) => ({ SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled } });
/** The SOFTWARE_TOKEN_MFA step of a sign-in the password step left waiting. */
const answerCode = (first: { body: Record<string, unknown> }, code: string) =>
  pool('RespondToAuthChallenge', {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    ClientId: t.clientId,
    Session: first.body.Session,
    ChallengeResponses: { USERNAME: SALES, SOFTWARE_TOKEN_MFA_CODE: code },
  });
const summary = (row: AuditRow) => JSON.parse(row.summary) as { before?: object; after?: object };

/** Creates a code (a precondition, not measured) and answers its id. */
const promoCodeId = async (code: string) =>
  ((await as(admin, 'POST', '/api/v1/admin/promo-codes', promoCodeForm({ code }))).data as { id: number }).id;

interface Case {
  action: AuditAction;
  /** Preconditions (not measured), then the one call whose entries are counted. */
  run: (measure: (call: () => Promise<Answer>, status?: number) => Promise<void>) => Promise<void>;
  /** The entry's own facts, beyond its action. */
  check?: (entry: AuditRow) => void;
}

const byAdmin = (entry: AuditRow) => {
  expect(entry.actorUserId).toBe(admin.userId);
  expect(entry.actorRoles).toEqual(['Admin']);
  expect(entry.address).toBe('127.0.0.1');
  expect(entry.requestId).toMatch(/\S{8,}/);
};

const exports: [string, () => Sender, string][] = [
  ['rsvps', () => admin, '/api/v1/admin/rsvps/export.csv'],
  ['payments', () => admin, '/api/v1/admin/payments/export.csv'],
  ['affiliates', () => admin, '/api/v1/admin/affiliates/export.csv'],
  ['email-subscribers', () => admin, '/api/v1/admin/newsletter/subscribers.csv'],
  ['kpi-revenue', () => admin, '/api/v1/admin/kpi/export.csv?from=2026-01-01&to=2026-01-31&table=revenue'],
  ['billboard-stats', () => admin, '/api/v1/admin/billboard/stats.csv'],
  ['advertisers', () => admin, '/api/v1/admin/billboard/advertisers.csv'],
  ['audit-log', () => admin, '/api/v1/admin/audit/export.csv?action=user.disabled'],
  ['contacts', () => sales, '/api/v1/contacts/export.csv'],
  ['billboard-stats', () => advertiser, '/api/v1/advertiser/stats.csv'],
];

const cases: Case[] = [
  {
    action: 'sign-in.succeeded',
    run: (measure) => measure(() => signIn('sal.sales@audit.test', PASSWORD).then((r) => ({ ...r, text: '' }))),
    check: (entry) => {
      expect(entry).toMatchObject({
        actorUserId: sales.userId,
        actorRoles: ['Sales'],
        subjectId: String(sales.userId),
      });
    },
  },
  {
    action: 'sign-in.failed',
    run: (measure) =>
      measure(() => signIn('SAL.sales@audit.test', 'not the password').then((r) => ({ ...r, text: '' })), 400),
    check: (entry) => {
      expect(entry.actorUserId).toBe(sales.userId);
      expect(summary(entry).after).toEqual({ reason: 'Incorrect username or password.' });
    },
  },
  {
    action: 'user.roles-changed',
    run: (measure) => measure(() => as(admin, 'PUT', `/api/v1/admin/users/${sales.userId}/roles`, { roleIds: [2, 5] })),
    check: (entry) => {
      byAdmin(entry);
      expect(summary(entry)).toEqual({ before: { roles: 'Sales' }, after: { roles: 'Sales, EmailMarketing' } });
    },
  },
  {
    action: 'user.disabled',
    run: (measure) => measure(() => as(admin, 'POST', `/api/v1/admin/users/${departing.userId}/disable`)),
    check: (entry) => expect(summary(entry)).toEqual({ before: { disabled: false }, after: { disabled: true } }),
  },
  {
    action: 'user.enabled',
    run: (measure) => measure(() => as(admin, 'POST', `/api/v1/admin/users/${departing.userId}/enable`)),
  },
  {
    // Sales turns on two-step sign-in from the Account page (Amplify's setUpTOTP, verifyTOTPSetup,
    // updateMFAPreference): each change is the owner's own entry.
    action: 'mfa.authenticator-set-up',
    async run(measure) {
      const associated = await t.call('AssociateSoftwareToken', { AccessToken: accessTokenOf(sales) });
      t.authenticators.remember(SALES, String(associated.body.SecretCode));
      await measure(() =>
        pool('VerifySoftwareToken', { AccessToken: accessTokenOf(sales), UserCode: t.authenticators.nextCode(SALES) }),
      );
    },
    check: (entry) => expect(entry).toMatchObject({ actorUserId: sales.userId, subjectId: String(sales.userId) }),
  },
  {
    action: 'mfa.enabled',
    run: (measure) => measure(() => pool('SetUserMFAPreference', { AccessToken: accessTokenOf(sales), ...totp(true) })),
  },
  {
    // The password alone is not a sign-in: the entry waits for the code.
    action: 'sign-in.failed',
    run: (measure) => measure(async () => answerCode(await signIn(SALES, PASSWORD), '000000'), 400),
    check: (entry) => expect(summary(entry).after).toEqual({ reason: 'Invalid code received for user' }),
  },
  {
    action: 'sign-in.succeeded',
    run: (measure) => measure(async () => answerCode(await signIn(SALES, PASSWORD), t.authenticators.nextCode(SALES))),
    check: (entry) => expect(entry.actorUserId).toBe(sales.userId),
  },
  {
    action: 'mfa.disabled',
    run: (measure) =>
      measure(() => pool('SetUserMFAPreference', { AccessToken: accessTokenOf(sales), ...totp(false) })),
  },
  {
    action: 'user.mfa-reset',
    run: (measure) => measure(() => as(admin, 'POST', `/api/v1/admin/users/${sales.userId}/mfa-reset`)),
    check: (entry) => {
      byAdmin(entry);
      expect(entry.subjectId).toBe(String(sales.userId));
    },
  },
  {
    action: 'settings.security-changed',
    run: (measure) =>
      measure(() => as(admin, 'PUT', '/api/v1/admin/security-settings', { mfaRequiredRoleIds: [1, 4] })),
    check: (entry) => {
      byAdmin(entry);
      expect(summary(entry)).toEqual({
        before: { mfaRequiredRoleIds: '[1]' },
        after: { mfaRequiredRoleIds: '[1,4]' },
      });
    },
  },
  {
    action: 'payment.refunded',
    async run(measure) {
      const paymentId = await paidSeat(t, sessionId, 'bea.buyer@visitors.test');
      await measure(() =>
        as(admin, 'POST', `/api/v1/admin/payments/${paymentId}/refund`, {
          amount: '500',
          reason: 'Asked by the buyer',
        }),
      );
    },
    check: (entry) => {
      byAdmin(entry);
      expect(summary(entry).after).toMatchObject({ status: 'refunded', refunded: '500.00 USD' });
    },
  },
  {
    action: 'payout.held',
    run: (measure) =>
      measure(() => as(admin, 'PUT', `/api/v1/admin/affiliates/${affiliate.userId}/hold`, { held: true })),
  },
  {
    action: 'payout.released',
    run: (measure) =>
      measure(() => as(admin, 'PUT', `/api/v1/admin/affiliates/${affiliate.userId}/hold`, { held: false })),
  },
  {
    action: 'commission.changed',
    async run(measure) {
      const current = (await as(admin, 'GET', '/api/v1/admin/affiliates/settings')).data as object;
      await measure(() => as(admin, 'PUT', '/api/v1/admin/affiliates/settings', { ...current, seatRatePercent: 12 }));
    },
    check: (entry) =>
      expect(summary(entry)).toEqual({ before: { seatRatePercent: 10 }, after: { seatRatePercent: 12 } }),
  },
  {
    action: 'blog-post.published',
    async run(measure) {
      const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Stops.' }] }] };
      const made = await as(admin, 'POST', '/api/v1/blog/admin/posts', {
        title: 'Where to put a stop',
        excerpt: 'Stops, explained.',
        body,
        authorName: 'Dana Reyes',
        tags: ['Risk'],
      });
      state.postId = (made.data as { id: number }).id;
      await measure(() => as(admin, 'POST', `/api/v1/blog/admin/posts/${state.postId}/publish`, {}));
    },
    check: (entry) => expect(entry.subjectLabel).toBe('Where to put a stop'),
  },
  {
    action: 'blog-post.unpublished',
    run: (measure) => measure(() => as(admin, 'POST', `/api/v1/blog/admin/posts/${state.postId}/unpublish`)),
  },
  {
    action: 'blog-post.deleted',
    run: (measure) => measure(() => as(admin, 'DELETE', `/api/v1/blog/admin/posts/${state.postId}`)),
  },
  {
    action: 'faq-entry.published',
    async run(measure) {
      const answer = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Yes.' }] }] };
      await measure(async () => {
        const made = await as(admin, 'POST', '/api/v1/admin/faq', {
          category: 'Seats',
          question: 'Can I attend twice?',
          answer,
          hidden: false,
        });
        state.faqId = (made.data as { id: number }).id;
        return made;
      });
    },
  },
  {
    action: 'faq.reordered',
    async run(measure) {
      const ids = ((await as(admin, 'GET', '/api/v1/admin/faq')).data as { id: number }[]).map((e) => e.id);
      await measure(() => as(admin, 'PUT', '/api/v1/admin/faq-order', { ids: ids.reverse() }));
    },
  },
  {
    action: 'legal-document.published',
    async run(measure) {
      const terms = (await as(admin, 'GET', '/api/v1/admin/legal/terms')).data as { title: string; body: object };
      await measure(() =>
        as(admin, 'PUT', '/api/v1/admin/legal/terms', { ...terms, summary: 'The terms of our webinars.' }),
      );
    },
    check: (entry) => expect(entry).toMatchObject({ subjectType: 'legal-document', subjectId: 'terms' }),
  },
  {
    action: 'opening.saved',
    run: (measure) =>
      measure(() =>
        as(admin, 'POST', '/api/v1/admin/careers/openings', {
          title: 'Trading Instructor',
          department: 'Education',
          location: 'Remote',
          type: 'full-time',
          description: 'Teach live webinars.',
          status: 'open',
        }),
      ),
  },
  {
    action: 'promo-code.created',
    run: (measure) =>
      measure(() => as(admin, 'POST', '/api/v1/admin/promo-codes', promoCodeForm({ code: 'AUDIT-NEW' }))),
    check: (entry) => expect(entry).toMatchObject({ subjectType: 'promo-code', subjectLabel: 'AUDIT-NEW' }),
  },
  {
    action: 'promo-code.updated',
    async run(measure) {
      const id = await promoCodeId('AUDIT-EDIT');
      await measure(() =>
        as(admin, 'PUT', `/api/v1/admin/promo-codes/${id}`, promoCodeForm({ code: 'AUDIT-EDIT', percentOff: 30 })),
      );
    },
    check: (entry) => expect(summary(entry)).toMatchObject({ before: { discount: '20%' }, after: { discount: '30%' } }),
  },
  {
    action: 'promo-code.disabled',
    async run(measure) {
      const id = await promoCodeId('AUDIT-OFF');
      await measure(() => as(admin, 'PUT', `/api/v1/admin/promo-codes/${id}/status`, { status: 'disabled' }));
    },
  },
  {
    action: 'promo-code.enabled',
    async run(measure) {
      const id = await promoCodeId('AUDIT-ON');
      await as(admin, 'PUT', `/api/v1/admin/promo-codes/${id}/status`, { status: 'disabled' });
      await measure(() => as(admin, 'PUT', `/api/v1/admin/promo-codes/${id}/status`, { status: 'active' }));
    },
  },
  {
    action: 'creative.rejected',
    async run(measure) {
      const made = await as(advertiser, 'POST', '/api/v1/advertiser/creatives', {
        format: 'text',
        name: 'Spring offer',
        headline: 'Charting made simple',
        line: 'Try our charting tools free for 30 days.',
        targetUrl: 'https://advertiser.example/spring',
      });
      state.creativeId = (made.data as { id: number }).id;
      await as(advertiser, 'POST', `/api/v1/advertiser/creatives/${state.creativeId}/submit`);
      await measure(() =>
        as(admin, 'POST', `/api/v1/admin/billboard/creatives/${state.creativeId}/review`, {
          decision: 'reject',
          reason: 'Remove the promise of returns.',
        }),
      );
    },
    check: (entry) => expect(summary(entry).after).toMatchObject({ reason: 'Remove the promise of returns.' }),
  },
  {
    action: 'creative.approved',
    async run(measure) {
      await as(advertiser, 'POST', `/api/v1/advertiser/creatives/${state.creativeId}/submit`);
      await measure(() =>
        as(admin, 'POST', `/api/v1/admin/billboard/creatives/${state.creativeId}/review`, { decision: 'approve' }),
      );
    },
  },
  {
    action: 'creative.paused',
    run: (measure) =>
      measure(() =>
        as(admin, 'POST', `/api/v1/admin/billboard/creatives/${state.creativeId}/review`, { decision: 'pause' }),
      ),
  },
  {
    action: 'settings.site-changed',
    async run(measure) {
      const view = (await as(admin, 'GET', '/api/v1/admin/site-settings')).data as { values: object };
      await measure(() =>
        as(admin, 'PUT', '/api/v1/admin/site-settings', { ...view.values, tagline: 'Trade with a plan' }),
      );
    },
    check: (entry) =>
      expect(summary(entry)).toEqual({
        before: { tagline: 'Professional Trading Solutions' },
        after: { tagline: 'Trade with a plan' },
      }),
  },
  {
    action: 'settings.rsvp-changed',
    run: (measure) =>
      measure(() =>
        as(admin, 'PUT', '/api/v1/admin/rsvp-settings', {
          perAddressInSession: 4,
          perEmailInSession: 1,
          perAddress: 6,
        }),
      ),
  },
  {
    action: 'settings.refund-policy-changed',
    run: (measure) => measure(() => as(admin, 'PUT', '/api/v1/admin/refund-policy', { kind: 'until', hours: 24 })),
    check: (entry) => {
      byAdmin(entry);
      expect(summary(entry)).toEqual({ before: { hours: 48 }, after: { hours: 24 } });
    },
  },
  {
    action: 'settings.frequency-cap-changed',
    // The loosest cap, so the cases after this one send as before.
    run: (measure) =>
      measure(() => as(admin, 'PUT', '/api/v1/admin/frequency-cap', { enabled: true, messages: 50, days: 1 })),
    check: byAdmin,
  },
  {
    action: 'settings.kpi-changed',
    async run(measure) {
      const current = (await as(admin, 'GET', '/api/v1/admin/kpi/settings')).data as object;
      await measure(() => as(admin, 'PUT', '/api/v1/admin/kpi/settings', { ...current, visitRetentionDays: 120 }));
    },
  },
  {
    action: 'mailbox.connected',
    run: (measure) =>
      measure(() =>
        as(admin, 'POST', '/api/v2/marketingCredentials', {
          email: MAILBOX,
          appPassword: APP_PASSWORD,
          id: admin.userId,
          smtpHost: '127.0.0.1',
          smtpPort: Number(new URL(smtp.url).port),
          smtpSecurity: 'none',
        }),
      ),
    check: (entry) => {
      byAdmin(entry);
      expect(entry.summary).not.toContain(APP_PASSWORD);
      expect(summary(entry).after).toMatchObject({ address: MAILBOX, method: 'App password' });
    },
  },
  {
    action: 'settings.newsletter-sender-changed',
    run: (measure) => measure(() => as(admin, 'PUT', '/api/v1/admin/newsletter/sender', { userId: admin.userId })),
  },
  {
    action: 'mailbox.removed',
    run: (measure) => measure(() => as(admin, 'DELETE', `/api/v2/marketingCredentials?adminId=${admin.userId}`)),
  },
  ...exports.map(
    ([file, who, url]): Case => ({
      action: 'export.downloaded',
      run: (measure) => measure(() => as(who(), 'GET', url)),
      check: (entry) => {
        expect(entry).toMatchObject({ subjectType: 'export', subjectId: file, actorUserId: who().userId });
        if (file === 'audit-log') expect(summary(entry).after).toEqual({ action: 'user.disabled' });
      },
    }),
  ),
  {
    action: 'system-mail.opened',
    async run(measure) {
      const [mail] = await t.database.db.orm.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
      await measure(() => as(admin, 'GET', `/api/v1/admin/system-mail/${mail?.id ?? 0}`));
    },
  },
  {
    action: 'payout.paid-now',
    async run(measure) {
      const started = await as(affiliate, 'POST', '/api/v2/stripe-connect', connectBody(ORIGIN, affiliate));
      const link = new URL((started.data as { onboardingUrl: string }).onboardingUrl).pathname.split('/').at(-1);
      await t.app.inject({ method: 'POST', url: `/api/v1/test-connect/${link}/complete` });
      const cookie = await clickThrough(t, affiliate.referralCode, { ip: '192.0.2.44' });
      await paidSeat(t, sessionId, 'cy.buyer@visitors.test', cookie);
      t.clock.advance(31 * DAY_MS);
      admin.auth = {
        authorization: `Bearer ${(await passwordSignIn(t, 'ari.admin@audit.test', PASSWORD)).AccessToken}`,
      };
      await measure(() => as(admin, 'POST', `/api/v1/admin/affiliates/${affiliate.userId}/pay`));
    },
    check: (entry) => expect(entry).toMatchObject({ subjectType: 'affiliate', subjectId: String(affiliate.userId) }),
  },
  {
    // Last: the retried event goes back to its subscribers' queue.
    action: 'domain-event.retried',
    async run(measure) {
      const eventId = randomUUID();
      const orm = t.database.db.orm;
      await orm.insert(domainEvents).values({ id: eventId, type: 'webinar.cancelled', payload: { sessionId: 0 } });
      const [failed] = await orm
        .insert(domainEventDeliveries)
        .values({ eventId, subscriber: 'audit.test', status: 'failed', attempts: 3 })
        .returning({ id: domainEventDeliveries.id });
      await measure(() => as(admin, 'POST', `/api/v1/admin/domain-events/failures/${failed?.id}/retry`));
    },
  },
];

/** Actions whose one entry is checked where their own flow is driven, named so that none is missed. */
const TESTED_ELSEWHERE: Partial<Record<AuditAction, string>> = {
  'passkey.added': 'identity.passkeys.test.ts (a software authenticator registers one)',
  'passkey.removed': 'identity.passkeys.test.ts',
  'newsletter-issue.sent': 'issues.test.ts (an issue sent to confirmed subscribers)',
  'audit.retention': 'audit.chain.test.ts (the retention job)',
};

describe('the audit log records each privileged action once', () => {
  it('has a case here, or a named test elsewhere, for every action the log knows', () => {
    const covered = new Set<string>([...cases.map((c) => c.action), ...Object.keys(TESTED_ELSEWHERE)]);
    expect(auditActions.filter((action) => !covered.has(action))).toEqual([]);
  });

  it.each(cases.map((c, i) => [`${c.action} (${i + 1})`, c] as const))('%s', async (_name, c) => {
    let entries: AuditRow[] = [];
    await c.run(async (call, status) => {
      entries = await auditOf(t, async () => {
        const answer = await call();
        if (status) expect(answer.status, answer.text).toBe(status);
        else expect(answer.status, answer.text).toBeLessThan(300);
      });
    });
    expect(entries.map((entry) => entry.action)).toEqual([c.action]);
    c.check?.(entries[0] as AuditRow);
  });

  it('keeps the sign-ins of customers, affiliates and unknown addresses out of it', async () => {
    const entries = await auditOf(t, async () => {
      expect((await signIn('afi.affiliate@audit.test', PASSWORD)).status).toBe(200);
      expect((await signIn('afi.affiliate@audit.test', 'wrong')).status).toBe(400);
      expect((await signIn('nobody@audit.test', 'wrong')).status).toBe(400);
    });
    expect(entries).toEqual([]);
  });

  it('records nothing for a refused change', async () => {
    sales.auth = { authorization: `Bearer ${(await passwordSignIn(t, 'sal.sales@audit.test', PASSWORD)).AccessToken}` };
    const entries = await auditOf(t, async () => {
      expect((await as(sales, 'PUT', `/api/v1/admin/users/${sales.userId}/roles`, { roleIds: [1] })).status).toBe(403);
      expect(
        (await as(admin, 'POST', '/api/v1/admin/payments/999999/refund', { amount: '1', reason: 'None' })).status,
      ).toBe(404);
    });
    expect(entries).toEqual([]);
  });
});
