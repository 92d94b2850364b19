import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRsvpTestApp, createSession, register, type RsvpTestApp } from '../../../test/rsvp-harness';

/** Capacity under contention, on PGlite and (TEST_DATABASE_URL) PostgreSQL. */
let t: RsvpTestApp;
beforeAll(async () => {
  t = await createRsvpTestApp();
});
afterAll(() => t.close());

describe('seat holds under concurrency', () => {
  it('200 simultaneous registrations for a 10-seat session end with exactly 10 holds', async () => {
    const session = await createSession(t, { capacity: 10 });
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        register(t, session.id, `racer-${i}@visitor.test`, {}, `10.0.${i >> 8}.${i & 255}`),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(190);
    const rows = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/rsvps?sessionId=${session.id}`,
      headers: t.admin,
    });
    expect(rows.json().data.items.filter((r: { status: string }) => r.status === 'pending')).toHaveLength(10);
    const calendar = (await t.app.inject({ method: 'GET', url: '/api/v1/calendar' })).json().data as {
      id: number;
      seatsLeft: number;
    }[];
    expect(calendar.find((s) => s.id === session.id)?.seatsLeft).toBe(0);
  });
});
