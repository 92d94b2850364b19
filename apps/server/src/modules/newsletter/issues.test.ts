import { ISSUE_MESSAGES } from '@meridian/contracts/newsletter-issues';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSender,
  createCampaignTestApp,
  SENDER_PASSWORD,
  senderAccounts,
  type CampaignTestApp,
  type Sender,
} from '../../../test/campaign-harness';
import { auditMark, auditSince } from '../../../test/audit-harness';
import { passwordSignIn } from '../../../test/identity-harness';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { mailOutbox } from '../mail/mail.tables';
import { newsletterSubscribers } from './newsletter.tables';

/**
 * Newsletter issues over real SMTP: only confirmed subscribers receive an issue, from the newsletter
 * sender's own mailbox, through campaign delivery; the issue's unsubscribe link and a hard bounce
 * change the subscriber's status; sent issues are in the public archive.
 */
const SENDER = 'nora.admin@newsroom.example';
let t: CampaignTestApp;
let smtp: SmtpHarness;
let admin: Sender;
let ip = 0;

beforeAll(async () => {
  t = await createCampaignTestApp();
  smtp = await startSmtpServer({
    accounts: senderAccounts(SENDER),
    refuseRecipient: (address) => (address.startsWith('gone@') ? { code: 550, message: 'No such user' } : undefined),
  });
  admin = await addSender(t, SENDER, 'Admin', { smtp });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
const statusOf = async (email: string) =>
  (
    await t.database.db.orm
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
  )[0]?.status;
/** The test clock moved past the admin's access token. */
async function signInAgain() {
  admin.auth.authorization = `Bearer ${(await passwordSignIn(t, SENDER, SENDER_PASSWORD)).AccessToken}`;
}
const to = (message: ParsedMail) => (Array.isArray(message.to) ? '' : (message.to?.text ?? ''));
const header = (message: ParsedMail, name: string) =>
  message.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

/** Subscribes through the public form and, unless `confirm` is false, follows the mailed link. */
async function subscriber(email: string, confirm = true) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscribe',
    payload: { email, firstName: email.split('@')[0] },
    remoteAddress: `10.1.0.${(ip += 1)}`,
  });
  expect(answer.statusCode).toBe(202);
  if (!confirm) return;
  const [mail] = await t.database.db.orm.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
  const confirmed = await t.app.inject({ method: 'GET', url: `/api/v1/newsletter/confirm/${token}` });
  expect(confirmed.json().data.outcome).toBe('confirmed');
}

async function issue(subject: string) {
  const created = await call('POST', '/api/v1/admin/newsletter/issues', {
    subject,
    preheader: 'This week on the desk',
    html: '<p>Hi {{firstName|trader}},</p><p>Read the <a href="https://meridian.example/outlook">weekly outlook</a>.</p>',
  });
  expect(created.statusCode).toBe(200);
  return created.json().data as { id: number };
}

describe('newsletter issues', () => {
  it('goes to confirmed subscribers only, from the newsletter sender, and joins the archive', async () => {
    const sender = await call('PUT', '/api/v1/admin/newsletter/sender', { userId: admin.userId });
    expect(sender.json().data).toMatchObject({ userId: admin.userId, from: expect.stringContaining(SENDER) });
    await subscriber('ada@readers.example');
    await subscriber('gone@readers.example');
    await subscriber('pending@readers.example', false);
    await subscriber('left@readers.example');
    const left = await t.database.db.orm
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'left@readers.example'));
    const leave = await t.app.inject({
      method: 'POST',
      url: `/api/v1/newsletter/preferences/${t.services.newsletter.subscriptions.preferencesToken(left[0]?.id ?? 0)}`,
      payload: { subscribed: false },
    });
    expect(leave.json().data.outcome).toBe('unsubscribed');

    const { id } = await issue('Weekly outlook: rates and risk');
    const test = await call('POST', `/api/v1/admin/newsletter/issues/${id}/test`);
    expect(test.json().data).toEqual({ sentTo: SENDER });
    const [testMail] = await smtp.waitFor(1);
    expect(testMail?.subject).toBe('[Test] Weekly outlook: rates and risk');

    const mark = await auditMark(t);
    const sent = await call('POST', `/api/v1/admin/newsletter/issues/${id}/send`, {});
    expect(sent.json().data).toMatchObject({ status: 'sent', slug: 'weekly-outlook-rates-and-risk', recipients: 2 });
    expect((await auditSince(t, mark)).map((entry) => [entry.action, entry.subjectLabel])).toEqual([
      ['newsletter-issue.sent', 'Weekly outlook: rates and risk'],
    ]);
    expect(await t.worker().deliverDue()).toEqual({ sent: 1, failed: 1, skipped: 0, retried: 0 });
    const delivered = (await smtp.waitFor(2)).slice(1);
    expect(delivered.map(to)).toEqual(['ada@readers.example']);
    const [mail] = delivered;
    expect(mail?.from?.text).toContain(SENDER);
    expect(mail?.text).toContain('Hi ada,');
    expect(mail?.text).toContain('you subscribed to the Meridian Trading Academy newsletter');
    expect(mail?.text).toMatch(/Manage preferences: http:\/\/127\.0\.0\.1:\d+\/newsletter\/preferences\?token=n\d+\./);
    expect(header(mail as ParsedMail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(await statusOf('gone@readers.example')).toBe('bounced');
    expect(await statusOf('pending@readers.example')).toBe('pending');

    // One click from the issue's List-Unsubscribe address: ada is unsubscribed, once.
    const unsubscribe = new URL((header(mail as ParsedMail, 'list-unsubscribe') ?? '').slice(1, -1));
    const oneClick = await t.app.inject({
      method: 'POST',
      url: unsubscribe.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('will not receive the Meridian Trading Academy newsletter again');
    expect(await statusOf('ada@readers.example')).toBe('unsubscribed');

    const archive = await t.app.inject({ method: 'GET', url: '/api/v1/newsletter/archive' });
    expect(archive.json().data).toEqual([expect.objectContaining({ slug: 'weekly-outlook-rates-and-risk' })]);
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/newsletter/archive/weekly-outlook-rates-and-risk' });
    expect(page.json().data.html).toContain('Hi trader,');
    expect(page.json().data.html).toContain('https://meridian.example/outlook');

    // Nobody confirmed is left: the next issue is refused and stays a draft, out of the archive.
    const next = await issue('Weekly outlook: nobody left');
    const refused = await call('POST', `/api/v1/admin/newsletter/issues/${next.id}/send`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(ISSUE_MESSAGES.noRecipients);
    expect((await call('GET', `/api/v1/admin/newsletter/issues/${next.id}`)).json().data.status).toBe('draft');
  });

  it('refuses bad input with the message the editor shows', async () => {
    const blank = await call('POST', '/api/v1/admin/newsletter/issues', { subject: ' ', html: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBe(ISSUE_MESSAGES.subjectRequired);
    const { id } = await call('POST', '/api/v1/admin/newsletter/issues', { subject: 'Empty', html: '' }).then(
      (r) => r.json().data as { id: number },
    );
    const empty = await call('POST', `/api/v1/admin/newsletter/issues/${id}/send`, {});
    expect(empty.json().message).toBe(ISSUE_MESSAGES.bodyRequired);
    const past = await call('POST', `/api/v1/admin/newsletter/issues/${id}/send`, { sendAt: '2020-01-01T00:00:00Z' });
    expect(past.json().message).toBe(ISSUE_MESSAGES.sendAtInPast);
    const notStaff = await call('PUT', '/api/v1/admin/newsletter/sender', { userId: 999_999 });
    expect(notStaff.json().message).toBe(ISSUE_MESSAGES.senderNotStaff);
  });
  it('schedules an issue: it is delivered and archived when its time comes', async () => {
    await subscriber('later@readers.example');
    const { id } = await issue('Weekly outlook: scheduled');
    const sendAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await call('POST', `/api/v1/admin/newsletter/issues/${id}/send`, { sendAt });
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', recipients: 0 });
    expect(await t.worker().deliverDue()).toEqual({ sent: 0, failed: 0, skipped: 0, retried: 0 });
    const slugs = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/v1/newsletter/archive' })).json().data as { slug: string }[]
      ).map((entry) => entry.slug);
    expect(await slugs()).not.toContain('weekly-outlook-scheduled');

    t.clock.advance(3_600_000);
    expect(await t.services.newsletter.issues.publishDue()).toBe(1);
    expect(await t.worker().deliverDue()).toEqual({ sent: 1, failed: 0, skipped: 0, retried: 0 });
    expect(to((await smtp.waitFor(3))[2] as ParsedMail)).toBe('later@readers.example');
    expect(await slugs()).toContain('weekly-outlook-scheduled');
  });

  it('cancels a schedule back to draft: nothing goes out, and it can be edited and scheduled again', async () => {
    await signInAgain();
    await subscriber('called-off@readers.example');
    const { id } = await issue('Weekly outlook: called off');
    const sendAt = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    expect((await call('POST', `/api/v1/admin/newsletter/issues/${id}/send`, { sendAt })).statusCode).toBe(200);
    const cancelled = await call('POST', `/api/v1/admin/newsletter/issues/${id}/unschedule`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'draft', sendAt: null, slug: null });
    const again = await call('POST', `/api/v1/admin/newsletter/issues/${id}/unschedule`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ISSUE_MESSAGES.cannotUnschedule);

    const before = smtp.messages.length;
    t.clock.advance(2 * 3_600_000);
    expect(await t.services.newsletter.issues.publishDue()).toBe(0);
    expect(await t.worker().deliverDue()).toEqual({ sent: 0, failed: 0, skipped: 0, retried: 0 });
    expect(smtp.messages).toHaveLength(before);
    await signInAgain();

    // A draft again: edited, then sent now (the slug is taken afresh), after which it cannot be called off.
    const edited = await call('PUT', `/api/v1/admin/newsletter/issues/${id}`, {
      subject: 'Weekly outlook: sent after all',
      html: '<p>Hi {{firstName|trader}}, here it is.</p>',
    });
    expect(edited.json().data.status).toBe('draft');
    const sent = await call('POST', `/api/v1/admin/newsletter/issues/${id}/send`, {});
    expect(sent.json().data).toMatchObject({ status: 'sent', slug: 'weekly-outlook-sent-after-all' });
    const late = await call('POST', `/api/v1/admin/newsletter/issues/${id}/unschedule`);
    expect(late.json().message).toBe(ISSUE_MESSAGES.cannotUnschedule);
    await t.worker().deliverDue();
    const mails = await smtp.waitFor(before + 1);
    expect(mails.slice(before).map((m) => m.subject)).toContain('Weekly outlook: sent after all');
  });
});
