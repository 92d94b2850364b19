import {
  RSVP_ADMIN_MESSAGES,
  type RsvpHoldLimits,
  type RsvpListQuery,
  type RsvpPage,
  type RsvpRow,
} from '@meridian/contracts/rsvp-admin';
import type { rsvpFilterSchema, rsvpListQuerySchema } from '@meridian/contracts/rsvp-admin';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import { everyPage } from '../../db/keyset';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { csvChunks } from '../../lib/csv';
import type { CloseCheckout } from './close-checkout.service';
import {
  registrationsRepository as registrations,
  type RegistrationFilter,
  type RegistrationPage,
} from './registrations.repository';
import { toRsvpRow } from './registration.views';
import { registrationAnswersRepository as answers } from './registration-answers.repository';
import type { RsvpDeps } from './rsvp.ports';
import { SEAT_PAYMENT_KIND, seatSubject } from './seat-payment-kind.rules';
import type { SeatEmails } from './seat-emails.service';
import type { OfferFreedSeats } from './seat-release.service';
import type { CancelPaidSeat } from './seat-cancel.service';

type ListInput = z.output<typeof rsvpListQuerySchema>;
type FilterInput = z.output<typeof rsvpFilterSchema>;

const EXPORT_PAGE = 1000;
export type { RsvpListQuery };

const CSV_COLUMNS: { header: string; value: (row: RsvpRow) => string | number }[] = [
  { header: 'Registration ID', value: (r) => r.id },
  { header: 'Session ID', value: (r) => r.sessionId },
  { header: 'Session', value: (r) => r.sessionTitle },
  { header: 'Session starts (UTC)', value: (r) => r.sessionStartsAt },
  { header: 'First name', value: (r) => r.firstName },
  { header: 'Last name', value: (r) => r.lastName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Status', value: (r) => r.status },
  { header: 'Amount', value: (r) => (r.amountCents / 100).toFixed(2) },
  { header: 'Currency', value: (r) => r.currency.toUpperCase() },
  { header: 'Affiliate ID', value: (r) => r.affiliateId },
  { header: 'Affiliate', value: (r) => r.affiliateName ?? '' },
  { header: 'Registered at (UTC)', value: (r) => r.createdAt },
  { header: 'Paid at (UTC)', value: (r) => r.paidAt ?? '' },
  // One column whatever the sessions' questions (docs/decisions/2026-11-27-registration-questions.md).
  { header: 'Answers', value: (r) => r.answers.map((a) => `${a.question}: ${a.answer}`).join(' | ') },
];

/** The admin RSVP section: list, export, cancel, refund, resend. */
export function createRsvpAdminService(
  deps: Pick<RsvpDeps, 'orm' | 'webinars' | 'payments' | 'mail' | 'domainEvents' | 'now' | 'userNames' | 'holdLimits'>,
  parts: {
    emails: SeatEmails;
    offerFreedSeats: OfferFreedSeats;
    closeCheckout: CloseCheckout;
    cancelPaidSeat: CancelPaidSeat;
  },
) {
  /** The registration and its session, read on `db`. */
  async function withSession(db: Orm, id: number) {
    const registration = await registrations.byId(db, id);
    const session = registration && (await deps.webinars.findById(db, registration.sessionId));
    return registration && session ? { registration, session } : undefined;
  }

  async function row(id: number): Promise<RsvpRow> {
    const found = await withSession(deps.orm, id);
    if (!found) throw new AppError('NOT_FOUND', RSVP_ADMIN_MESSAGES.notFound);
    const affiliate = found.registration.affiliateId;
    const [names, given] = await Promise.all([
      deps.userNames(affiliate === null ? [] : [affiliate]),
      answers.of(deps.orm, [id]),
    ]);
    return toRsvpRow(found.registration, found.session, names, given.get(id));
  }

  /** One page of the filtered registrations, then their sessions in one more query. */
  async function page(filter: RegistrationFilter, at: RegistrationPage): Promise<RsvpPage> {
    const rows = await registrations.page(deps.orm, filter, at);
    const items = rows.slice(0, at.limit);
    const [sessions, names, given] = await Promise.all([
      deps.webinars.findByIds(
        deps.orm,
        items.map((r) => r.sessionId),
      ),
      deps.userNames([...new Set(items.flatMap((r) => (r.affiliateId === null ? [] : [r.affiliateId])))]),
      answers.of(
        deps.orm,
        items.map((r) => r.id),
      ),
    ]);
    const byId = new Map(sessions.map((session) => [session.id, session]));
    return {
      items: items.flatMap((r) => {
        const session = byId.get(r.sessionId);
        return session ? [toRsvpRow(r, session, names, given.get(r.id))] : [];
      }),
      nextCursor: rows.length > at.limit ? (items.at(-1)?.cursor ?? null) : null,
    };
  }

  const filterOf = (query: FilterInput): RegistrationFilter => ({
    sessionId: query.sessionId,
    status: query.status,
    search: query.search,
  });

  return {
    list: (query: ListInput) => page(filterOf(query), { after: query.after, limit: query.limit }),

    /** The limits on unpaid holds per visitor (docs/product.md, Webinar seats). */
    holdLimits: () => deps.holdLimits.get(deps.orm),

    /** Saves the limits; they apply to the next booking. */
    setHoldLimits: (limits: RsvpHoldLimits) => inTransaction(deps.orm, (db) => deps.holdLimits.update(db, limits)),

    /** Every matching registration, newest first, read and streamed page by page. */
    async exportCsv(query: FilterInput): Promise<AsyncIterable<string>> {
      return csvChunks(
        CSV_COLUMNS,
        everyPage((after) => page(filterOf(query), { after, limit: EXPORT_PAGE })),
      );
    },

    /** Ends the seat without moving money: a pending checkout is closed, a paid seat is freed. */
    async cancel(id: number): Promise<RsvpRow> {
      const current = await registrations.byId(deps.orm, id);
      if (!current) throw new AppError('NOT_FOUND', RSVP_ADMIN_MESSAGES.notFound);
      if (current.status === 'pending') {
        await parts.closeCheckout(current, 'cancelled');
      } else if (current.status === 'paid') {
        await parts.cancelPaidSeat(current, 'admin');
      }
      const after = await row(id);
      if (after.status !== 'cancelled') throw new AppError('CONFLICT', RSVP_ADMIN_MESSAGES.cancelNotAllowed);
      return after;
    },

    async refund(id: number): Promise<RsvpRow> {
      const current = await registrations.byId(deps.orm, id);
      if (!current) throw new AppError('NOT_FOUND', RSVP_ADMIN_MESSAGES.notFound);
      const payment = await deps.payments.bySubject(deps.orm, SEAT_PAYMENT_KIND, seatSubject(id));
      if (!payment || payment.status === 'refunded')
        throw new AppError('CONFLICT', RSVP_ADMIN_MESSAGES.refundNotAllowed);
      await deps.payments.refund(payment.id);
      return row(id);
    },

    async resend(id: number): Promise<RsvpRow> {
      await inTransaction(deps.orm, async (db) => {
        const found = await withSession(db, id);
        if (!found) throw new AppError('NOT_FOUND', RSVP_ADMIN_MESSAGES.notFound);
        if (found.registration.status !== 'paid') throw new AppError('CONFLICT', RSVP_ADMIN_MESSAGES.resendNotAllowed);
        const now = deps.now();
        const updated = await registrations.update(db, id, { confirmationSentAt: now }, now);
        await parts.emails.confirmation(db, updated, found.session, `resend:${now.toISOString()}`);
        const subject = { registrationId: id, sessionId: found.session.id };
        await deps.domainEvents.publish(db, 'rsvp.confirmation_resent', subject);
      });
      deps.mail.kick();
      deps.domainEvents.kick();
      return row(id);
    },
  };
}
