import { registrations } from '../../modules/rsvp/rsvp.tables';
import { insertReturningIds } from '../bulk-insert.repository';
import {
  DAY_MS,
  daysBefore,
  minutesAfter,
  need,
  type DemoContext,
  type DemoDomain,
  type DemoSeatSale,
  type DemoSession,
} from '../demo-context';
import { affiliateSourceFor, landingSourceFor } from '../landing-sources';
import { person } from '../people';
import { registrationsAt } from './webinars.demo';

type Status = 'pending' | 'paid' | 'expired' | 'cancelled' | 'refunded';
type Row = typeof registrations.$inferInsert & { status: Status; createdAt: Date };

const VISITOR_ZONES = [null, null, 'America/Chicago', 'Europe/Paris', 'Asia/Tokyo', 'Australia/Sydney'];
const checkoutId = (ctx: DemoContext) => `cs_test_local_${ctx.random.alphanumeric(32)}`;

/** The outcome of one booking: what the visitor did, given the session's fate. */
function statusFor(ctx: DemoContext, session: DemoSession, createdAt: Date): Status {
  if (session.status === 'cancelled') return ctx.random.weighted({ refunded: 80, expired: 15, cancelled: 5 });
  const recent = ctx.now.getTime() - createdAt.getTime() < 10 * 60_000;
  if (recent) return ctx.random.weighted({ pending: 60, paid: 40 });
  return ctx.random.weighted({ paid: 72, expired: 16, cancelled: 5, refunded: 7 });
}

/** When a visitor booked: within the month before the session, never after now. */
function bookedAt(ctx: DemoContext, session: DemoSession): Date {
  const last = session.cancelledAt ?? session.startsAt;
  const until = new Date(Math.min(last.getTime() - 60 * 60_000, ctx.now.getTime()));
  // A few bookings of upcoming sessions are minutes old, so the list shows open holds.
  if (session.startsAt > ctx.now && !session.cancelledAt && ctx.random.chance(0.01))
    return minutesAfter(ctx.now, -ctx.random.int(1, 9));
  const from = new Date(Math.max(until.getTime() - 30 * DAY_MS, daysBefore(ctx.now, 365).getTime()));
  return ctx.random.between(from, until);
}

function registration(ctx: DemoContext, session: DemoSession, n: number, affiliateIds: number[]): Row {
  const { random } = ctx;
  const who = person(random, 'visitor', n);
  const createdAt = bookedAt(ctx, session);
  const status = statusFor(ctx, session, createdAt);
  const holdExpiresAt = minutesAfter(createdAt, ctx.holdMinutes);
  const paid = new Date(Math.min(minutesAfter(createdAt, random.int(2, 14)).getTime(), ctx.now.getTime()));
  const paidAt = status === 'paid' || status === 'refunded' ? paid : null;
  const refundAt = session.cancelledAt
    ? minutesAfter(session.cancelledAt, random.int(5, 120))
    : new Date((paidAt ?? createdAt).getTime() + random.int(1, 10) * DAY_MS);
  const refundedAt =
    status === 'refunded' ? new Date(Math.max(paid.getTime(), Math.min(refundAt.getTime(), ctx.now.getTime()))) : null;
  const openedCheckout = status !== 'pending' || random.chance(0.5);
  const affiliateId = random.chance(0.25) && affiliateIds.length > 0 ? random.pick(affiliateIds) : null;
  return {
    reference: random.uuid(),
    sessionId: session.id,
    firstName: who.firstName,
    lastName: who.lastName,
    email: who.email,
    phone: who.phone,
    timeZone: random.pick(VISITOR_ZONES),
    affiliateId,
    ...(affiliateId === null ? landingSourceFor(random) : affiliateSourceFor(random)),
    status,
    amountCents: session.priceCents,
    currency: session.currency,
    holdExpiresAt,
    provider: openedCheckout ? 'local' : null,
    checkoutSessionId: openedCheckout ? checkoutId(ctx) : null,
    paymentIntentId: paidAt ? `pi_test_local_${random.alphanumeric(24)}` : null,
    createdAt,
    updatedAt: refundedAt ?? paidAt ?? createdAt,
    paidAt,
    expiredAt: status === 'expired' ? holdExpiresAt : null,
    cancelledAt: status === 'cancelled' ? minutesAfter(createdAt, random.int(1, ctx.holdMinutes - 1)) : null,
    refundedAt,
    confirmationSentAt: paidAt,
  };
}

/**
 * RSVP registrations over the sessions: mostly paid, some expired holds, cancellations and refunds
 * (every paid seat of a cancelled session refunded), a few open holds; a quarter referred by an
 * affiliate, the others with the landing source their browser kept (direct, another site, UTM
 * tags). Seats held or paid never exceed a session's capacity.
 */
export const rsvpDemo: DemoDomain = {
  name: 'rsvp',
  async seed(ctx) {
    const sessions = need(ctx.state, 'sessions', 'rsvp');
    const affiliateIds = need(ctx.state, 'users', 'rsvp').affiliates.map((a) => a.id);
    const taken = new Map<number, number>();
    const rows = Array.from({ length: registrationsAt(ctx.scale) }, (_, n) => {
      const session = ctx.random.pick(sessions);
      const row = registration(ctx, session, n + 1, affiliateIds);
      if (row.status === 'paid' || row.status === 'pending') {
        const seats = (taken.get(session.id) ?? 0) + 1;
        if (seats > session.capacity)
          return { ...row, status: 'expired' as const, paidAt: null, expiredAt: row.holdExpiresAt };
        taken.set(session.id, seats);
      }
      return row;
    }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const ids = await insertReturningIds(ctx.db, registrations, registrations.id, rows);
    const titles = new Map(sessions.map((s) => [s.id, s.title]));
    ctx.state.seatSales = rows.flatMap((row, i): DemoSeatSale[] =>
      row.paidAt && row.checkoutSessionId && row.paymentIntentId
        ? [
            {
              registrationId: ids[i]!,
              sessionId: row.sessionId,
              sessionTitle: titles.get(row.sessionId)!,
              checkoutSessionId: row.checkoutSessionId,
              paymentIntentId: row.paymentIntentId,
              amountCents: row.amountCents,
              currency: row.currency,
              buyerEmail: row.email,
              buyerName: `${row.firstName} ${row.lastName}`,
              affiliateId: row.affiliateId ?? null,
              paidAt: row.paidAt,
              refundedAt: row.refundedAt ?? null,
            },
          ]
        : [],
    );
    const byStatus = (status: Status) => rows.filter((row) => row.status === status).length;
    return {
      registrations: rows.length,
      'registrations paid': byStatus('paid'),
      'registrations refunded': byStatus('refunded'),
      'registrations expired': byStatus('expired'),
      'registrations cancelled': byStatus('cancelled'),
      'registrations pending': byStatus('pending'),
    };
  },
};
