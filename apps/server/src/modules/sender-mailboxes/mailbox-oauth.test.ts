import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/audit-harness';
import { startFakeOAuthServer, type FakeOAuthServer } from '../../../test/fake-oauth-server';
import type { TestAccount } from '../../../test/identity-harness';
import {
  createMailboxTestApp,
  databaseText,
  senderAccount,
  type MailboxTestApp,
} from '../../../test/sender-mailbox-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';

/**
 * "Connect with Microsoft" end to end: the start route, the fake authorisation server's redirect, the
 * callback's code exchange, the XOAUTH2 login before storing, and sending with renewed tokens.
 */
const MAILBOX = 'ana@contoso-sales.test';

let t: MailboxTestApp;
let oauth: FakeOAuthServer;
let smtp: SmtpHarness;
let ana: { account: TestAccount; userId: number };

beforeAll(async () => {
  oauth = await startFakeOAuthServer(MAILBOX);
  smtp = await startSmtpServer({ accounts: {}, acceptsAccessToken: oauth.isValidAccessToken });
  const port = Number(new URL(smtp.url).port);
  t = await createMailboxTestApp({
    env: {
      MICROSOFT_CLIENT_ID: oauth.clientId,
      MICROSOFT_CLIENT_SECRET: oauth.clientSecret,
      MICROSOFT_AUTHORITY: oauth.url,
    },
    overrides: { providerSmtp: { microsoft365: { host: '127.0.0.1', port, security: 'none' } } },
  });
  ana = await senderAccount(t, 'ana.marketing@example.test', 'EmailMarketing');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await oauth.close();
});

async function start(account = ana.account) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/marketingCredentials/oauth/microsoft/start',
    headers: account.auth,
    payload: { returnTo: '/emailMarketing/dashboard' },
  });
  expect(res.statusCode).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
  return { url: new URL(res.json<{ data: { url: string } }>().data.url), cookie };
}

/** What the browser does: follows the sign-in page's redirect back to our callback. */
async function signInAtProvider(url: URL): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

async function callback(back: URL, cookie: string) {
  return t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
}

describe('Connect with Microsoft', () => {
  it('offers only the configured apps', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/marketingCredentials/connect-options',
      headers: ana.account.auth,
    });
    expect(res.json()).toEqual({ success: true, data: { microsoft: true, google: false } });
  });

  it('sends the browser to the provider with PKCE and a sealed state', async () => {
    const { url, cookie } = await start();
    expect(`${url.origin}${url.pathname}`).toBe(`${oauth.url}/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toContain('https://outlook.office.com/SMTP.Send');
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${t.config.publicUrl}/api/v2/marketingCredentials/oauth/microsoft/callback`,
    );
    // Sealed by the secrets service: nobody can read or change whose sign-in it is.
    expect(url.searchParams.get('state')).toMatch(/^v1\.[0-9a-f]{16}\.[\w-]+\.[\w-]+$/);
    expect(cookie).toMatch(/^meridian_mailbox_oauth=/);
  });

  it('refuses a callback without the browser that started it', async () => {
    const { url } = await start();
    const res = await callback(await signInAtProvider(url), 'meridian_mailbox_oauth=someone-else');
    expect(res.statusCode).toBe(400);
    expect(await t.services.senderMailboxes.hasCredentials(ana.userId)).toBe(false);
  });

  it('tells the panel when the person cancels at the provider', async () => {
    const { url, cookie } = await start();
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    back.searchParams.set('error', 'access_denied');
    const res = await callback(back, cookie);
    expect(res.headers.location).toBe('/emailMarketing/dashboard?mailbox=cancelled');
  });

  it('stores the mailbox after an XOAUTH2 login, the refresh token sealed', async () => {
    const { url, cookie } = await start();
    const back = await signInAtProvider(url);
    let res: Awaited<ReturnType<typeof callback>> | undefined;
    const audited = await auditOf(t, async () => (res = await callback(back, cookie)));
    // The provider's redirect carries no token: the audit log names who started the sign-in.
    expect(audited.map((e) => [e.action, e.actorUserId, e.actorRoles, e.subjectId])).toEqual([
      ['mailbox.connected', ana.userId, ['EmailMarketing'], String(ana.userId)],
    ]);
    if (!res) throw new Error('No callback answer.');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/emailMarketing/dashboard?mailbox=connected');
    const saved = await t.app.inject({
      method: 'GET',
      url: `/api/v2/marketingCredentials?adminId=${ana.userId}`,
      headers: ana.account.auth,
    });
    expect(saved.json()).toMatchObject({
      data: {
        policy: { email: MAILBOX, appPassword: '' },
        mailbox: { provider: 'microsoft365', authMethod: 'oauth', limits: { perDay: 10_000, perMinute: 30 } },
      },
    });
    const dump = await databaseText(t);
    expect(dump).not.toMatch(/rt-[0-9a-f]{24}/);
    expect(dump).not.toMatch(/at-[0-9a-f]{24}/);
    expect(t.logLines.join('\n')).not.toMatch(/[ar]t-[0-9a-f]{24}/);
  });

  it('sends through XOAUTH2, renewing the access token before it expires', async () => {
    oauth.setExpiresIn(60); // inside the five minutes before expiry: every send renews first
    const { url, cookie } = await start();
    await callback(await signInAtProvider(url), cookie);
    const before = oauth.grants.filter((grant) => grant === 'refresh_token').length;
    const sender = await t.services.senderMailboxes.senderFor(ana.userId);
    expect(sender?.from).toBe(`"Ana Silva" <${MAILBOX}>`);
    await sender?.transport.send({
      from: sender.from,
      to: 'reader@example.test',
      subject: 'Hi',
      text: 'Hi',
      attachments: [],
    });
    const [message] = await smtp.waitFor(1);
    expect(message?.subject).toBe('Hi');
    expect(oauth.grants.filter((grant) => grant === 'refresh_token').length).toBeGreaterThan(before);
    await sender?.transport.close();
    // The rotated refresh token replaced the first one: a second sender still signs in.
    const again = await t.services.senderMailboxes.senderFor(ana.userId);
    await again?.transport.send({
      from: again.from,
      to: 'reader@example.test',
      subject: 'Again',
      text: 'x',
      attachments: [],
    });
    await smtp.waitFor(2);
    await again?.transport.close();
  });
});
