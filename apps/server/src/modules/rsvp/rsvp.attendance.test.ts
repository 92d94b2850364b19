import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRsvpTestApp,
  createSession,
  mailsTo,
  paidRegistration,
  published,
  registered,
  registrationId,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';

/** Attendance in the admin's RSVP section (docs/product.md, Attendance), on a real database. */
let t: RsvpTestApp;

beforeAll(async () => {
  t = await createRsvpTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function admin(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  await t.renewAdmin();
  return t.app.inject({ method, url, headers: t.admin, payload });
}

async function seat(sessionId: number, email: string, lastName: string) {
  const { registration } = await paidRegistration(t, sessionId, email, { lastName });
  const [mail] = await mailsTo(t, email, 'rsvp.confirmation');
  const token = /\/j\/([0-9a-z]+[A-Za-z0-9_-]{22})\n/.exec(mail?.textBody ?? '')?.[1] ?? '';
  return { id: await registrationId(t, registration.reference), token };
}

describe('attendance', () => {
  it('figures, each attendee, marks by hand, the CSV, and attended/missed published once each', async () => {
    const session = await createSession(t, { hoursAhead: 4, durationMinutes: 60, doorsOpenMinutes: 15 });
    const joiner = await seat(session.id, 'joiner@attend.test', 'Zeta');
    const byHand = await seat(session.id, 'by-hand@attend.test', 'Alpha');
    const absent = await seat(session.id, 'absent@attend.test', 'Mu');
    await registered(t, session.id, 'still-paying@attend.test');

    const start = Date.parse(session.startsAt);
    t.clock.advance(start - 5 * MINUTE - t.clock.now().getTime());
    const join = await t.app.inject({ method: 'GET', url: `/j/${joiner.token}`, headers: { 'user-agent': 'iPad' } });
    expect(join.statusCode).toBe(302);

    // Marked twice: one attended event; a seat that joined by link cannot be unmarked.
    for (let i = 0; i < 2; i++) {
      const mark = await admin('PUT', `/api/v1/admin/rsvps/${byHand.id}/attendance`, { attended: true });
      expect(mark.statusCode, mark.body).toBe(200);
      expect(mark.json().data).toMatchObject({ attended: true, markedByHand: true, joinCount: 0 });
    }
    const refused = await admin('PUT', `/api/v1/admin/rsvps/${joiner.id}/attendance`, { attended: false });
    expect(refused.statusCode).toBe(409);
    const pending = await registered(t, session.id, 'not-paid@attend.test');
    const notPaid = await admin('PUT', `/api/v1/admin/rsvps/${await registrationId(t, pending.reference)}/attendance`, {
      attended: true,
    });
    expect(notPaid.statusCode).toBe(409);

    const view = await admin('GET', `/api/v1/admin/sessions/${session.id}/attendance`);
    expect(view.statusCode, view.body).toBe(200);
    const data = view.json().data;
    expect(data.figures).toEqual({
      registered: 5,
      paid: 3,
      joined: 1,
      attended: 2,
      attendanceRate: 2 / 3,
      replayWatched: 0,
    });
    // Newest booking first.
    expect(data.attendees.map((a: { lastName: string }) => a.lastName)).toEqual(['Mu', 'Alpha', 'Zeta']);
    expect(data.nextCursor).toBeNull();
    expect(data.attendees[2]).toMatchObject({
      registrationId: joiner.id,
      email: 'joiner@attend.test',
      attended: true,
      markedByHand: false,
      joinCount: 1,
      device: 'tablet',
      firstJoinedAt: t.clock.now().toISOString(),
      lastJoinedAt: t.clock.now().toISOString(),
      sharedAt: null,
      revokedLinks: 0,
    });
    expect(data.attendees[0]).toMatchObject({ attended: false, joinCount: 0, device: null, firstJoinedAt: null });
    expect(JSON.stringify(data)).not.toContain('meet.example.com');

    const csv = await admin('GET', `/api/v1/admin/attendance.csv?sessionId=${session.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attendance-session-\d+-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Registration ID,First name,Last name,Email,Attended,Marked by hand,First joined (UTC),Last joined (UTC),Joins,Device,Shared link flagged (UTC),Links revoked,' +
        'Booked (UTC),First watched replay (UTC),Replay views',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(
      new RegExp(`^${byHand.id},Grace,Alpha,by-hand@attend.test,yes,yes,,,0,,,0,\\d{4}-[^,]+Z,,0$`),
    );
    expect(lines[3]).toContain(`${joiner.id},Grace,Zeta,joiner@attend.test,yes,no,${t.clock.now().toISOString()}`);

    // The hand mark taken back: not attended any more, and no second event when it is marked again.
    expect((await admin('PUT', `/api/v1/admin/rsvps/${byHand.id}/attendance`, { attended: false })).statusCode).toBe(
      200,
    );
    expect((await admin('PUT', `/api/v1/admin/rsvps/${byHand.id}/attendance`, { attended: true })).statusCode).toBe(
      200,
    );
    const attended = (await published(t, 'rsvp.attended')).filter((e) => e.sessionId === session.id);
    expect(attended).toEqual([
      { registrationId: joiner.id, sessionId: session.id, via: 'link' },
      { registrationId: byHand.id, sessionId: session.id, via: 'hand' },
    ]);

    // Missed is decided when the doors close (the end plus 30 minutes), once.
    const missedOf = async () => (await published(t, 'rsvp.missed')).filter((e) => e.sessionId === session.id);
    t.clock.advance(start + 89 * MINUTE - t.clock.now().getTime());
    await t.services.rsvp.attendance.decideMissed();
    expect(await missedOf()).toEqual([]);
    t.clock.advance(MINUTE);
    await t.services.rsvp.attendance.decideMissed();
    await t.services.rsvp.attendance.decideMissed();
    expect(await missedOf()).toEqual([{ registrationId: absent.id, sessionId: session.id }]);
  });

  it('pages the paid seats with the keyset cursor, keeps the figures whole, and exports every seat', async () => {
    const session = await createSession(t, { hoursAhead: 8 });
    const ids: number[] = [];
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      ids.push((await seat(session.id, `${name.toLowerCase()}@paging.test`, name)).id);
    }
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const query: string = after ? `?limit=2&after=${encodeURIComponent(after)}` : '?limit=2';
      const res = await admin('GET', `/api/v1/admin/sessions/${session.id}/attendance${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.figures).toMatchObject({ registered: 5, paid: 5 });
      seen.push(...data.attendees.map((a: { registrationId: number }) => a.registrationId));
      after = data.nextCursor;
      expect(after === null).toBe(page === 2);
    }
    expect(seen).toEqual([...ids].reverse());

    const bad = await admin('GET', `/api/v1/admin/sessions/${session.id}/attendance?after=yesterday`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('The page cursor is not valid. Reload the attendance from its first page.');

    const csv = await admin('GET', `/api/v1/admin/attendance.csv?sessionId=${session.id}`);
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows.map((line) => Number(line.split(',')[0]))).toEqual([...ids].reverse());
    expect((await admin('GET', '/api/v1/admin/attendance.csv?sessionId=999999')).statusCode).toBe(404);
  });

  it('answers 404 for a session that does not exist and refuses visitors', async () => {
    expect((await admin('GET', '/api/v1/admin/sessions/999999/attendance')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/sessions/1/attendance' });
    expect(anonymous.statusCode).toBe(401);
  });
});
