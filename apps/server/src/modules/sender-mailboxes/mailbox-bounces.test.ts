import type { MarketingCredentials } from '@meridian/contracts/sender-mailboxes';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addContacts,
  addSender,
  createCampaignTestApp,
  SENDER_APP_PASSWORD,
  senderAccounts,
  sendNow,
  type CampaignTestApp,
  type Sender,
} from '../../../test/campaign-harness';
import { startDovecot, type DovecotHarness } from '../../../test/dovecot-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { campaignEvents, campaignMessages } from '../campaigns/campaigns.tables';
import { emailSuppressions } from '../contacts/contacts.tables';
import {
  complaint,
  gmailDelay,
  gmailHardBounce,
  microsoftHardBounce,
  ordinaryReply,
  outOfOffice,
  yahooHardBounce,
  type SentRef,
} from './mailbox-reports.test-kit';

/**
 * Bounces and complaints read back from a sender's own mailbox on a real IMAP server (Dovecot):
 * exactly the bounced and complained addresses are suppressed, nothing in the mailbox changes, a
 * second read finds nothing new, and a refused login says what to enable.
 */
const ANA = 'ana.bounces@meridian-sender.test';
const BEA = 'bea.bounces@meridian-sender.test';
const CY = 'cy.bounces@meridian-sender.test';

let t: CampaignTestApp;
let smtp: SmtpHarness;
let dovecot: DovecotHarness;
let ana: Sender;
let bea: Sender;
let cy: Sender;
let campaignId: number;

beforeAll(async () => {
  dovecot = await startDovecot({
    [ANA]: SENDER_APP_PASSWORD,
    [BEA]: SENDER_APP_PASSWORD,
    // Cy's IMAP login is refused: the mailbox takes another password than the one saved.
    [CY]: 'not the saved app password',
  });
  smtp = await startSmtpServer({ accounts: senderAccounts(ANA, BEA, CY) });
  t = await createCampaignTestApp();
  const imap = { imapHost: dovecot.host, imapPort: dovecot.port, imapSecurity: 'none' as const };
  ana = await addSender(t, ANA, 'EmailMarketing', { smtp, imap });
  bea = await addSender(t, BEA, 'EmailMarketing', { smtp, imap });
  cy = await addSender(t, CY, 'Sales', { smtp, imap });
  await addContacts(t, ana.userId, 6, 'all', 'ana-list.example');
  await addContacts(t, bea.userId, 1, 'all', 'bea-list.example');
  campaignId = await sendNow(t, ana);
  await sendNow(t, bea);
  await t.worker().deliverDue();
}, 180_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await dovecot?.stop();
});

const orm = () => t.database.db.orm;

/** What the product sent to `to` in `campaign` (its Message-ID and tag), as a report quotes it. */
async function sentTo(to: string, campaign = campaignId): Promise<SentRef> {
  const [row] = await orm()
    .select()
    .from(campaignMessages)
    .where(and(eq(campaignMessages.campaignId, campaign), eq(campaignMessages.email, to)));
  if (!row?.messageId) throw new Error(`nothing sent to ${to}`);
  return { messageId: row.messageId, ref: `${campaign}.${row.id}`, to, from: ANA, subject: 'Live session' };
}

const suppressed = async () =>
  (
    await orm()
      .select({ email: emailSuppressions.email, reason: emailSuppressions.reason })
      .from(emailSuppressions)
      .orderBy(asc(emailSuppressions.email))
  ).map((row) => `${row.email} ${row.reason}`);

let calls = 0;
/** "Check now", each call from its own address (the route allows five a minute per address). */
async function checkNow(sender: Sender): Promise<MarketingCredentials['mailbox']> {
  calls += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/marketingCredentials/bounce-check?adminId=${sender.userId}`,
    headers: sender.auth,
    remoteAddress: `198.51.100.${calls}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: MarketingCredentials }>().data.mailbox;
}

const snapshot = async (user: string) => ({
  folders: await dovecot.folders(user),
  inbox: await dovecot.list(user, 'INBOX'),
  junk: await dovecot.list(user, 'Junk'),
});

describe("reading bounces and complaints from the sender's mailbox", { timeout: 120_000 }, () => {
  it('suppresses exactly the bounced and complained addresses, and changes nothing in the mailbox', async () => {
    const person = (n: number) => sentTo(`person${n}@ana-list.example`);
    const beaSent = await sentTo('person0@bea-list.example', campaignId + 1);
    await dovecot.append(ANA, 'INBOX', gmailHardBounce(await person(0)));
    await dovecot.append(ANA, 'INBOX', microsoftHardBounce(await person(1)));
    await dovecot.append(ANA, 'Junk', yahooHardBounce(await person(2)));
    await dovecot.append(ANA, 'INBOX', complaint(await person(3)));
    await dovecot.append(ANA, 'INBOX', outOfOffice(await person(4)));
    await dovecot.append(ANA, 'INBOX', ordinaryReply(await person(4)), ['\\Flagged']);
    await dovecot.append(ANA, 'INBOX', gmailDelay(await person(5)));
    // Bea's message, bounced into Ana's mailbox: not a message Ana sent, so it counts for no one.
    await dovecot.append(ANA, 'INBOX', gmailHardBounce({ ...beaSent, from: ANA }));
    const before = await snapshot(ANA);

    const mailbox = await checkNow(ana);

    expect(mailbox.bounceCheck).toMatchObject({ outcome: 'ok', problem: null, bounces: 3, complaints: 1 });
    expect(await suppressed()).toEqual([
      'person0@ana-list.example bounced',
      'person1@ana-list.example bounced',
      'person2@ana-list.example bounced',
      'person3@ana-list.example complained',
    ]);
    // Read-only: the same messages, flags (none marked \Seen) and folders as before.
    expect(await snapshot(ANA)).toEqual(before);
    expect(before.inbox.every((message) => !message.flags.includes('\\Seen'))).toBe(true);

    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/v1/campaigns/${campaignId}/stats`,
      headers: ana.auth,
    });
    expect(stats.json<{ data: { totals: { bounces: number; complaints: number } } }>().data.totals).toMatchObject({
      bounces: 3,
      complaints: 1,
    });
  });

  it('finds nothing new on a second read, and counts three temporary failures in 30 days as a bounce', async () => {
    const events = async () => (await orm().select().from(campaignEvents)).length;
    const recorded = await events();
    const again = await checkNow(ana);
    expect(again.bounceCheck).toMatchObject({ outcome: 'ok', bounces: 3, complaints: 1 });
    expect(await events()).toBe(recorded);

    // Two more campaigns, each delayed for person5: the third temporary failure suppresses the address.
    for (let round = 0; round < 2; round += 1) {
      const next = await sendNow(t, ana);
      await t.worker().deliverDue();
      await dovecot.append(ANA, 'INBOX', gmailDelay(await sentTo('person5@ana-list.example', next)));
      if (round === 0) {
        await checkNow(ana);
        expect(await suppressed()).not.toContain('person5@ana-list.example bounced');
      }
    }
    const third = await checkNow(ana);
    expect(third.bounceCheck).toMatchObject({ bounces: 4, complaints: 1 });
    expect(await suppressed()).toContain('person5@ana-list.example bounced');
  });

  it('says plainly when the IMAP login is refused, and what to enable', async () => {
    const mailbox = await checkNow(cy);
    expect(mailbox.bounceCheck?.outcome).toBe('refused');
    expect(mailbox.bounceCheck?.problem).toContain('refused the IMAP sign-in');
    expect(mailbox.bounceCheck?.problem).toContain('Ask your email host whether IMAP is enabled');
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/v2/marketingCredentials?adminId=${cy.userId}`,
      headers: cy.auth,
    });
    expect(shown.json<{ data: MarketingCredentials }>().data.mailbox.bounceCheck?.outcome).toBe('refused');
    // Another sender may not read Cy's mailbox.
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/v2/marketingCredentials/bounce-check?adminId=${cy.userId}`,
      headers: bea.auth,
      remoteAddress: '198.51.100.200',
    });
    expect(other.statusCode).toBe(404);
  });

  it('the scheduled scan reads only senders who sent in the last 14 days', async () => {
    const before = (await checkNow(bea)).bounceCheck?.checkedAt;
    t.clock.advance(5 * 60_000);
    await t.services.senderMailboxes.scanDue();
    const beaShown = await t.app.inject({
      method: 'GET',
      url: `/api/v2/marketingCredentials?adminId=${bea.userId}`,
      headers: bea.auth,
    });
    expect(beaShown.json<{ data: MarketingCredentials }>().data.mailbox.bounceCheck?.checkedAt).not.toBe(before);
    // Cy never sent: the schedule leaves the mailbox alone.
    const cyShown = await t.app.inject({
      method: 'GET',
      url: `/api/v2/marketingCredentials?adminId=${cy.userId}`,
      headers: cy.auth,
    });
    const cyChecked = cyShown.json<{ data: MarketingCredentials }>().data.mailbox.bounceCheck?.checkedAt;
    expect(Date.parse(cyChecked ?? '')).toBeLessThan(t.clock.now().getTime() - 4 * 60_000);
  });
});
