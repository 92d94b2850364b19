import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RSVP_ADMIN_MESSAGES } from '@meridian/contracts/rsvp-admin';
import { startSmtpServer, type SmtpHarness } from '../../../test/smtp-harness';
import {
  createRsvpTestApp,
  createSession,
  mailsTo,
  openCheckout,
  paidRegistration,
  registered,
  status,
  registrationId,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';

/** The admin's RSVP and Sales operations, with system mail going out over a real SMTP session. */
let t: RsvpTestApp;
let smtp: SmtpHarness;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createRsvpTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Meridian Trading Academy <events@academy.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.admin, ...(payload ? { payload } : {}) });
const FULL_REFUND = { amount: '500', reason: 'Refunded by the admin' };

describe('admin RSVP and Sales', () => {
  it('emails the confirmation over SMTP with the invitation attached', async () => {
    const session = await createSession(t);
    await paidRegistration(t, session.id, 'smtp-guest@visitor.test', { timeZone: 'America/Chicago' });
    await t.services.mailer.idle();
    const [message] = (await smtp.waitFor(1)).filter((m) => m.to && JSON.stringify(m.to).includes('smtp-guest'));
    expect(message?.from?.text).toContain('events@academy.test');
    const invite = message?.attachments.find((a) => a.filename === 'invitation.ics');
    const ics = invite?.content.toString('utf8') ?? '';
    expect(ics).toContain('DTSTART;TZID=America/Chicago:');
    expect(ics).toContain('DURATION:PT90M');
    expect(ics).toMatch(/ORGANIZER;CN=Meridian Trading Academy:mailto:events@academy\.test/);
  });

  it('lists, searches and exports registrations; refunds and cancels them', async () => {
    const session = await createSession(t, { capacity: 3 });
    const { registration: paid } = await paidRegistration(t, session.id, 'csv-row@visitor.test', {
      lastName: 'Lovelace',
    });
    const pending = await registered(t, session.id, 'pending-row@visitor.test');
    await openCheckout(t, pending);

    const search = await admin('GET', `/api/v1/admin/rsvps?search=lovelace&sessionId=${session.id}`);
    expect(search.json().data.items.map((r: { email: string }) => r.email)).toEqual(['csv-row@visitor.test']);
    const csv = await admin('GET', `/api/v1/admin/rsvps/export.csv?sessionId=${session.id}&status=paid`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="rsvps-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Registration ID,Session ID,Session');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('csv-row@visitor.test');

    const rows = (await admin('GET', `/api/v1/admin/rsvps?sessionId=${session.id}`)).json().data.items as {
      id: number;
      email: string;
    }[];
    const idOf = (email: string) => rows.find((r) => r.email === email)?.id;
    const resend = await admin('POST', `/api/v1/admin/rsvps/${idOf('csv-row@visitor.test')}/resend`);
    expect(resend.statusCode).toBe(200);
    expect(await mailsTo(t, 'csv-row@visitor.test', 'rsvp.confirmation')).toHaveLength(2);
    const notPaid = await admin('POST', `/api/v1/admin/rsvps/${idOf('pending-row@visitor.test')}/refund`);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe(RSVP_ADMIN_MESSAGES.refundNotAllowed);

    const refund = await admin('POST', `/api/v1/admin/rsvps/${idOf('csv-row@visitor.test')}/refund`);
    expect(refund.json().data.status).toBe('refunded');
    expect((await admin('POST', `/api/v1/admin/rsvps/${idOf('csv-row@visitor.test')}/refund`)).statusCode).toBe(409);
    expect((await status(t, paid.reference)).status).toBe('refunded');
    expect(await mailsTo(t, 'csv-row@visitor.test', 'rsvp.refund')).toHaveLength(1);

    const cancel = await admin('POST', `/api/v1/admin/rsvps/${idOf('pending-row@visitor.test')}/cancel`);
    expect(cancel.json().data.status).toBe('cancelled');
  });

  it('totals payments by period and refunds a payment from Sales', async () => {
    const session = await createSession(t);
    await paidRegistration(t, session.id, 'sales-1@visitor.test');
    const { registration: second } = await paidRegistration(t, session.id, 'sales-2@visitor.test');
    // Days are the business's (the KPI setting, America/New_York by default), as on the KPI page.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(t.clock.now());
    const summary = (await admin('GET', `/api/v1/admin/payments/summary?period=day&from=${day}&to=${day}`)).json().data;
    expect(summary.timeZone).toBe('America/New_York');
    expect(summary.totals.count).toBeGreaterThanOrEqual(2);
    expect(summary.periods[0]).toMatchObject({ start: day });
    const { grossCents, refundedCents, commissionsCents, netCents } = summary.totals;
    expect(netCents).toBe(grossCents - refundedCents - commissionsCents);
    const kpi = (await admin('GET', `/api/v1/admin/kpi?from=${day}&to=${day}&compare=none`)).json().data;
    expect(kpi.totals.revenue.netCents).toBe(netCents);
    const list = (await admin('GET', '/api/v1/admin/payments?search=sales-2')).json().data as { id: number }[];
    expect(list).toHaveLength(1);
    const refunded = await admin('POST', `/api/v1/admin/payments/${list[0]?.id}/refund`, FULL_REFUND);
    expect(refunded.json().data).toMatchObject({
      status: 'refunded',
      refundedCents: 50_000,
      provider: 'test',
      kind: 'rsvp_seat',
      registrationId: await registrationId(t, second.reference),
    });
    // The seat's handler reacted to the ledger: registration refunded, attendee told once.
    expect((await status(t, second.reference)).status).toBe('refunded');
    expect(await mailsTo(t, 'sales-2@visitor.test', 'rsvp.refund')).toHaveLength(1);
    expect((await admin('POST', `/api/v1/admin/payments/${list[0]?.id}/refund`, FULL_REFUND)).statusCode).toBe(409);
    const csv = (await admin('GET', '/api/v1/admin/payments/export.csv?search=sales-2')).body.replace(/^\uFEFF/, '');
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toMatch(/^Payment ID,Paid at \(UTC\),Kind,Description,/);
    expect(row?.split(',')[2]).toBe('Seat');
    const after = (await admin('GET', `/api/v1/admin/payments/summary?period=day&from=${day}&to=${day}`)).json().data;
    expect(after.totals.refundedCents).toBe(summary.totals.refundedCents + 50_000);
    expect(after.totals.netCents).toBe(netCents - 50_000);
    const badRange = await admin('GET', '/api/v1/admin/payments/summary?from=2026-02-01&to=2026-01-01');
    expect(badRange.statusCode).toBe(422);
  });

  it('cancelling a session refunds the paid, releases the pending and tells everyone', async () => {
    const session = await createSession(t, { capacity: 4 });
    const { registration: paid } = await paidRegistration(t, session.id, 'paid-guest@visitor.test');
    const pending = await registered(t, session.id, 'pending-guest@visitor.test');
    await openCheckout(t, pending);
    await t.settleEvents();
    const before = (await admin('GET', '/api/v1/admin/changes')).json().data.version;
    const res = await admin('DELETE', `/api/v1/calendar/${session.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      refunded: 1,
      released: 1,
      refundFailures: 0,
      session: { status: 'cancelled' },
    });
    expect((await status(t, paid.reference)).status).toBe('refunded');
    expect((await status(t, pending.reference)).status).toBe('cancelled');
    expect(await mailsTo(t, 'paid-guest@visitor.test', 'rsvp.session-cancelled')).toHaveLength(1);
    expect(await mailsTo(t, 'pending-guest@visitor.test', 'rsvp.session-cancelled')).toHaveLength(1);
    // The change marker is moved by a subscriber, once the events are delivered.
    await t.settleEvents();
    expect((await admin('GET', '/api/v1/admin/changes')).json().data.version).not.toBe(before);
    const calendar = (await t.app.inject({ method: 'GET', url: '/api/v1/calendar' })).json().data as { id: number }[];
    expect(calendar.some((s) => s.id === session.id)).toBe(false);
    expect((await admin('DELETE', `/api/v1/calendar/${session.id}`)).statusCode).toBe(409);
  });
});
