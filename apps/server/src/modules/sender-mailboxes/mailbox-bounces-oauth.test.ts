import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addContacts,
  addSender,
  checkBouncesNow,
  createCampaignTestApp,
  sendNow,
  sentMessageRef,
  type CampaignTestApp,
  type Sender,
} from '../../../test/campaign-harness';
import { startDovecot, type DovecotHarness } from '../../../test/dovecot-harness';
import { startFakeOAuthServer, type FakeOAuthServer } from '../../../test/fake-oauth-server';
import { connectWithMicrosoft } from '../../../test/sender-mailbox-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { emailSuppressions } from '../contacts/contacts.tables';
import { microsoftHardBounce } from './mailbox-reports.test-kit';

/**
 * A mailbox connected with Microsoft is read for bounces with its OAuth access token over XOAUTH2,
 * on a real Dovecot that checks the token with the (fake) provider's introspection endpoint, as
 * Microsoft 365's IMAP server offers it (XOAUTH2 only). A token the provider refuses shows the refusal.
 */
const DANA = 'dana@contoso-sales.test';

let oauth: FakeOAuthServer;
let dovecot: DovecotHarness;
let smtp: SmtpHarness;
let t: CampaignTestApp;
let dana: Sender;
let campaignId: number;

beforeAll(async () => {
  oauth = await startFakeOAuthServer(DANA);
  // Dana's account has a password nobody sends: only her access token signs her in.
  dovecot = await startDovecot(
    { [DANA]: 'a password the product never has' },
    { oauth: { introspectionUrl: `${oauth.url}/introspect`, mechanisms: ['xoauth2'] } },
  );
  smtp = await startSmtpServer({ accounts: {}, acceptsAccessToken: oauth.isValidAccessToken });
  t = await createCampaignTestApp({
    env: {
      MICROSOFT_CLIENT_ID: oauth.clientId,
      MICROSOFT_CLIENT_SECRET: oauth.clientSecret,
      MICROSOFT_AUTHORITY: oauth.url,
    },
    mailboxes: {
      providerSmtp: { microsoft365: { host: '127.0.0.1', port: Number(new URL(smtp.url).port), security: 'none' } },
      providerImap: { microsoft365: { host: dovecot.host, port: dovecot.port, security: 'none' } },
    },
  });
  dana = await addSender(t, DANA, 'EmailMarketing', null);
  expect(await connectWithMicrosoft(t, dana.auth)).toBe('/emailMarketing/dashboard?mailbox=connected');
  await addContacts(t, dana.userId, 2, 'all', 'dana-list.example');
  campaignId = await sendNow(t, dana);
  await t.worker().deliverDue();
}, 180_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await dovecot?.stop();
  await oauth?.close();
});

const checkNow = () => checkBouncesNow(t, dana);

const bounceTo = async (to: string) =>
  microsoftHardBounce({ ...(await sentMessageRef(t, campaignId, to)), to, from: DANA, subject: 'Live session' });

const suppressed = async () =>
  (await t.database.db.orm.select({ email: emailSuppressions.email }).from(emailSuppressions)).map((row) => row.email);

const xoauth2Logins = async () =>
  (await dovecot.logins()).filter((login) => login.user === DANA && login.method === 'XOAUTH2').length;

describe('reading a mailbox connected with Microsoft over XOAUTH2', { timeout: 120_000 }, () => {
  it('signs in with the access token and suppresses the bounced address', async () => {
    await dovecot.append(DANA, 'INBOX', await bounceTo('person0@dana-list.example'));
    const asked = oauth.introspected.length;

    const mailbox = await checkNow();

    expect(mailbox.bounceCheck).toMatchObject({ outcome: 'ok', problem: null, bounces: 1, complaints: 0 });
    expect(await suppressed()).toEqual(['person0@dana-list.example']);
    expect(await xoauth2Logins()).toBe(1);
    // Dovecot asked the provider about the token the product sent.
    expect(oauth.introspected.length).toBeGreaterThan(asked);
  });

  it('renews an access token the server no longer takes, and reads on', async () => {
    oauth.expireAccessTokens();
    await dovecot.append(DANA, 'INBOX', await bounceTo('person1@dana-list.example'));
    const refreshes = oauth.grants.filter((grant) => grant === 'refresh_token').length;

    const mailbox = await checkNow();

    expect(mailbox.bounceCheck).toMatchObject({ outcome: 'ok', bounces: 2 });
    expect(oauth.grants.filter((grant) => grant === 'refresh_token').length).toBe(refreshes + 1);
    expect((await suppressed()).sort()).toEqual(['person0@dana-list.example', 'person1@dana-list.example']);
  });

  it('says plainly that the sign-in was refused when the provider withdrew the token', async () => {
    oauth.revokeAll();
    const mailbox = await checkNow();
    expect(mailbox.bounceCheck?.outcome).toBe('refused');
    expect(mailbox.bounceCheck?.problem).toContain('refused the IMAP sign-in');
    expect(mailbox.bounceCheck?.problem).toContain('connect with Microsoft again');
    // What was found before stays counted.
    expect(mailbox.bounceCheck).toMatchObject({ bounces: 2, complaints: 0 });
  });
});
