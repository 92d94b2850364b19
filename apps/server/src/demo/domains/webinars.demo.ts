import { webinarSessions } from '../../modules/webinars/webinars.tables';
import { insertReturningIds } from '../bulk-insert.repository';
import { DAY_MS, daysBefore, need, type DemoDomain, type DemoSession } from '../demo-context';

const TOPICS = [
  'Risk management for swing traders',
  'Reading the order book',
  'Options basics: calls, puts and spreads',
  'Building a trading journal',
  'Position sizing that survives drawdowns',
  'Macro calendar: trading around central banks',
  'Technical analysis: support and resistance',
  'Futures for beginners',
];
const ZONES = ['America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Singapore', 'UTC'];
const PRICES = [1900, 2900, 4900, 9900];

/** How many registrations a scale makes: scale 250 is the bench's 100,000. */
export const registrationsAt = (scale: number) => 400 * scale;

/**
 * Weekly-ish webinar sessions from a year ago to eight weeks ahead; one past and one future
 * session cancelled. Capacity leaves room for every seat the registrations domain fills.
 */
export const webinarsDemo: DemoDomain = {
  name: 'webinars',
  async seed({ db, random, scale, now, state }) {
    const creators = need(state, 'users', 'webinars').admins;
    const count = Math.min(60, 10 + 2 * scale);
    const perSession = registrationsAt(scale) / count;
    const capacity = Math.max(50, Math.ceil((perSession * 1.6) / 50) * 50);
    const first = daysBefore(now, 360).getTime();
    const step = (420 * DAY_MS) / count;
    const cancelled = new Set([Math.floor(count / 3), count - 1]);
    const rows = Array.from({ length: count }, (_, i) => {
      const day = new Date(first + i * step);
      day.setUTCHours(random.pick([13, 17, 18, 23]), random.pick([0, 30]), 0, 0);
      const planned = daysBefore(day, random.int(20, 40));
      const createdAt = planned < now ? planned : daysBefore(now, 1);
      const isCancelled = cancelled.has(i);
      const noticed = daysBefore(day, random.int(2, 6));
      const cancelledAt = isCancelled ? (noticed < now ? noticed : now) : null;
      return {
        title: `${TOPICS[i % TOPICS.length]}${i >= TOPICS.length ? ` (part ${Math.floor(i / TOPICS.length) + 1})` : ''}`,
        startsAt: day,
        timezone: random.pick(ZONES),
        durationMinutes: random.pick([45, 60, 90]),
        capacity,
        priceCents: random.pick(PRICES),
        currency: 'usd',
        joinUrl: `https://meet.example.com/webinar-${i + 1}`,
        status: isCancelled ? ('cancelled' as const) : ('scheduled' as const),
        createdBy: random.pick(creators).id,
        createdAt,
        updatedAt: cancelledAt ?? createdAt,
        cancelledAt,
      };
    });
    const ids = await insertReturningIds(db, webinarSessions, webinarSessions.id, rows);
    state.sessions = rows.map(
      (row, i): DemoSession => ({
        id: ids[i]!,
        title: row.title,
        startsAt: row.startsAt,
        durationMinutes: row.durationMinutes,
        status: row.status,
        cancelledAt: row.cancelledAt,
        capacity: row.capacity,
        priceCents: row.priceCents,
        currency: row.currency,
      }),
    );
    return { webinar_sessions: rows.length };
  },
};
