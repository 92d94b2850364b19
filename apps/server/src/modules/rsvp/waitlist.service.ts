import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import type { JoinWaitlist, joinWaitlistSchema, WaitlistOffer } from '@meridian/contracts/rsvp-waitlist';
import { SESSION_MESSAGES } from '@meridian/contracts/webinars';
import type { WaitlistEntry } from '@meridian/contracts/rsvp-admin';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { seatsLeft } from '../webinars/webinars.module';
import type { RsvpDeps } from './rsvp.ports';
import { waitlistRepository, type WaitlistRow } from './waitlist.repository';

type JoinInput = z.output<typeof joinWaitlistSchema>;
export type { JoinWaitlist };

export function createWaitlistService(deps: Pick<RsvpDeps, 'orm' | 'webinars' | 'now'>) {
  return {
    /** Only a full session takes a waitlist; joining twice answers the same place in line. */
    async join(input: JoinInput) {
      return inTransaction(deps.orm, async (db) => {
        const session = await deps.webinars.lock(db, input.sessionId);
        const now = deps.now();
        if (!session || session.status !== 'scheduled' || session.startsAt <= now) {
          throw new AppError('CONFLICT', RSVP_MESSAGES.sessionClosed, [
            { path: 'date', message: RSVP_MESSAGES.sessionClosed },
          ]);
        }
        const seats = await deps.webinars.findWithSeats(db, session.id, now);
        if (seats && seatsLeft(seats) > 0) throw new AppError('CONFLICT', RSVP_MESSAGES.waitlistHasSeats);
        const entry = await waitlistRepository.join(db, {
          sessionId: session.id,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone ?? null,
          timeZone: input.timeZone ?? null,
        });
        return {
          sessionId: session.id,
          email: entry.email,
          position: entry.status === 'offered' ? 1 : await waitlistRepository.position(db, entry),
          message: RSVP_MESSAGES.waitlistJoined,
        };
      });
    },

    async offer(token: string): Promise<WaitlistOffer> {
      const entry = await waitlistRepository.byToken(deps.orm, token);
      const live = entry?.status === 'offered' && entry.offerExpiresAt && entry.offerExpiresAt > deps.now();
      if (!entry || !live || !entry.offerExpiresAt) throw new AppError('NOT_FOUND', RSVP_MESSAGES.offerInvalid);
      return {
        token,
        sessionId: entry.sessionId,
        firstName: entry.firstName,
        lastName: entry.lastName,
        email: entry.email,
        phone: entry.phone,
        expiresAt: entry.offerExpiresAt.toISOString(),
      };
    },

    /** The admin's view of a session's waitlist: everyone in the order they joined, the waiting numbered. */
    async forSession(sessionId: number): Promise<{ items: WaitlistEntry[] }> {
      if (!(await deps.webinars.findById(deps.orm, sessionId))) {
        throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
      }
      const rows = await waitlistRepository.forSession(deps.orm, sessionId);
      let waiting = 0;
      const items = rows.map((row: WaitlistRow): WaitlistEntry => {
        const status = row.status as WaitlistEntry['status'];
        return {
          id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          status,
          position: status === 'waiting' ? ++waiting : null,
          joinedAt: row.createdAt.toISOString(),
          offeredAt: row.offeredAt?.toISOString() ?? null,
          offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
        };
      });
      return { items };
    },
  };
}
