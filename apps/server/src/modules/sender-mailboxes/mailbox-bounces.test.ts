import type { MarketingCredentials } from '@meridian/contracts/sender-mailboxes';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addContacts,
  addSender,
  checkBouncesNow,
  createCampaignTestApp,
  SENDER_APP_PASSWORD,
  senderAccounts,
  sendNow,
  sentMessageRef,
  type CampaignTestApp,
  type Sender,
} from '../../../test/campaign-harness';
import { startDovecot, type DovecotHarness } from '../../../test/dovecot-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { holdFirstConnection } from '../../../test/tcp-gate';
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
const DAN = 'dan.bounces@meridian-sender.test';

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
    [DAN]: SENDER_APP_PASSWORD,
  });
  smtp = await startSmtpServer({ accounts: senderAccounts(ANA, BEA, CY, DAN) });
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
  return { ...(await sentMessageRef(t, campaign, to)), to, from: ANA, subject: 'Live session' };
}

const suppressed = async () =>
  (
    await orm()
      .select({ email: emailSuppressions.email, reason: emailSuppressions.reason })
      .from(emailSuppressions)
      .orderBy(asc(emailSuppressions.email))
  ).map((row) => `${row.email} ${row.reason}`);

const checkNow = (sender: Sender) => checkBouncesNow(t, sender);

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

  it('reads a folder again from its start when its UIDVALIDITY changes, counting nothing twice', async () => {
    const person4 = 'person4@ana-list.example';
    // Ana's messages to person4, one per campaign of hers (Bea's campaign sent nothing to this list).
    const toPerson4 = await orm()
      .select({ campaignId: campaignMessages.campaignId })
      .from(campaignMessages)
      .where(eq(campaignMessages.email, person4))
      .orderBy(asc(campaignMessages.campaignId));
    const [first, second] = toPerson4.map((row) => row.campaignId);
    if (!first || !second) throw new Error('person4 got fewer than two campaigns');
    const deferralsToPerson4 = async () =>
      (
        await orm()
          .select({ id: campaignEvents.id })
          .from(campaignEvents)
          .innerJoin(campaignMessages, eq(campaignMessages.id, campaignEvents.messageId))
          .where(and(eq(campaignEvents.kind, 'deferral'), eq(campaignMessages.email, person4)))
      ).length;
    await dovecot.append(ANA, 'Junk', gmailDelay(await sentTo(person4, first)));
    const counted = await checkNow(ana);
    expect(await deferralsToPerson4()).toBe(1);

    // The folder is rebuilt: the same reports come back under new UIDs, below the old watermark,
    // after a report not seen before.
    const { before, after } = await dovecot.recreate(ANA, 'Junk');
    expect(after).not.toBe(before);
    await dovecot.append(ANA, 'Junk', gmailDelay(await sentTo(person4, second)));
    await dovecot.append(ANA, 'Junk', yahooHardBounce(await sentTo('person2@ana-list.example')));
    await dovecot.append(ANA, 'Junk', gmailDelay(await sentTo(person4, first)));

    const again = await checkNow(ana);
    // The new report was read (UID 1, under the old watermark); the repeated ones counted nothing.
    expect(await deferralsToPerson4()).toBe(2);
    expect(await suppressed()).not.toContain(`${person4} bounced`);
    expect(again.bounceCheck).toMatchObject({
      outcome: 'ok',
      bounces: counted.bounceCheck?.bounces,
      complaints: counted.bounceCheck?.complaints,
    });
  });

  it('reads a mailbox once when two scans of it start together', async () => {
    // Dan's IMAP server answers the first connection only when the test says: the first scan is
    // still reading when the second starts (on PostgreSQL, each scan's lock is its own session, as
    // another instance's would be).
    const gate = await holdFirstConnection(dovecot);
    try {
      const imap = { imapHost: '127.0.0.1', imapPort: gate.port, imapSecurity: 'none' as const };
      const dan = await addSender(t, DAN, 'EmailMarketing', { smtp, imap });
      await addContacts(t, dan.userId, 1, 'all', 'dan-list.example');
      const sent = await sendNow(t, dan);
      await t.worker().deliverDue();
      await dovecot.append(
        DAN,
        'INBOX',
        gmailHardBounce({ ...(await sentTo('person0@dan-list.example', sent)), from: DAN }),
      );

      const first = checkNow(dan);
      await gate.firstArrived;
      const second = await checkNow(dan);
      // The second scan read nothing and did not connect: the first one's check is not recorded yet.
      expect(gate.connections).toBe(1);
      expect(second.bounceCheck).toBeNull();
      gate.release();
      expect((await first).bounceCheck).toMatchObject({ outcome: 'ok', bounces: 1 });
      expect(await suppressed()).toContain('person0@dan-list.example bounced');
      expect((await checkNow(dan)).bounceCheck).toMatchObject({ outcome: 'ok', bounces: 1 });
    } finally {
      await gate.stop();
    }
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
