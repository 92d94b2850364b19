import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES } from '@meridian/contracts/newsletter';
import { senderOf } from '../../../test/contacts-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { createRsvpTestApp, mailsTo, published, type RsvpTestApp } from '../../../test/rsvp-harness';
import { newsletterErasures, newsletterSubscribers } from './newsletter.tables';

/** Double opt-in over a real SMTP session, the preferences link, and the admin's Email Subscribers. */
let t: RsvpTestApp;
let smtp: SmtpHarness;
let ip = 0;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createRsvpTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Meridian <news@academy.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Each call from its own address, so the route's rate limit never decides a test. */
const subscribe = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscribe',
    payload: body,
    remoteAddress: `10.0.0.${(ip += 1)}`,
  });
/** The admin's call, signing in again when the test clock has moved past the token's lifetime. */
async function admin(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  await t.renewAdmin();
  return t.app.inject({ method, url, headers: t.admin, ...(payload ? { payload } : {}) });
}
const confirm = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/newsletter/confirm/${token}` });
const rows = () => t.database.db.orm.select().from(newsletterSubscribers);
const tokenIn = (text: string) => /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const listed = async (search: string) =>
  (await admin('GET', `/api/v1/admin/newsletter/subscribers?search=${encodeURIComponent(search)}`)).json().data
    .items as {
    email: string;
    status: string;
    source: string;
    referringAffiliateId: number | null;
    referringAffiliateName: string | null;
  }[];

describe('newsletter double opt-in', () => {
  it('subscribes, mails the confirmation over SMTP, confirms, and lists the subscriber as confirmed', async () => {
    const answer = await subscribe({ email: 'Ada@Visitor.test', firstName: 'Ada', source: '/blog', ref: 999 });
    expect(answer.statusCode).toBe(202);
    expect(answer.json().data).toEqual({ message: NEWSLETTER_MESSAGES.checkInbox });
    await t.services.mailer.idle();
    const [mail] = (await smtp.waitFor(1)).filter((m) => JSON.stringify(m.to).includes('ada@visitor.test'));
    expect(mail?.subject).toContain('Confirm your');
    expect(mail?.from?.text).toContain('news@academy.test');
    const token = tokenIn(mail?.text ?? '');
    expect(token).not.toBe('');
    expect((await listed('ada@'))[0]).toMatchObject({ status: 'pending', source: '/blog', referringAffiliateId: null });

    const confirmed = await confirm(token);
    expect(confirmed.json().data).toEqual({ outcome: 'confirmed', message: NEWSLETTER_MESSAGES.confirmed });
    expect((await listed('ada@'))[0]?.status).toBe('confirmed');
    const [row] = (await rows()).filter((r) => r.email === 'ada@visitor.test');
    expect(row).toMatchObject({ consentSource: '/blog', consentWording: NEWSLETTER_MESSAGES.consent });
    expect(row?.consentIp).toMatch(/^10\.0\.0\./);
    expect(await published(t, 'newsletter.confirmed')).toContainEqual({ subscriberId: row?.id });
    // A mail scanner and then the person following the same link: still "subscribed", one event.
    expect((await confirm(token)).json().data.outcome).toBe('confirmed');
    expect((await published(t, 'newsletter.confirmed')).filter((p) => p.subscriberId === row?.id)).toHaveLength(1);
  });

  it('keeps the referral code the browser kept and lists the referrer by name', async () => {
    const affiliate = await senderOf(t, 'ria.referrer@newsletter.test', 'Affiliate');
    await subscribe({ email: 'referred@visitor.test', ref: affiliate.referralCode });
    expect((await listed('referred@'))[0]).toMatchObject({
      referringAffiliateId: affiliate.userId,
      referringAffiliateName: 'Sam Sender',
    });
  });

  it('answers a second subscribe exactly like the first and changes nothing visible', async () => {
    await subscribe({ email: 'twice@visitor.test' });
    const before = await rows();
    const again = await subscribe({ email: 'twice@visitor.test', firstName: 'Other' });
    expect(again.statusCode).toBe(202);
    expect(again.json().data).toEqual({ message: NEWSLETTER_MESSAGES.checkInbox });
    expect(await rows()).toEqual(before);
    expect(await mailsTo(t, 'twice@visitor.test', 'newsletter.confirm')).toHaveLength(1);
    // Pending: re-sent once the resend window has passed, with a new link (the old one stops working).
    t.clock.advance((NEWSLETTER_LIMITS.resendMinutes + 1) * 60_000);
    await subscribe({ email: 'twice@visitor.test' });
    const mails = await mailsTo(t, 'twice@visitor.test', 'newsletter.confirm');
    expect(mails).toHaveLength(2);
    expect((await confirm(tokenIn(mails[1]?.textBody ?? ''))).json().data.outcome).toBe('invalid');
    expect((await confirm(tokenIn(mails[0]?.textBody ?? ''))).json().data.outcome).toBe('confirmed');
    // Confirmed: nothing is sent and nothing changes.
    t.clock.advance((NEWSLETTER_LIMITS.resendMinutes + 1) * 60_000);
    const confirmedRows = await rows();
    expect((await subscribe({ email: 'twice@visitor.test' })).json().data.message).toBe(NEWSLETTER_MESSAGES.checkInbox);
    expect(await rows()).toEqual(confirmedRows);
    expect(await mailsTo(t, 'twice@visitor.test', 'newsletter.confirm')).toHaveLength(2);
  });

  it('is rate limited: the eleventh subscribe in a minute from one address is refused', async () => {
    const from = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/newsletter/subscribe',
        payload: { email: `burst-${n}@visitor.test` },
        remoteAddress: '10.9.9.9',
      });
    const answers = [];
    for (let n = 0; n < 11; n += 1) answers.push((await from(n)).statusCode);
    expect(answers).toEqual([...Array<number>(10).fill(202), 429]);
  });

  it('says so for an unknown or expired link', async () => {
    expect((await confirm('not-a-real-token')).json().data).toEqual({
      outcome: 'invalid',
      message: NEWSLETTER_MESSAGES.confirmInvalid,
    });
    await subscribe({ email: 'late@visitor.test' });
    const [mail] = await mailsTo(t, 'late@visitor.test', 'newsletter.confirm');
    t.clock.advance((NEWSLETTER_LIMITS.confirmHours + 1) * 3_600_000);
    expect((await confirm(tokenIn(mail?.textBody ?? ''))).json().data).toEqual({
      outcome: 'expired',
      message: NEWSLETTER_MESSAGES.confirmExpired,
    });
    expect((await listed('late@'))[0]?.status).toBe('pending');
  });

  it('unsubscribes in one click from the signed preferences link, and refuses an altered one', async () => {
    await subscribe({ email: 'prefs@visitor.test' });
    const [mail] = await mailsTo(t, 'prefs@visitor.test', 'newsletter.confirm');
    await confirm(tokenIn(mail?.textBody ?? ''));
    const [row] = (await rows()).filter((r) => r.email === 'prefs@visitor.test');
    const { subscriptions } = t.services.newsletter;
    const token = subscriptions.preferencesToken(row?.id ?? 0);
    const url = `/api/v1/newsletter/preferences/${token}`;
    expect((await t.app.inject({ method: 'GET', url })).json().data).toEqual({
      email: 'prefs@visitor.test',
      status: 'confirmed',
    });
    const off = await t.app.inject({ method: 'POST', url, payload: { subscribed: false } });
    expect(off.json().data.outcome).toBe('unsubscribed');
    expect((await listed('prefs@'))[0]?.status).toBe('unsubscribed');
    const on = await t.app.inject({ method: 'POST', url, payload: { subscribed: true } });
    expect(on.json().data.outcome).toBe('resubscribed');
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/newsletter/preferences/n${row?.id}.AAAAAAAAAAAAAAAAAAAAAA`,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(NEWSLETTER_MESSAGES.unsubscribeInvalid);
  });
});

describe('Email Subscribers (admin)', () => {
  it('erases a subscriber keeping only a hash; subscribing or importing the address again is refused quietly', async () => {
    await subscribe({ email: 'forget-me@visitor.test' });
    const [row] = (await rows()).filter((r) => r.email === 'forget-me@visitor.test');
    expect(await mailsTo(t, 'forget-me@visitor.test', 'newsletter.confirm')).toHaveLength(1);
    expect((await admin('DELETE', `/api/v1/admin/newsletter/subscribers/${row?.id}`)).statusCode).toBe(200);
    expect(await listed('forget-me')).toEqual([]);
    expect(await mailsTo(t, 'forget-me@visitor.test', 'newsletter.confirm')).toHaveLength(0);
    const hashes = await t.database.db.orm.select().from(newsletterErasures);
    expect(JSON.stringify(hashes)).not.toContain('forget-me');
    t.clock.advance((NEWSLETTER_LIMITS.resendMinutes + 1) * 60_000);
    const again = await subscribe({ email: 'Forget-Me@visitor.test' });
    expect(again.json().data).toEqual({ message: NEWSLETTER_MESSAGES.checkInbox });
    expect(await listed('forget-me')).toEqual([]);
    // The confirmation mails went with the row: no table keeps the address in clear.
    expect(await mailsTo(t, 'forget-me@visitor.test', 'newsletter.confirm')).toHaveLength(0);
    const imported = await admin('POST', '/api/v1/admin/newsletter/subscribers/import', {
      csv: 'Email\nforget-me@visitor.test\n',
      consentBasis: 'Seminar sign-up sheet',
    });
    expect(imported.json().data).toEqual({ added: 0, existing: 0, erased: 1, invalid: 0 });
    expect((await admin('DELETE', `/api/v1/admin/newsletter/subscribers/${row?.id}`)).statusCode).toBe(404);
  });

  it('imports a CSV with the stated consent basis, keeps unsubscribed people unsubscribed, and exports CSV', async () => {
    await subscribe({ email: 'left@visitor.test' });
    const [left] = (await rows()).filter((r) => r.email === 'left@visitor.test');
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/newsletter/preferences/${t.services.newsletter.subscriptions.preferencesToken(left?.id ?? 0)}`,
      payload: { subscribed: false },
    });
    const csv =
      'First name;E-mail\nGrace;grace@import.test\nAlan;ALAN@import.test\n;not-an-email\n;left@visitor.test\n;grace@import.test\n';
    const missingBasis = await admin('POST', '/api/v1/admin/newsletter/subscribers/import', { csv, consentBasis: ' ' });
    expect(missingBasis.statusCode).toBe(422);
    expect(missingBasis.json().errors).toContainEqual({
      path: 'consentBasis',
      message: NEWSLETTER_MESSAGES.consentBasis,
    });
    const result = await admin('POST', '/api/v1/admin/newsletter/subscribers/import', {
      csv,
      consentBasis: 'Signed up at the 2026 London seminar',
    });
    expect(result.json().data).toEqual({ added: 2, existing: 2, erased: 0, invalid: 1 });
    expect((await listed('left@'))[0]?.status).toBe('unsubscribed');
    const grace = (await rows()).find((r) => r.email === 'grace@import.test');
    expect(grace).toMatchObject({
      firstName: 'Grace',
      status: 'confirmed',
      source: 'import',
      consentWording: 'Signed up at the 2026 London seminar',
    });
    const confirmedOnly = await admin('GET', '/api/v1/admin/newsletter/subscribers?status=confirmed&limit=1');
    const page = confirmedOnly.json().data;
    expect(page.items).toHaveLength(1);
    expect(page.nextBefore).toBe(page.items[0].id);
    const next = await admin(
      'GET',
      `/api/v1/admin/newsletter/subscribers?status=confirmed&limit=200&before=${page.nextBefore}`,
    );
    expect(
      next
        .json()
        .data.items.every((s: { id: number; status: string }) => s.id < page.nextBefore && s.status === 'confirmed'),
    ).toBe(true);

    const exported = await admin('GET', '/api/v1/admin/newsletter/subscribers.csv?search=import.test');
    expect(exported.headers['content-disposition']).toMatch(/filename="email-subscribers-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Email,First name,Status,Source');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(['alan@import.test', 'grace@import.test']);
    expect(lines[1]).toContain('Signed up at the 2026 London seminar');
  });

  it('keeps the section to admins', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/newsletter/subscribers' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/newsletter/subscribers.csv' })).statusCode).toBe(
      401,
    );
  });
});
