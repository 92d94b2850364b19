import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_REQUEST_MESSAGES } from '@meridian/contracts/contact-requests';
import { FORM_GUARD } from '@meridian/contracts/form-guard';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import { createRsvpTestApp, type RsvpTestApp } from '../../../test/rsvp-harness';
import { api, senderOf } from '../../../test/contacts-harness';
import { filledFormToken } from '../../../test/form-guard-harness';
import { contactRequests } from './contact-requests.tables';
import { FORM_RATE_PER_MINUTE } from './contact-requests.routes';

/** The /consultation and /support forms, the admin's inbox and replies over a real SMTP session. */
let t: RsvpTestApp;
let smtp: SmtpHarness;
let ip = 0;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createRsvpTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Meridian <team@academy.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  kind: 'support',
  name: 'Grace Hopper',
  email: 'Grace@Visitor.test',
  phone: '+1 (555) 010-2030',
  topic: 'Payments and refunds',
  message: 'I was charged twice for the session on the 4th.\nCan you check?',
  consent: true,
  website: '',
  ...overrides,
});
/**
 * Each call from its own address unless told otherwise, so the rate limit decides only its own test;
 * with a guard token the page got a few seconds earlier unless the body brings its own.
 */
const send = async (body: object, from = `10.1.0.${(ip += 1)}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/form',
    payload: 'formToken' in body ? body : { ...body, formToken: await filledFormToken(t) },
    remoteAddress: from,
  });
async function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  await t.renewAdmin();
  return t.app.inject({ method, url, headers: t.admin, ...(payload ? { payload } : {}) });
}
const stored = () => t.database.db.orm.select().from(contactRequests);

describe('contact requests', () => {
  it('stores a support request, shows it in the inbox, and emails the admin reply', async () => {
    const answer = await send(form());
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toEqual({ message: CONTACT_REQUEST_MESSAGES.sent });

    const inbox = (await admin('GET', '/api/v1/admin/contact-requests?kind=support')).json().data;
    expect(inbox.newCount).toBeGreaterThanOrEqual(1);
    const request = inbox.items.find((item: { email: string }) => item.email === 'grace@visitor.test');
    expect(request).toMatchObject({ status: 'new', topic: 'Payments and refunds', phone: '+1 (555) 010-2030' });

    const replied = await admin('POST', `/api/v1/admin/contact-requests/${request.id}/reply`, {
      body: 'Thanks, Grace. We refunded the second charge today; it shows in 5 to 10 days.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({
      status: 'answered',
      replies: [{ authorName: 'Events Admin, Meridian Trading Academy' }],
    });
    await t.services.mailer.idle();
    const mails = await smtp.waitFor(1);
    const mail = mails.find((m) => JSON.stringify(m.to).includes('grace@visitor.test'));
    expect(mail?.subject).toBe('Re: Payments and refunds (Meridian Trading Academy)');
    expect(mail?.from?.text).toContain('team@academy.test');
    expect(mail?.text).toContain('We refunded the second charge today');
    expect(mail?.text).toContain('I was charged twice');

    const closed = await admin('PUT', `/api/v1/admin/contact-requests/${request.id}/status`, { status: 'closed' });
    expect(closed.json().data.status).toBe('closed');
    const refused = await admin('POST', `/api/v1/admin/contact-requests/${request.id}/reply`, {
      body: 'One more thing',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CONTACT_REQUEST_MESSAGES.closed);
  });

  it('turns a consultation request into a tagged contact of every enabled Sales user', async () => {
    const first = await senderOf(t, 'sally@academy.test', 'Sales');
    const second = await senderOf(t, 'sid@academy.test', 'Sales');
    const marketer = await senderOf(t, 'mia@academy.test', 'EmailMarketing');
    await api(t, second, 'POST', '/api/v1/contacts', { email: 'lin@visitor.test', firstName: 'Lin', tags: ['vip'] });
    const answer = await send(
      form({ kind: 'consultation', name: 'Lin Wei Chen', email: 'lin@visitor.test', topic: 'My learning path' }),
    );
    expect(answer.statusCode).toBe(201);
    const contactsOf = async (sender: typeof first) =>
      (await api(t, sender, 'GET', '/api/v1/contacts?search=lin%40visitor')).data as {
        items: { email: string; firstName: string; lastName: string; tags: string[] }[];
      };
    expect((await contactsOf(first)).items).toEqual([
      expect.objectContaining({
        email: 'lin@visitor.test',
        firstName: 'Lin',
        lastName: 'Wei Chen',
        tags: ['consultation'],
      }),
    ]);
    expect((await contactsOf(second)).items).toEqual([
      expect.objectContaining({ firstName: 'Lin', tags: ['vip', 'consultation'] }),
    ]);
    expect((await contactsOf(marketer)).items).toEqual([]);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = (await stored()).length;
    const answer = await send(
      form({
        name: ' ',
        email: 'nope',
        phone: '12',
        topic: 'Webinar access',
        kind: 'consultation',
        message: '',
        consent: false,
      }),
    );
    expect(answer.statusCode).toBe(422);
    const errors = Object.fromEntries(
      (answer.json().errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    );
    expect(errors).toMatchObject({
      name: CONTACT_REQUEST_MESSAGES.name,
      email: CONTACT_REQUEST_MESSAGES.email,
      phone: CONTACT_REQUEST_MESSAGES.phone,
      message: CONTACT_REQUEST_MESSAGES.message,
      consent: CONTACT_REQUEST_MESSAGES.consent,
    });
    const wrongTopic = await send(form({ kind: 'consultation', topic: 'Webinar access' }));
    expect(wrongTopic.json().errors).toEqual([{ path: 'topic', message: CONTACT_REQUEST_MESSAGES.topic }]);
    expect((await stored()).length).toBe(before);
  });

  it('answers a honeypot-filled form as sent and stores nothing; asks a too-quick sender to send again', async () => {
    const before = (await stored()).length;
    const bot = await send(form({ email: 'bot@spam.test', website: 'https://spam.test' }));
    expect(bot.statusCode).toBe(201);
    expect(bot.json().data).toEqual({ message: CONTACT_REQUEST_MESSAGES.sent });
    const issued = (await t.app.inject({ method: 'GET', url: '/api/v1/form-guard' })).json().data.token as string;
    t.clock.advance(FORM_GUARD.minFillMs - 500);
    const quick = await send(form({ email: 'quick@visitor.test', formToken: issued }));
    expect(quick.statusCode).toBe(422);
    expect(quick.json().message).toBe(FORM_GUARD.tooFast);
    expect((await stored()).length).toBe(before);
  });

  it('judges the time by a token the server issued with the form, never by what the browser reports', async () => {
    const before = (await stored()).length;
    // A browser's own claim of how long the form was open counts for nothing.
    const claimed = await send(form({ email: 'claims@visitor.test', elapsedMs: 60_000, formToken: undefined }));
    expect(claimed.statusCode).toBe(422);
    expect(claimed.json().message).toBe(FORM_GUARD.unchecked);
    // Nor does a token with an issue time of the sender's choosing.
    const earlier = String(t.clock.now().getTime() - 60_000);
    const issued = (await t.app.inject({ method: 'GET', url: '/api/v1/form-guard' })).json().data.token as string;
    const forged = await send(form({ email: 'forged@visitor.test', formToken: `${earlier}.${issued.split('.')[1]}` }));
    expect(forged.statusCode).toBe(422);
    expect(forged.json().message).toBe(FORM_GUARD.unchecked);
    expect((await stored()).length).toBe(before);

    t.clock.advance(FORM_GUARD.minFillMs);
    expect((await send(form({ email: 'person@visitor.test', formToken: issued }))).statusCode).toBe(201);
    // A page left open longer than a token lives is asked to send again.
    t.clock.advance(FORM_GUARD.maxAgeMs);
    const stale = await send(form({ email: 'stale@visitor.test', formToken: issued }));
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe(FORM_GUARD.stale);
    expect((await stored()).length).toBe(before + 1);
  });

  it('limits one address to a few requests a minute with a clear 429', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < FORM_RATE_PER_MINUTE; i += 1) {
      expect((await send(form({ email: `n${i}@visitor.test` }), from)).statusCode).toBe(201);
    }
    const limited = await send(form({ email: 'late@visitor.test' }), from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds? and try again\.$/);
    expect((await stored()).some((row) => row.email === 'late@visitor.test')).toBe(false);
  });

  it('keeps the inbox for admins', async () => {
    const sales = await senderOf(t, 'sam-inbox@academy.test', 'Sales');
    expect((await api(t, sales, 'GET', '/api/v1/admin/contact-requests')).status).toBe(403);
    expect((await admin('POST', '/api/v1/admin/contact-requests/999999/reply', { body: 'Hello' })).statusCode).toBe(
      404,
    );
  });
});
