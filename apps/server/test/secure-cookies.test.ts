import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senderOf } from './contacts-harness';
import { startFakeOAuthServer, type FakeOAuthServer } from './fake-oauth-server';
import { createIdentityTestApp, type IdentityTestApp } from './identity-harness';
import { createMailboxTestApp, senderAccount, type MailboxTestApp } from './sender-mailbox-harness';

/**
 * Every cookie the server sets (docs/product.md, Cookies) is `Secure` when the site is served over
 * https (PUBLIC_URL), so a browser never sends it over plain http; a local http install keeps
 * working without it.
 */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

let https: MailboxTestApp;
let http: IdentityTestApp;
let oauth: FakeOAuthServer;

beforeAll(async () => {
  oauth = await startFakeOAuthServer('ana@contoso-sales.test');
  https = await createMailboxTestApp({
    env: {
      PUBLIC_URL: 'https://meridian.example',
      MICROSOFT_CLIENT_ID: oauth.clientId,
      MICROSOFT_CLIENT_SECRET: oauth.clientSecret,
      MICROSOFT_AUTHORITY: oauth.url,
    },
  });
  http = await createIdentityTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(async () => {
  await https.close();
  await http.close();
  await oauth.close();
});

/** The Set-Cookie header for `name` in an answer. */
function setCookie(headers: Record<string, unknown>, name: string): string {
  const found = [(headers['set-cookie'] as string | string[] | undefined) ?? []]
    .flat()
    .find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie was set`);
  return found;
}
const attributes = (cookie: string) =>
  cookie
    .split(';')
    .slice(1)
    .map((part) => part.trim());

async function referralCookie(t: IdentityTestApp, email: string): Promise<string> {
  const affiliate = await senderOf(t, email, 'Affiliate');
  const page = await t.app.inject({
    method: 'GET',
    url: `/about?ref=${affiliate.referralCode}`,
    headers: { 'user-agent': BROWSER },
  });
  return setCookie(page.headers, 'meridian_ref');
}

describe('cookies on an https site', () => {
  it('sets the referral cookie Secure', async () => {
    expect(attributes(await referralCookie(https, 'ari.affiliate@cookies.test'))).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']),
    );
  });

  it('sets and clears the mailbox sign-in cookie Secure', async () => {
    const ana = await senderAccount(https, 'ana.marketing@cookies.test', 'EmailMarketing');
    const started = await https.app.inject({
      method: 'POST',
      url: '/api/v2/marketingCredentials/oauth/microsoft/start',
      headers: ana.account.auth,
      payload: { returnTo: '/emailMarketing/dashboard' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const nonce = setCookie(started.headers, 'meridian_mailbox_oauth');
    expect(attributes(nonce)).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Secure']));

    const url = new URL(started.json<{ data: { url: string } }>().data.url);
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    back.searchParams.set('error', 'access_denied');
    const cancelled = await https.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: nonce.split(';')[0] ?? '' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(303);
    const cleared = setCookie(cancelled.headers, 'meridian_mailbox_oauth');
    expect(attributes(cleared)).toEqual(expect.arrayContaining(['Max-Age=0', 'HttpOnly', 'Secure']));
  });
});

describe('cookies on a local http install', () => {
  it('leaves Secure off, so the browser keeps them', async () => {
    expect(attributes(await referralCookie(http, 'ari.affiliate@cookies.test'))).not.toContain('Secure');
  });
});
