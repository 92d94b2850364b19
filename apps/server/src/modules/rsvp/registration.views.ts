import type { Registration, RegistrationStatus, RegistrationStatusView } from '@meridian/contracts/rsvp';
import type { RsvpRow } from '@meridian/contracts/rsvp-admin';
import type { RegistrationAnswer } from '@meridian/contracts/webinars-questions';
import type { SessionRow } from '../webinars/webinars.module';
import type { RegistrationRow } from './registrations.repository';

const status = (row: RegistrationRow) => row.status as RegistrationStatus;

export function toRegistration(row: RegistrationRow): Registration {
  return {
    reference: row.reference,
    sessionId: row.sessionId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: status(row),
    affiliateId: row.affiliateId ?? 0,
    amountCents: row.amountCents,
    currency: row.currency,
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    promoCode: row.promoCode,
    fullAmountCents: row.fullAmountCents,
  };
}

export function toStatusView(row: RegistrationRow, session: SessionRow): RegistrationStatusView {
  return {
    reference: row.reference,
    status: status(row),
    firstName: row.firstName,
    email: row.email,
    sessionId: session.id,
    sessionTitle: session.title,
    startsAt: session.startsAt.toISOString(),
    timezone: session.timezone,
    durationMinutes: session.durationMinutes,
    amountCents: row.amountCents,
    currency: row.currency,
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    sessionCancelled: session.status === 'cancelled',
  };
}

/** A registration as the admin list shows it; `names` holds the referring affiliate's name when there is one. */
export function toRsvpRow(
  row: RegistrationRow,
  session: SessionRow,
  names: ReadonlyMap<number, string>,
  answers: readonly RegistrationAnswer[] = [],
): RsvpRow {
  return {
    id: row.id,
    sessionId: session.id,
    sessionTitle: session.title,
    sessionStartsAt: session.startsAt.toISOString(),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    status: status(row),
    affiliateId: row.affiliateId ?? 0,
    affiliateName: row.affiliateId === null ? null : (names.get(row.affiliateId) ?? null),
    amountCents: row.amountCents,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    holdExpiresAt: row.holdExpiresAt.toISOString(),
    confirmationSentAt: row.confirmationSentAt?.toISOString() ?? null,
    answers: [...answers],
  };
}
