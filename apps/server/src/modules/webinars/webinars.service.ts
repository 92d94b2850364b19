import { randomBytes } from 'node:crypto';
import {
  SESSION_MESSAGES,
  type CalendarItem,
  type SessionInput,
  type WebinarSession,
} from '@meridian/contracts/webinars';
import { AppError } from '../../lib/app-error';
import { wallClock, zonedTimeToInstant } from '../../lib/zoned-time';
import type { EventPublisher } from '../../core/events/event-bus';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import {
  webinarsRepository as repository,
  type SeatCountsQuery,
  type SessionFields,
  type SessionScope,
  type SessionWithSeats,
} from './webinars.repository';
import { seatsLeft } from './seats-left.rules';

export interface EventsDeps {
  orm: Orm;
  /** How seats are taken, counted by RSVP (which owns registrations and the waitlist). */
  seatCounts: SeatCountsQuery;
  /** The RSVP price and currency from site settings (used when the admin leaves the price empty). */
  defaultPrice: () => Promise<{ priceCents: number; currency: string }>;
  /** Publishes `webinar.created`, `webinar.updated`, `webinar.rescheduled` and `webinar.cancelled`. */
  domainEvents: EventPublisher;
  now: () => Date;
}

const newQuestionId = () => randomBytes(6).toString('hex');

const iso = (value: Date) => value.toISOString();

export function toCalendarItem(s: SessionWithSeats): CalendarItem {
  return {
    id: s.id,
    ...wallClock(s.startsAt, s.timezone),
    title: s.title,
    startsAt: iso(s.startsAt),
    timezone: s.timezone,
    durationMinutes: s.durationMinutes,
    seatsLeft: s.status === 'scheduled' ? seatsLeft(s) : 0,
    priceCents: s.priceCents,
    currency: s.currency,
    questions: s.registrationQuestions,
  };
}

export function toAdminSession(s: SessionWithSeats): WebinarSession {
  return {
    ...toCalendarItem(s),
    capacity: s.capacity,
    joinUrl: s.joinUrl,
    doorsOpenMinutes: s.doorsOpenMinutes,
    status: s.status === 'cancelled' ? 'cancelled' : 'scheduled',
    seatsPaid: s.seatsPaid,
    seatsHeld: s.seatsHeld,
    waitlistCount: s.waitlistCount,
    createdAt: iso(s.createdAt),
    updatedAt: iso(s.updatedAt),
    cancelledAt: s.cancelledAt ? iso(s.cancelledAt) : null,
  };
}

const fieldError = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);

export function createWebinarsService(deps: EventsDeps) {
  const { seatCounts } = deps;

  async function fields(input: SessionInput): Promise<SessionFields> {
    const startsAt = zonedTimeToInstant(input.date, input.time, input.timezone);
    const price = await deps.defaultPrice();
    return {
      title: input.title,
      startsAt,
      timezone: input.timezone,
      durationMinutes: input.durationMinutes,
      capacity: input.capacity,
      priceCents: input.priceCents ?? price.priceCents,
      currency: price.currency,
      joinUrl: input.joinUrl,
      doorsOpenMinutes: input.doorsOpenMinutes,
      // A new question gets an id its answers keep, whatever later edits do to its text or place.
      registrationQuestions: input.questions?.map(({ id, ...q }) => ({ id: id ?? newQuestionId(), ...q })),
    };
  }

  async function view(db: Orm, id: number): Promise<WebinarSession> {
    const session = await repository.findWithSeats(db, seatCounts, id, deps.now());
    if (!session) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
    return toAdminSession(session);
  }

  return {
    view: (id: number) => view(deps.orm, id),

    async calendar(): Promise<CalendarItem[]> {
      return (await repository.listBookable(deps.orm, seatCounts, deps.now())).map(toCalendarItem);
    },

    async list(scope: SessionScope): Promise<WebinarSession[]> {
      return (await repository.list(deps.orm, seatCounts, scope, deps.now())).map(toAdminSession);
    },

    async create(input: SessionInput, adminId: number): Promise<WebinarSession> {
      const values = await fields(input);
      if (values.startsAt <= deps.now()) throw fieldError('date', SESSION_MESSAGES.past);
      const session = await inTransaction(deps.orm, async (db) => {
        const row = await repository.insert(db, values, adminId);
        await deps.domainEvents.publish(db, 'webinar.created', { sessionId: row.id });
        return view(db, row.id);
      });
      deps.domainEvents.kick();
      return session;
    },

    async update(id: number, input: SessionInput): Promise<WebinarSession> {
      const values = await fields(input);
      const session = await inTransaction(deps.orm, async (db) => {
        const current = await repository.lock(db, id);
        if (!current) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
        if (current.status === 'cancelled') throw new AppError('CONFLICT', SESSION_MESSAGES.alreadyCancelled);
        const now = deps.now();
        const moved = current.startsAt.getTime() !== values.startsAt.getTime();
        if (moved && values.startsAt <= now) throw fieldError('date', SESSION_MESSAGES.past);
        const seats = await repository.findWithSeats(db, seatCounts, id, now);
        const taken = (seats?.seatsPaid ?? 0) + (seats?.seatsHeld ?? 0);
        if (values.capacity < taken) throw fieldError('capacity', SESSION_MESSAGES.capacityBelowTaken(taken));
        await repository.update(db, id, values, now);
        await deps.domainEvents.publish(db, 'webinar.updated', { sessionId: id });
        if (moved) {
          const startsAt = { previousStartsAt: iso(current.startsAt), startsAt: iso(values.startsAt) };
          await deps.domainEvents.publish(db, 'webinar.rescheduled', { sessionId: id, ...startsAt });
        }
        return view(db, id);
      });
      deps.domainEvents.kick();
      return session;
    },

    /**
     * Takes the session off the calendar and publishes `webinar.cancelled` in the same transaction;
     * its seats are dealt with by the subscribers (RSVP: checkouts, refunds, emails). Resolves the
     * event's id and does not kick the bus: the caller delivers the event or kicks after commit.
     */
    async cancel(id: number): Promise<string> {
      return inTransaction(deps.orm, async (db) => {
        const session = await repository.lock(db, id);
        if (!session) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
        if (session.status === 'cancelled') throw new AppError('CONFLICT', SESSION_MESSAGES.alreadyCancelled);
        await repository.markCancelled(db, id, deps.now());
        return deps.domainEvents.publish(db, 'webinar.cancelled', { sessionId: id });
      });
    },
  };
}
export type WebinarsService = ReturnType<typeof createWebinarsService>;
