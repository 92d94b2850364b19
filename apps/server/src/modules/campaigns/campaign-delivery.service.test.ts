import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addContacts,
  addSender,
  createCampaignTestApp,
  dyingAfter,
  sendNow,
  senderAccounts,
  type CampaignTestApp,
  type TransportWrap,
} from '../../../test/campaign-harness';
import { parsePrometheusText, sampleValue } from '../../../test/prometheus-text';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { createMetrics } from '../../core/metrics/metrics';
import { contacts, emailSuppressions } from '../contacts/contacts.tables';
import { LEASE_MS } from './campaign-delivery.service';
import { campaignEvents, campaignMessages } from './campaigns.tables';

let t: CampaignTestApp;
let smtp: SmtpHarness;
let serial = 0;

beforeAll(async () => {
  t = await createCampaignTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await smtp.close();
});

async function freshSender(
  options: { limits?: { perDay: number; perMinute: number }; refuse?: Parameters<typeof startSmtpServer>[0] } = {},
) {
  serial += 1;
  const address = `ana.silva${serial}@mailbox${serial}.example`;
  smtp = await startSmtpServer({ ...options.refuse, accounts: senderAccounts(address) });
  return addSender(t, address, 'EmailMarketing', { smtp, limits: options.limits });
}

const rowsOf = (campaignId: number) =>
  t.database.db.orm.select().from(campaignMessages).where(eq(campaignMessages.campaignId, campaignId));
/** A header's raw value (mailparser folds the List-* headers into a structure). */
const header = (message: ParsedMail, name: string) =>
  message.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
const recipients = () => smtp.messages.map((m) => (Array.isArray(m.to) ? '' : (m.to?.text ?? '')));

describe('campaign delivery', () => {
  it('delivers a 1,000-recipient campaign exactly once each, with both parts and the list headers', async () => {
    const sender = await freshSender();
    await addContacts(t, sender.userId, 1000, 'all', `big${serial}.example`);
    const id = await sendNow(t, sender);
    const result = await t.worker().deliverDue();
    expect(result).toEqual({ sent: 1000, failed: 0, skipped: 0, retried: 0 });
    const messages = await smtp.waitFor(1000);
    expect(messages).toHaveLength(1000);
    expect(new Set(recipients()).size).toBe(1000);
    const ids = new Set(messages.map((m) => m.messageId));
    expect(ids.size).toBe(1000);
    const domain = `mailbox${serial}.example`;
    for (const message of messages) {
      expect(message.messageId).toMatch(new RegExp(`^<campaign-${id}-\\d+@${domain.replace('.', '\\.')}>$`));
      expect(message.from?.text).toBe(`"ana silva${serial}" <ana.silva${serial}@${domain}>`);
      expect(header(message, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(header(message, 'list-unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/t\/u\/u\d+\.[\w-]{22}>$/);
      expect(message.text).toContain('Unsubscribe: http');
      expect(message.text).toContain('350 Fifth Avenue');
      expect(message.html).toContain('/t/o/o');
      expect(message.html).toContain('/t/c/c');
      expect(message.html).not.toContain('https://meridian.example/webinars/spring');
    }
    const first = messages.find((m) => recipients()[messages.indexOf(m)] === `person1@big${serial}.example`);
    expect(first?.subject).toBe('Live session: First1, join us');
    expect(first?.text).toContain('Hi First1,');
    const nameless = messages.find((m) => recipients()[messages.indexOf(m)] === `person0@big${serial}.example`);
    expect(nameless?.subject).toBe('Live session: Trader, join us');
    expect(nameless?.html).toContain('Hi there,');
    const campaign = await t.campaigns.campaigns.get(sender.actor, id);
    expect(campaign.status).toBe('sent');
    expect(campaign.progress).toEqual({ total: 1000, sent: 1000, failed: 0, skipped: 0, pending: 0 });
  });

  it('a worker stopped mid-campaign and a new one started send everything once', async () => {
    const sender = await freshSender();
    await addContacts(t, sender.userId, 300, 'all', `stop${serial}.example`);
    const id = await sendNow(t, sender);
    const first = t.worker({ batchSize: 20 });
    const run = first.deliverDue();
    await smtp.waitFor(60);
    await first.close();
    const stopped = await run;
    expect(stopped.sent).toBeGreaterThanOrEqual(60);
    expect(stopped.sent).toBeLessThan(300);
    const afterStop = await rowsOf(id);
    expect(afterStop.filter((row) => row.status === 'sending')).toEqual([]);
    expect(afterStop.filter((row) => row.status === 'sent')).toHaveLength(stopped.sent);
    const resumed = await t.worker().deliverDue();
    expect(stopped.sent + resumed.sent).toBe(300);
    await smtp.waitFor(300);
    expect(smtp.messages).toHaveLength(300);
    expect(new Set(recipients()).size).toBe(300);
    expect((await t.campaigns.campaigns.get(sender.actor, id)).status).toBe('sent');
  });

  it('a worker that dies mid-send leaves leased rows that a later worker sends once the lease runs out', async () => {
    const sender = await freshSender();
    await addContacts(t, sender.userId, 100, 'all', `crash${serial}.example`);
    const id = await sendNow(t, sender);
    // Never finishes: its SMTP calls hang from the 41st.
    void t.worker({ batchSize: 10, wrap: dyingAfter(40, { acceptFirst: false }) }).deliverDue();
    await smtp.waitFor(40);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const leased = (await rowsOf(id)).filter((row) => row.status === 'sending');
    expect(leased.length).toBeGreaterThan(0);
    // A new worker at once sends what is not leased; the leased rows wait for their lease.
    await t.worker().deliverDue();
    expect((await rowsOf(id)).filter((row) => row.status === 'sending')).toHaveLength(leased.length);
    t.clock.advance(LEASE_MS + 60_000);
    await t.worker().deliverDue();
    await smtp.waitFor(100);
    expect(smtp.messages).toHaveLength(100);
    expect(new Set(recipients()).size).toBe(100);
    expect((await rowsOf(id)).every((row) => row.status === 'sent')).toBe(true);
  });

  it('the one window left (accepted by the provider, not yet marked sent) resends with the same Message-ID', async () => {
    const sender = await freshSender();
    await addContacts(t, sender.userId, 10, 'all', `window${serial}.example`);
    await sendNow(t, sender);
    void t.worker({ concurrency: 1, wrap: dyingAfter(5, { acceptFirst: true }) }).deliverDue();
    await smtp.waitFor(6);
    t.clock.advance(LEASE_MS + 60_000);
    await t.worker().deliverDue();
    await smtp.waitFor(11);
    expect(smtp.messages).toHaveLength(11);
    const byId = new Map<string, number>();
    for (const message of smtp.messages)
      byId.set(message.messageId ?? '', (byId.get(message.messageId ?? '') ?? 0) + 1);
    expect([...byId.values()].filter((copies) => copies > 1)).toEqual([2]);
  });

  it('retries a temporary refusal with back-off, then sends', async () => {
    let refusals = 0;
    const sender = await freshSender({
      refuse: {
        refuseRecipient: (address) =>
          address.startsWith('person3@') && refusals++ < 1 ? { code: 451, message: 'Try again later' } : undefined,
      },
    });
    await addContacts(t, sender.userId, 5, 'all', `retry${serial}.example`);
    const id = await sendNow(t, sender);
    expect(await t.worker().deliverDue()).toEqual({ sent: 4, failed: 0, skipped: 0, retried: 1 });
    let row = (await rowsOf(id)).find((r) => r.email.startsWith('person3@'));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.lastError).toMatch(/Try again later/);
    expect((await t.campaigns.campaigns.get(sender.actor, id)).status).toBe('sending');
    expect(await t.worker().deliverDue()).toEqual({ sent: 0, failed: 0, skipped: 0, retried: 0 });
    t.clock.advance(60_000);
    expect(await t.worker().deliverDue()).toEqual({ sent: 1, failed: 0, skipped: 0, retried: 0 });
    row = (await rowsOf(id)).find((r) => r.email.startsWith('person3@'));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await t.campaigns.campaigns.get(sender.actor, id)).status).toBe('sent');
  });

  it('a permanent refusal fails the message, suppresses the address and marks the contact bounced', async () => {
    const sender = await freshSender({
      refuse: {
        refuseRecipient: (address) =>
          address.startsWith('person2@') ? { code: 550, message: 'No such user' } : undefined,
      },
    });
    await addContacts(t, sender.userId, 4, 'all', `bounce${serial}.example`);
    const id = await sendNow(t, sender);
    const metrics = await createMetrics(true);
    const messagesCounter = metrics.counter({
      name: 'meridian_campaign_messages_total',
      help: 'Campaign messages sent or given up on.',
      labelNames: ['kind', 'result'],
    });
    expect(await t.worker({ messagesCounter }).deliverDue()).toEqual({ sent: 3, failed: 1, skipped: 0, retried: 0 });
    const counted = parsePrometheusText((await metrics.exposition()).text);
    expect(sampleValue(counted, 'meridian_campaign_messages_total', { kind: 'campaign', result: 'sent' })).toBe(3);
    expect(sampleValue(counted, 'meridian_campaign_messages_total', { kind: 'campaign', result: 'failed' })).toBe(1);
    const address = `person2@bounce${serial}.example`;
    const [suppressed] = await t.database.db.orm
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, address));
    expect(suppressed).toMatchObject({ reason: 'bounced', source: `campaign:${id}` });
    const [contact] = await t.database.db.orm.select().from(contacts).where(eq(contacts.email, address));
    expect(contact?.status).toBe('bounced');
    const events = await t.database.db.orm.select().from(campaignEvents).where(eq(campaignEvents.campaignId, id));
    expect(events.map((e) => e.kind)).toEqual(['bounce']);
    const campaign = await t.campaigns.campaigns.get(sender.actor, id);
    expect(campaign).toMatchObject({
      status: 'sent',
      progress: { total: 4, sent: 3, failed: 1, skipped: 0, pending: 0 },
    });
  });

  it('holds the per-minute rate within 5 % over a minute, and the rolling daily quota', async () => {
    const sender = await freshSender({ limits: { perDay: 700, perMinute: 600 } });
    await addContacts(t, sender.userId, 800, 'all', `rate${serial}.example`);
    const sentAt: number[] = [];
    const timed: TransportWrap = (transport) => ({
      ...transport,
      send: (message) => {
        sentAt.push(t.clock.now().getTime());
        return transport.send(message);
      },
    });
    const id = await sendNow(t, sender);
    const started = t.clock.now().getTime();
    expect((await t.worker({ wrap: timed }).deliverDue()).sent).toBe(700);
    sentAt.sort((a, b) => a - b);
    // Every full minute-long window starting at a send holds 600 ± 5 %.
    for (const start of sentAt.filter((at) => at + 60_000 <= (sentAt.at(-1) ?? 0))) {
      const inWindow = sentAt.filter((at) => at >= start && at < start + 60_000).length;
      expect(inWindow).toBeGreaterThanOrEqual(570);
      expect(inWindow).toBeLessThanOrEqual(630);
    }
    expect((sentAt.at(-1) ?? 0) - started).toBeGreaterThanOrEqual(69_000);
    // The quota is spent: nothing more until the first sends are 24 hours old.
    expect((await t.worker().deliverDue()).sent).toBe(0);
    t.clock.advance(24 * 60 * 60_000);
    expect((await t.worker().deliverDue()).sent).toBe(100);
    expect((await t.campaigns.campaigns.get(sender.actor, id)).status).toBe('sent');
  });
});
