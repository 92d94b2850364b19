import { AB_TEST_MESSAGES } from '@meridian/contracts/campaigns-ab-test';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addContacts,
  addSender,
  createCampaignTestApp,
  draft,
  senderAccounts,
  type CampaignTestApp,
  type Sender,
} from '../../../test/campaign-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { campaignMessages } from './campaigns.tables';

let t: CampaignTestApp;
let smtp: SmtpHarness;
let sender: Sender;
const HOUR_MS = 3_600_000;
const ADDRESS = 'tess.tester@abmail.example';

beforeAll(async () => {
  t = await createCampaignTestApp();
  smtp = await startSmtpServer({ accounts: senderAccounts(ADDRESS) });
  sender = await addSender(t, ADDRESS, 'EmailMarketing', { smtp });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const to = (message: ParsedMail) => (Array.isArray(message.to) ? '' : (message.to?.text ?? ''));
const pathOf = (url: string) => new URL(url.replace(/&amp;/g, '&')).pathname;
const linkIn = (message: ParsedMail, kind: 'c' | 'o') =>
  new RegExp(`"(http[^"]*/t/${kind}/[^"]+)"`).exec(String(message.html))?.[1] ?? '';
const abTest = (metric: 'opens' | 'clicks') => ({
  subjectB: 'Subject B',
  preheaderB: 'Preheader B',
  testPercent: 20,
  metric,
  waitHours: 4,
});

/** 50 contacts on `domain` and an A/B campaign to them, sent now; resolves its id. */
async function abCampaign(domain: string, metric: 'opens' | 'clicks'): Promise<number> {
  await addContacts(t, sender.userId, 50, domain, domain);
  const created = await t.campaigns.campaigns.create(
    sender.actor,
    sender.name,
    draft({ subject: 'Subject A', audience: { listIds: [], tags: [domain] }, abTest: abTest(metric) }),
  );
  await t.campaigns.campaigns.send(sender.actor, created.id, undefined);
  return created.id;
}

const messagesOn = (domain: string) => smtp.messages.filter((m) => to(m).endsWith(`@${domain}`));
const bySubject = (domain: string, subject: string) => messagesOn(domain).filter((m) => m.subject === subject);
async function hit(message: ParsedMail | undefined, kind: 'c' | 'o'): Promise<void> {
  const response = await t.app.inject({ method: 'GET', url: pathOf(linkIn(message as ParsedMail, kind)) });
  expect(response.statusCode).toBe(kind === 'c' ? 302 : 200);
}
const stats = (id: number) => t.campaigns.stats.campaign(sender.actor, id);

/** Sends what is due and waits until `count` messages to the domain reached the sink. */
async function deliver(domain: string, count: number): Promise<void> {
  await t.worker().deliverDue();
  await smtp.waitFor(smtp.messages.length - messagesOn(domain).length + count);
  expect(messagesOn(domain)).toHaveLength(count);
}

describe('subject-line A/B tests', () => {
  it('refuses a test outside its limits with the field’s message', async () => {
    const bad = [
      [{ ...abTest('opens'), testPercent: 5 }, AB_TEST_MESSAGES.testPercent],
      [{ ...abTest('opens'), waitHours: 73 }, AB_TEST_MESSAGES.waitHours],
      [{ ...abTest('opens'), subjectB: '' }, AB_TEST_MESSAGES.subjectBRequired],
      [{ ...abTest('opens'), subjectB: 'subject a' }, AB_TEST_MESSAGES.sameSubject],
      [{ ...abTest('opens'), metric: 'replies' }, AB_TEST_MESSAGES.metric],
    ] as const;
    for (const [test, message] of bad) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/campaigns',
        headers: sender.auth,
        payload: { ...draft({ subject: 'Subject A' }), abTest: test },
      });
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain(message);
    }
  });

  it('sends 10 % each of A and B, waits, then the rest with the winner by clicks, each address exactly once', async () => {
    const domain = 'clicks.example';
    const id = await abCampaign(domain, 'clicks');
    await deliver(domain, 10);
    const a = bySubject(domain, 'Subject A');
    const b = bySubject(domain, 'Subject B');
    expect([a.length, b.length]).toEqual([5, 5]);
    expect(b[0]?.html).toContain('Preheader B');
    // A is opened more; B is clicked: clicks decide.
    for (const message of a.slice(0, 3)) await hit(message, 'o');
    await hit(b[0], 'c');

    t.clock.advance(4 * HOUR_MS - 60_000);
    await deliver(domain, 10);
    expect((await stats(id)).abTest).toMatchObject({ winner: null });

    t.clock.advance(60_000);
    await deliver(domain, 50);
    await t.worker().deliverDue();
    expect(messagesOn(domain)).toHaveLength(50);
    expect(new Set(messagesOn(domain).map(to)).size).toBe(50);
    expect(bySubject(domain, 'Subject B')).toHaveLength(45);
    const rows = await t.database.db.orm.select().from(campaignMessages).where(eq(campaignMessages.campaignId, id));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);

    const figures = await stats(id);
    expect(figures.status).toBe('sent');
    expect(figures.abTest).toMatchObject({
      metric: 'clicks',
      winner: 'b',
      winnerPickedAt: expect.any(String),
      variants: [
        { variant: 'a', subject: 'Subject A', sent: 5, uniqueOpens: 3, uniqueClicks: 0, openRate: 0.6 },
        { variant: 'b', subject: 'Subject B', sent: 5, uniqueClicks: 1, clickRate: 0.2 },
      ],
    });
    expect(figures.totals.sent).toBe(50);
  });

  it('picks the winner by opens', async () => {
    const domain = 'opens.example';
    const id = await abCampaign(domain, 'opens');
    await deliver(domain, 10);
    const [a, b] = [bySubject(domain, 'Subject A'), bySubject(domain, 'Subject B')];
    await hit(a[0], 'c');
    await hit(b[0], 'o');
    await hit(b[1], 'o');
    t.clock.advance(4 * HOUR_MS);
    await deliver(domain, 50);
    expect(bySubject(domain, 'Subject B')).toHaveLength(45);
    expect((await stats(id)).abTest).toMatchObject({ winner: 'b', variants: [{ uniqueOpens: 0 }, { uniqueOpens: 2 }] });
  });

  it('gives the rest A when nobody opened anything during the wait', async () => {
    const domain = 'quiet.example';
    const id = await abCampaign(domain, 'opens');
    await deliver(domain, 10);
    t.clock.advance(4 * HOUR_MS);
    await deliver(domain, 50);
    expect(bySubject(domain, 'Subject A')).toHaveLength(45);
    expect((await stats(id)).abTest).toMatchObject({ winner: 'a' });
  });
});
