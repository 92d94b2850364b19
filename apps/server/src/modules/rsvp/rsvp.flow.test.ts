import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import { SESSION_MESSAGES } from '@meridian/contracts/webinars';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCheckouts } from '../../adapters/payments/local/test-checkouts.tables';
import { payments } from '../payments/payments.tables';
import { referralCodeOf } from '../../../test/contacts-harness';
import {
  createRsvpTestApp,
  createSession,
  mailsTo,
  openCheckout,
  paidRegistration,
  register,
  registered,
  registrationId,
  sessionInput,
  status,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';

let t: RsvpTestApp;
beforeAll(async () => {
  t = await createRsvpTestApp();
});
afterAll(() => t.close());

describe('Manage Events', () => {
  it('creates a session from wall-clock time in its zone and lists it on the public calendar', async () => {
    const input = { ...sessionInput(t), date: '2031-01-15', time: '19:00', timezone: 'America/New_York' };
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/calendar', headers: t.admin, payload: input });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json().data;
    expect(session).toMatchObject({
      date: '2031-01-15',
      time: '19:00',
      startsAt: '2031-01-16T00:00:00.000Z',
      priceCents: 50_000,
      capacity: 10,
      seatsLeft: 10,
      status: 'scheduled',
    });
    const calendar = (await t.app.inject({ method: 'GET', url: '/api/v1/calendar' })).json().data as { id: number }[];
    expect(calendar.find((s) => s.id === session.id)).toMatchObject({ seatsLeft: 10, timezone: 'America/New_York' });
  });

  it('refuses bad input with one message per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/calendar',
      headers: t.admin,
      payload: {
        ...sessionInput(t),
        title: ' ',
        capacity: 0,
        joinUrl: 'http://insecure.example.com',
        timezone: 'Mars/Base',
      },
    });
    expect(res.statusCode).toBe(422);
    const messages = Object.fromEntries(
      (res.json().errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
    );
    expect(messages).toEqual({
      title: SESSION_MESSAGES.title,
      capacity: SESSION_MESSAGES.capacity,
      joinUrl: SESSION_MESSAGES.joinUrl,
      timezone: SESSION_MESSAGES.timezone,
    });
    const past = await t.app.inject({
      method: 'POST',
      url: '/api/v1/calendar',
      headers: t.admin,
      payload: sessionInput(t, { hoursAhead: -2 }),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe(SESSION_MESSAGES.past);
  });

  it('will not shrink capacity below the seats already taken', async () => {
    const session = await createSession(t, { capacity: 3 });
    await registered(t, session.id, 'holder-1@visitor.test');
    await registered(t, session.id, 'holder-2@visitor.test');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/calendar/${session.id}`,
      headers: t.admin,
      payload: { ...sessionInput(t), date: session.date, time: session.time, capacity: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(SESSION_MESSAGES.capacityBelowTaken(2));
  });
});

describe('the visitor pays for a seat', () => {
  it('validates the RSVP form field by field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/register', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(422);
    const paths = (res.json().errors as { path: string; message: string }[]).map((e) => `${e.path}: ${e.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        `firstName: ${RSVP_MESSAGES.firstName}`,
        `lastName: ${RSVP_MESSAGES.lastName}`,
        `email: ${RSVP_MESSAGES.email}`,
        `date: ${RSVP_MESSAGES.date}`,
        `termsAgreed: ${RSVP_MESSAGES.terms}`,
      ]),
    );
  });

  it('holds a seat, opens the TEST MODE checkout, and fulfils exactly once when paid', async () => {
    const session = await createSession(t, { capacity: 5 });
    const registration = await registered(t, session.id, 'ada@visitor.test', { timeZone: 'Europe/London' });
    expect(registration).toMatchObject({ status: 'pending', amountCents: 50_000, affiliateId: 0 });
    const url = await openCheckout(t, registration);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/checkout/test/cs_test_local_`));
    // Posting the same data again answers the same checkout.
    expect(await openCheckout(t, registration)).toBe(url);
    const id = url.split('/').pop() ?? '';
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/test-checkout/${id}` })).json().data;
    expect(view).toMatchObject({ status: 'open', amountCents: 50_000, customerEmail: 'ada@visitor.test' });

    const pays = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${id}/pay` })),
    );
    expect(pays.map((p) => p.statusCode).sort()).toEqual([200, 409, 409]);
    expect(pays.find((p) => p.statusCode === 200)?.json().data.redirectUrl).toBe(
      `${t.config.publicUrl}/rsvp/success?reference=${registration.reference}`,
    );
    expect((await status(t, registration.reference)).status).toBe('paid');
    // The checkout carried the seat's kind; the ledger holds one payment for the registration.
    const orm = t.database.db.orm;
    const [checkout] = await orm.select().from(testCheckouts).where(eq(testCheckouts.id, id));
    expect(checkout?.metadata).toMatchObject({ kind: 'rsvp_seat', reference: registration.reference });
    expect(await orm.select().from(payments).where(eq(payments.checkoutSessionId, id))).toEqual([
      expect.objectContaining({
        kind: 'rsvp_seat',
        subjectType: 'registration',
        subjectId: String(await registrationId(t, registration.reference)),
        provider: 'test',
        amountCents: 50_000,
      }),
    ]);
    const confirmations = await mailsTo(t, 'ada@visitor.test', 'rsvp.confirmation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.attachments[0]?.content).toContain('TZID=Europe/London');
    // The personal join link, never the meeting's own address (docs/product.md, Joining a session).
    expect(confirmations[0]?.textBody).toMatch(/http:\/\/127\.0\.0\.1:0\/j\/[0-9a-z]+[A-Za-z0-9_-]{22}\n/);
    expect(confirmations[0]?.textBody).not.toContain('meet.example.com');

    const rsvps = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/rsvps?sessionId=${session.id}`,
      headers: t.admin,
    });
    expect(rsvps.json().data.items).toEqual([
      expect.objectContaining({ email: 'ada@visitor.test', status: 'paid', sessionId: session.id, affiliateId: 0 }),
    ]);
    const seats = (await t.app.inject({ method: 'GET', url: '/api/v1/calendar' }))
      .json()
      .data.find((s: { id: number }) => s.id === session.id);
    expect(seats.seatsLeft).toBe(4);
  });

  it('an email that already paid for the session is refused', async () => {
    const session = await createSession(t, { capacity: 2 });
    await paidRegistration(t, session.id, 'paid-once@visitor.test');
    const res = await register(t, session.id, 'PAID-once@visitor.test');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RSVP_MESSAGES.alreadyRegistered);
  });

  it('records the referring affiliate and passes it to the checkout; an unknown one counts as none', async () => {
    const affiliate = await t.services.users.provision({
      email: 'partner@affiliate.test',
      password: 'affiliate passphrase',
      firstName: 'Pat',
      lastName: 'Partner',
      roleIds: [3],
    });
    const session = await createSession(t);
    const affiliateId = await referralCodeOf(t, affiliate.id);
    const referred = await registered(t, session.id, 'referred@visitor.test', { affiliateId });
    expect(referred.affiliateId).toBe(affiliate.id);
    // The admin's list names the affiliate; nobody referred reads as none.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/rsvps?search=referred%40',
      headers: t.admin,
    });
    expect(listed.json().data.items[0]).toMatchObject({ affiliateId: affiliate.id, affiliateName: 'Pat Partner' });
    const url = await openCheckout(t, referred);
    const id = url.split('/').pop() ?? '';
    const checkout = await t.services.gateway.retrieveCheckout(id);
    expect(checkout.metadata).toMatchObject({ affiliateId: String(affiliate.id), reference: referred.reference });
    const stranger = await registered(t, session.id, 'stranger@visitor.test', { affiliateId: 987_654 });
    expect(stranger.affiliateId).toBe(0);
  });

  it('the visitor walking away from checkout frees the seat at once and the registration reads cancelled', async () => {
    const session = await createSession(t, { capacity: 1 });
    const registration = await registered(t, session.id, 'walker@visitor.test');
    await openCheckout(t, registration);
    expect((await register(t, session.id, 'next@visitor.test')).statusCode).toBe(409);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/register/${registration.reference}/release` });
    // Cancelled by the visitor, not expired (docs/product.md, Webinar seats): the admin's list says so too.
    expect(res.json().data.status).toBe('cancelled');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/rsvps?search=walker%40visitor.test',
      headers: t.admin,
    });
    expect(listed.json().data.items.map((row: { status: string }) => row.status)).toEqual(['cancelled']);
    expect((await register(t, session.id, 'next@visitor.test')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown reference and a cancelled or past session cannot be booked', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/register/7d0a7f5e-3c4b-4f7a-9d1e-0a1b2c3d4e5f' });
    expect(unknown.statusCode).toBe(404);
    const session = await createSession(t);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/calendar/${session.id}`, headers: t.admin });
    const res = await register(t, session.id, 'late@visitor.test');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RSVP_MESSAGES.sessionClosed);
  });
});
