import {
  SESSION_MESSAGES,
  type CalendarItem,
  type SessionInput,
  type WebinarSession,
} from '@meridian/contracts/events';
import { AppError } from '../../lib/app-error';
import { wallClock, zonedTimeToInstant } from '../../lib/zoned-time';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import type { SessionFields, SessionScope, SessionWithSeats, EventsRepository } from './events.repository';
import { seatsLeft } from './seat-counts';

export interface EventsDeps {
  orm: Orm;
  repository: EventsRepository;
  /** The RSVP price and currency from site settings (used when the admin leaves the price empty). */
  defaultPrice: () => Promise<{ priceCents: number; currency: string }>;
  /** Inside the update's transaction, when the start time moved: tell paid attendees, reset reminders. */
  onRescheduled: (db: Orm, sessionId: number) => Promise<void>;
  now: () => Date;
}

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
  };
}

export function toAdminSession(s: SessionWithSeats): WebinarSession {
  return {
    ...toCalendarItem(s),
    capacity: s.capacity,
    joinUrl: s.joinUrl,
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

export function createEventsService(deps: EventsDeps) {
  const { repository } = deps;

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
    };
  }

  async function view(db: Orm, id: number): Promise<WebinarSession> {
    const session = await repository.findWithSeats(db, id, deps.now());
    if (!session) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
    return toAdminSession(session);
  }

  return {
    view: (id: number) => view(deps.orm, id),

    async calendar(): Promise<CalendarItem[]> {
      return (await repository.listBookable(deps.now())).map(toCalendarItem);
    },

    async list(scope: SessionScope): Promise<WebinarSession[]> {
      return (await repository.list(scope, deps.now())).map(toAdminSession);
    },

    async create(input: SessionInput, adminId: number): Promise<WebinarSession> {
      const values = await fields(input);
      if (values.startsAt <= deps.now()) throw fieldError('date', SESSION_MESSAGES.past);
      const row = await repository.insert(values, adminId);
      return view(deps.orm, row.id);
    },

    async update(id: number, input: SessionInput): Promise<WebinarSession> {
      const values = await fields(input);
      return inTransaction(deps.orm, async (db) => {
        const current = await repository.lock(db, id);
        if (!current) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
        if (current.status === 'cancelled') throw new AppError('CONFLICT', SESSION_MESSAGES.alreadyCancelled);
        const now = deps.now();
        const moved = current.startsAt.getTime() !== values.startsAt.getTime();
        if (moved && values.startsAt <= now) throw fieldError('date', SESSION_MESSAGES.past);
        const seats = await repository.findWithSeats(db, id, now);
        const taken = (seats?.seatsPaid ?? 0) + (seats?.seatsHeld ?? 0);
        if (values.capacity < taken) throw fieldError('capacity', SESSION_MESSAGES.capacityBelowTaken(taken));
        await repository.update(db, id, values, now);
        if (moved) await deps.onRescheduled(db, id);
        return view(db, id);
      });
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
