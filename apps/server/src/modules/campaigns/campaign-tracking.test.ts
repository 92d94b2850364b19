import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addContacts,
  addSender,
  createCampaignTestApp,
  sendNow,
  senderAccounts,
  type CampaignTestApp,
  type Sender,
} from '../../../test/campaign-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { emailSuppressions } from '../contacts/contacts.tables';
import { campaignEvents, campaignMessages } from './campaigns.tables';
import { createTrackingTokens } from './tracking-tokens.service';

let t: CampaignTestApp;
let smtp: SmtpHarness;
let sender: Sender;

beforeAll(async () => {
  t = await createCampaignTestApp();
  smtp = await startSmtpServer({ accounts: senderAccounts('rita.moreno@desk.example') });
  sender = await addSender(t, 'rita.moreno@desk.example', 'Sales', { smtp });
  await addContacts(t, sender.userId, 3, 'all', 'track.example');
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const to = (message: ParsedMail) => (Array.isArray(message.to) ? '' : (message.to?.text ?? ''));
const pathOf = (url: string) => new URL(url).pathname;
const unsubscribeUrl = (message: ParsedMail) =>
  /<([^>]+)>/.exec(message.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '')?.[1] ?? '';
const linksIn = (message: ParsedMail, kind: 'c' | 'o') =>
  [...String(message.html).matchAll(new RegExp(`"(http[^"]*/t/${kind}/[^"]+)"`, 'g'))].map((m) => m[1] ?? '');

describe('tracking and one-click unsubscribe', () => {
  it('counts opens and clicks, redirects only to the campaign’s links, and unsubscribes with a plain POST', async () => {
    const id = await sendNow(t, sender);
    await t.worker().deliverDue();
    await smtp.waitFor(3);
    const message = smtp.messages.find((m) => to(m) === 'person1@track.example');
    if (!message) throw new Error('no message for person1');

    const [pixel] = linksIn(message, 'o');
    const open = await t.app.inject({ method: 'GET', url: pathOf(pixel ?? '') });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/gif');
    expect(open.headers['cache-control']).toContain('no-store');
    expect(open.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    await t.app.inject({ method: 'GET', url: pathOf(pixel ?? '') });

    const [click] = linksIn(message, 'c');
    const redirect = await t.app.inject({ method: 'GET', url: pathOf((click ?? '').replace(/&amp;/g, '&')) });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('https://meridian.example/webinars/spring');

    // A genuine signature for a link index the campaign does not have, and an altered token: 404.
    const [row] = await t.database.db.orm
      .select()
      .from(campaignMessages)
      .where(and(eq(campaignMessages.campaignId, id), eq(campaignMessages.email, 'person1@track.example')));
    const tokens = createTrackingTokens(t.services.secrets);
    const outside = tokens.sign({ kind: 'c', messageId: row?.id ?? 0, link: 7 });
    expect((await t.app.inject({ method: 'GET', url: `/t/c/${outside}` })).statusCode).toBe(404);
    const altered = pathOf(click ?? '').replace(/\/c(\d+)-0\./, (_w, n: string) => `/c${n}-1.`);
    expect((await t.app.inject({ method: 'GET', url: altered })).statusCode).toBe(404);
    const openAsClick = `/t/c/${pathOf(pixel ?? '')
      .split('/')
      .at(-1)}`;
    expect((await t.app.inject({ method: 'GET', url: openAsClick })).statusCode).toBe(404);

    // The unsubscribe page: a form that POSTs to itself.
    const page = await t.app.inject({ method: 'GET', url: pathOf(unsubscribeUrl(message)) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('person1@track.example');
    expect(page.body).toMatch(/<form method="post" action="\/t\/u\/u\d+\.[\w-]{22}">/);
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');

    // RFC 8058: a mail client's POST, no cookie, no sign-in.
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: pathOf(unsubscribeUrl(message)),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.body).toContain('You are unsubscribed');
    expect((await oneClick()).statusCode).toBe(200);
    const [suppressed] = await t.database.db.orm
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, 'person1@track.example'));
    expect(suppressed).toMatchObject({ reason: 'unsubscribed', source: `campaign:${id}` });
    const events = await t.database.db.orm.select().from(campaignEvents).where(eq(campaignEvents.campaignId, id));
    expect(events.map((e) => e.kind).sort()).toEqual(['click', 'open', 'open', 'unsubscribe']);
    // Each event carries its message's sender and contact: what segments' engagement rules read.
    for (const event of events) {
      expect(event).toMatchObject({ messageId: row?.id, ownerId: sender.userId, contactId: row?.contactId });
    }
    expect(row?.contactId).toEqual(expect.any(Number));

    const stats = await t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${id}/stats`, headers: sender.auth });
    expect(stats.json().data).toMatchObject({
      campaignId: id,
      status: 'sent',
      progress: { total: 3, sent: 3 },
      totals: {
        sent: 3,
        opens: 2,
        uniqueOpens: 1,
        clicks: 1,
        uniqueClicks: 1,
        unsubscribes: 1,
        bounces: 0,
        openRate: 0.3333,
      },
      days: [{ day: '2026-11-23', sent: 3, uniqueOpens: 1, uniqueClicks: 1, unsubscribes: 1, bounces: 0 }],
      links: [{ url: 'https://meridian.example/webinars/spring', clicks: 1, uniqueClicks: 1 }],
    });

    // The next campaign leaves the unsubscribed contact out.
    const before = smtp.messages.length;
    const next = await sendNow(t, sender, { subject: 'Second campaign' });
    await t.worker().deliverDue();
    const sentNext = (await smtp.waitFor(before + 2)).slice(before);
    expect(sentNext.map(to).sort()).toEqual(['person0@track.example', 'person2@track.example']);
    expect((await t.campaigns.campaigns.get(sender.actor, next)).progress.total).toBe(2);
  });

  it('fills merge fields in a link, URL-encoded, for the recipient whose link was clicked', async () => {
    const people = [
      { email: 'ada+offers@merge.example', firstName: 'Ada Lovelace', lastName: '', tags: ['merge'] },
      { email: 'bo@merge.example', firstName: '', lastName: '', tags: ['merge'] },
    ];
    for (const person of people) await t.services.contacts.contacts.create(sender.actor, person);
    const before = smtp.messages.length;
    const id = await sendNow(t, sender, {
      subject: 'Your offer',
      html: '<p><a href="https://partner.example/offer?e={{email}}&amp;n={{firstName|friend}}#top">Your offer</a></p>',
      audience: { listIds: [], tags: ['merge'] },
    });
    await t.worker().deliverDue();
    const sent = (await smtp.waitFor(before + 2)).slice(before);
    const locations: Record<string, string | undefined> = {};
    for (const message of sent) {
      const [click] = linksIn(message, 'c');
      const redirect = await t.app.inject({ method: 'GET', url: pathOf(click ?? '') });
      expect(redirect.statusCode).toBe(302);
      locations[to(message)] = redirect.headers.location;
    }
    expect(locations).toEqual({
      'ada+offers@merge.example': 'https://partner.example/offer?e=ada%2Boffers%40merge.example&n=Ada%20Lovelace#top',
      // Bo has no first name: the fallback.
      'bo@merge.example': 'https://partner.example/offer?e=bo%40merge.example&n=friend#top',
    });
    const stats = await t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${id}/stats`, headers: sender.auth });
    expect(stats.json().data.links).toEqual([
      { url: 'https://partner.example/offer?e={{email}}&n={{firstName|friend}}#top', clicks: 2, uniqueClicks: 2 },
    ]);
  });

  it('skips an address suppressed after the audience was chosen', async () => {
    await addContacts(t, sender.userId, 2, 'late', 'late.example');
    const created = await t.campaigns.campaigns.create(sender.actor, sender.name, {
      subject: 'Late',
      preheader: '',
      html: '<p>Hello</p>',
      audience: { listIds: [], tags: ['late'] },
    });
    await t.campaigns.campaigns.send(sender.actor, created.id, undefined);
    await t.services.contacts.suppress(t.database.db.orm, 'Person0@late.example', 'complained', 'feedback-loop');
    expect(await t.worker().deliverDue()).toMatchObject({ sent: 1, skipped: 1 });
    expect((await t.campaigns.campaigns.get(sender.actor, created.id)).progress).toEqual({
      total: 2,
      sent: 1,
      failed: 0,
      skipped: 1,
      pending: 0,
    });
  });

  it('answers 404 for a forged unsubscribe token and explains a test send’s link', async () => {
    const url = '/t/u/u1.AAAAAAAAAAAAAAAAAAAAAA';
    const forged = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('<h1>This unsubscribe link is not valid</h1>');
    const oneClick = await t.app.inject({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click' });
    expect(oneClick.statusCode).toBe(404);
    expect(oneClick.json()).toEqual({ success: false, message: 'This unsubscribe link is not valid' });
    const test = createTrackingTokens(t.services.secrets).sign({ kind: 'u', messageId: 0 });
    const page = await t.app.inject({ method: 'POST', url: `/t/u/${test}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This was a test email');
  });
});
