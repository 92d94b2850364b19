import { attendance } from '../../modules/rsvp/attendance.tables';
import { JOIN_GRACE_MINUTES } from '../../modules/rsvp/join-link.rules';
import { insertRows } from '../bulk-insert.repository';
import { minutesAfter, need, type DemoContext, type DemoDomain, type DemoSession } from '../demo-context';

type Row = typeof attendance.$inferInsert;
const HOUR_MS = 3_600_000;

/** How one paid seat of a session whose doors closed was used: joined, marked by hand, or missed; maybe a replay. */
function seatUse(ctx: DemoContext, registrationId: number, session: DemoSession, markers: number[]): Row {
  const { random } = ctx;
  const closesAt = minutesAfter(session.startsAt, session.durationMinutes + JOIN_GRACE_MINUTES);
  const outcome = random.weighted({ joined: 62, hand: 6, missed: 32 });
  const replay = random.chance(outcome === 'missed' ? 0.35 : 0.08)
    ? new Date(Math.min(closesAt.getTime() + random.int(1, 72) * HOUR_MS, ctx.now.getTime()))
    : null;
  // Every row names every column it sets (a bulk insert leaves a column nobody set to its default only).
  const watched = { replayFirstWatchedAt: replay, replayLastWatchedAt: replay, replayViews: replay ? 1 : 0 };
  const unjoined = { registrationId, joinCount: 0, ...watched };
  if (outcome === 'missed') return { ...unjoined, missedAt: minutesAfter(closesAt, random.int(0, 5)) };
  if (outcome === 'hand') {
    const markedAt = minutesAfter(closesAt, random.int(10, 600));
    return { ...unjoined, markedAt, markedBy: random.pick(markers), attendedAt: markedAt };
  }
  const firstJoinedAt = minutesAfter(session.startsAt, -random.int(0, 10));
  return {
    registrationId,
    firstJoinedAt,
    lastJoinedAt: minutesAfter(firstJoinedAt, random.int(0, session.durationMinutes)),
    joinCount: random.int(1, 3),
    device: random.weighted({ desktop: 60, mobile: 28, tablet: 10, other: 2 }),
    attendedAt: firstJoinedAt,
    ...watched,
  };
}

/**
 * Attendance of the paid seats (not refunded) of every scheduled session whose doors have closed
 * (docs/product.md, Attendance): about two in three attended (most through their link, a few marked
 * by an admin), the others missed; some watched the replay, mostly those who missed.
 */
export const attendanceDemo: DemoDomain = {
  name: 'attendance',
  async seed(ctx) {
    const sessions = new Map(need(ctx.state, 'sessions', 'attendance').map((s) => [s.id, s]));
    const markers = need(ctx.state, 'users', 'attendance').admins.map((admin) => admin.id);
    const rows = need(ctx.state, 'seatSales', 'attendance').flatMap((sale) => {
      const session = sessions.get(sale.sessionId);
      if (!session || session.status !== 'scheduled' || sale.refundedAt) return [];
      const closesAt = minutesAfter(session.startsAt, session.durationMinutes + JOIN_GRACE_MINUTES);
      return closesAt <= ctx.now ? [seatUse(ctx, sale.registrationId, session, markers)] : [];
    });
    await insertRows(ctx.db, attendance, rows);
    return {
      rsvp_attendance: rows.length,
      'seats attended': rows.filter((row) => row.attendedAt).length,
      'seats missed': rows.filter((row) => row.missedAt).length,
      'replays watched': rows.filter((row) => row.replayFirstWatchedAt).length,
    };
  },
};
