import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRsvpTestApp,
  createSession,
  mailsTo,
  moveClockTo,
  paidSeatWithLink,
  published,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';
import { attendance, joinLinks } from './attendance.tables';

/** Personal join links (docs/product.md, Joining a session), driven through the app on a real database. */
let t: RsvpTestApp;

beforeAll(async () => {
  t = await createRsvpTestApp();
});
afterAll(() => t.close());

const MEETING = 'https://meet.example.com/webinar-room';
const MINUTE = 60_000;
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

let seats = 0;
/** A paid seat on `sessionId` and the join link its confirmation carries. */
const paidSeat = (sessionId: number) => paidSeatWithLink(t, sessionId, `joiner-${++seats}@visitor.test`);

const open = (token: string, from = '10.9.0.1', userAgent = DESKTOP) =>
  t.app.inject({ method: 'GET', url: `/j/${token}`, remoteAddress: from, headers: { 'user-agent': userAgent } });
const status = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/join/${token}` });

const moveTo = (at: Date) => moveClockTo(t, at);

describe('the personal join link', () => {
  it('is one unguessable link per seat, in the confirmation, every reminder and the invitation; never the meeting', async () => {
    const session = await createSession(t, { hoursAhead: 30 });
    const seat = await paidSeat(session.id);
    const other = await paidSeat(session.id);
    expect(seat.token).not.toBe(other.token);

    const [confirmation] = await mailsTo(t, seat.email, 'rsvp.confirmation');
    const ics = confirmation?.attachments[0]?.content.replace(/\r\n /g, '') ?? '';
    expect(ics).toContain(`URL:http://127.0.0.1:0/j/${seat.token}`);
    for (const text of [confirmation?.textBody, confirmation?.htmlBody, ics]) expect(text).not.toContain(MEETING);

    // Both reminders carry the same link; the seat still has one link, made once.
    moveTo(new Date(Date.parse(session.startsAt) - 23 * 60 * MINUTE));
    await t.services.rsvp.tasks.sendReminders();
    moveTo(new Date(Date.parse(session.startsAt) - 50 * MINUTE));
    await t.services.rsvp.tasks.sendReminders();
    const reminders = await mailsTo(t, seat.email, 'rsvp.reminder');
    expect(reminders).toHaveLength(2);
    for (const reminder of reminders) {
      expect(reminder.textBody).toContain(`/j/${seat.token}`);
      expect(reminder.textBody).toContain('This join link is just for you, so please keep it to yourself.');
      expect(reminder.textBody).not.toContain(MEETING);
    }
    const rows = await t.database.db.orm.select().from(joinLinks).where(eq(joinLinks.registrationId, seat.id));
    expect(rows).toHaveLength(1);
    // The database holds no token: neither the whole nor its signature.
    expect(JSON.stringify(rows)).not.toContain(seat.token.slice(-22));

    // A token altered anywhere, or another seat's id with this signature, names no link.
    const flipped = seat.token.slice(0, -1) + (seat.token.endsWith('A') ? 'B' : 'A');
    const borrowed = other.token.slice(0, -22) + seat.token.slice(-22);
    for (const token of [flipped, borrowed, 'zz' + seat.token.slice(-22), 'not-a-token']) {
      expect((await status(token)).statusCode).toBe(token === 'not-a-token' ? 422 : 404);
    }
    const answer = await status(seat.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('meet.example.com');
  });

  it('waits before the doors open, leads into the meeting while they are open, and says when it ended', async () => {
    const session = await createSession(t, { hoursAhead: 6, durationMinutes: 60, doorsOpenMinutes: 20 });
    const seat = await paidSeat(session.id);
    const startsAt = Date.parse(session.startsAt);

    const early = await open(seat.token);
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toBe(`/join?t=${seat.token}`);
    expect(early.headers['cache-control']).toBe('no-store');
    expect((await status(seat.token)).json().data).toMatchObject({
      state: 'waiting',
      title: session.title,
      doorsOpenAt: new Date(startsAt - 20 * MINUTE).toISOString(),
      doorsCloseAt: new Date(startsAt + 90 * MINUTE).toISOString(),
    });
    const calendar = await t.app.inject({ method: 'GET', url: `/api/v1/join/${seat.token}/invitation.ics` });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toContain('text/calendar');
    expect(calendar.body.replace(/\r\n /g, '')).toContain(`URL:http://127.0.0.1:0/j/${seat.token}`);

    moveTo(new Date(startsAt - 20 * MINUTE));
    const doors = await open(seat.token);
    expect(doors.statusCode).toBe(302);
    expect(doors.headers.location).toBe(MEETING);
    expect(doors.headers['referrer-policy']).toBe('no-referrer');
    expect((await status(seat.token)).json().data.state).toBe('open');

    // Open until the end plus the 30-minute grace period.
    moveTo(new Date(startsAt + 89 * MINUTE));
    expect((await open(seat.token)).statusCode).toBe(302);
    moveTo(new Date(startsAt + 90 * MINUTE));
    expect((await open(seat.token)).statusCode).toBe(303);
    expect((await status(seat.token)).json().data.state).toBe('ended');
    const [row] = await t.database.db.orm.select().from(attendance).where(eq(attendance.registrationId, seat.id));
    expect(row?.joinCount).toBe(2);
  });

  it('counts every one of many opens at once, with first and last time and device, and publishes attended once', async () => {
    const session = await createSession(t, { hoursAhead: 3, doorsOpenMinutes: 30 });
    const seat = await paidSeat(session.id);
    moveTo(new Date(Date.parse(session.startsAt) - 10 * MINUTE));
    const first = t.clock.now();
    const answers = await Promise.all(Array.from({ length: 12 }, () => open(seat.token, '10.9.1.1', DESKTOP)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(302));
    t.clock.advance(MINUTE);
    expect((await open(seat.token, '10.9.1.1', PHONE)).statusCode).toBe(302);
    await t.settleEvents();

    const [row] = await t.database.db.orm.select().from(attendance).where(eq(attendance.registrationId, seat.id));
    expect(row).toMatchObject({ joinCount: 13, device: 'mobile', firstJoinedAt: first });
    expect(row?.lastJoinedAt?.getTime()).toBe(first.getTime() + MINUTE);
    const attended = (await published(t, 'rsvp.attended')).filter((e) => e.registrationId === seat.id);
    expect(attended).toEqual([{ registrationId: seat.id, sessionId: session.id, via: 'link' }]);
  });

  it('flags a link opened by more than 3 visitors in 10 minutes; the admin revokes it and mails a fresh one', async () => {
    const session = await createSession(t, { hoursAhead: 2, doorsOpenMinutes: 60 });
    const seat = await paidSeat(session.id);
    moveTo(new Date(Date.parse(session.startsAt) - 30 * MINUTE));
    const attendee = async () => {
      await t.renewAdmin();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/sessions/${session.id}/attendance`,
        headers: t.admin,
      });
      return (res.json().data.attendees as { registrationId: number; sharedAt: string | null }[]).find(
        (a) => a.registrationId === seat.id,
      );
    };
    // The same person on two devices and again later is no share; a fourth visitor within 10 minutes is.
    await open(seat.token, '10.9.2.1', DESKTOP);
    await open(seat.token, '10.9.2.1', PHONE);
    await open(seat.token, '10.9.2.2', DESKTOP);
    t.clock.advance(11 * MINUTE);
    await open(seat.token, '10.9.2.3', DESKTOP);
    await open(seat.token, '10.9.2.1', DESKTOP);
    expect((await attendee())?.sharedAt).toBeNull();
    await open(seat.token, '10.9.2.4', DESKTOP);
    await open(seat.token, '10.9.2.5', DESKTOP);
    expect((await attendee())?.sharedAt).toBe(t.clock.now().toISOString());

    await t.renewAdmin();
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/rsvps/${seat.id}/join-link`,
      headers: t.admin,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data).toMatchObject({ revokedLinks: 1, joinCount: 7, attended: true });
    expect((await open(seat.token)).statusCode).toBe(303);
    expect((await status(seat.token)).json().data.state).toBe('replaced');

    const [mail] = await mailsTo(t, seat.email, 'rsvp.join-link');
    const fresh = /\/j\/([0-9a-z]+[A-Za-z0-9_-]{22})\n/.exec(mail?.textBody ?? '')?.[1] ?? '';
    expect(fresh).not.toBe(seat.token);
    expect(mail?.attachments[0]?.content.replace(/\r\n /g, '')).toContain(`/j/${fresh}`);
    expect((await open(fresh)).headers.location).toBe(MEETING);
    expect((await attendee())?.sharedAt).not.toBeNull();
  });

  it('stops working for a seat that is refunded', async () => {
    const session = await createSession(t, { hoursAhead: 50 });
    const seat = await paidSeat(session.id);
    await t.renewAdmin();
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/rsvps/${seat.id}/refund`,
      headers: t.admin,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await status(seat.token)).json().data.state).toBe('cancelled');
    const calendar = await t.app.inject({ method: 'GET', url: `/api/v1/join/${seat.token}/invitation.ics` });
    expect(calendar.statusCode).toBe(404);
  });
});
