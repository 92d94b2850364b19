import { SEAT_CANCEL_TOKEN_PATTERN } from '@meridian/contracts/rsvp-self-cancel';
import { refundDeadline, type RefundPolicy } from '@meridian/contracts/settings-refund-policy';

// A paid seat's own cancel link and whether cancelling it now refunds it (docs/product.md,
// Cancelling your own seat). Pure: no I/O.

/** What a cancel link's signature covers, under this context: the registration's id. */
export const SEAT_CANCEL_SIGNING_CONTEXT = 'rsvp.cancel-link';

/** The token of registration `id`: its id in base 36, a dot, the keyed signature of the id. */
export const seatCancelToken = (id: number, signature: string) => `${id.toString(36)}.${signature}`;

/** A token's registration id and signature; null for anything that is not one. */
export function parseSeatCancelToken(token: string): { registrationId: number; signature: string } | null {
  if (!SEAT_CANCEL_TOKEN_PATTERN.test(token)) return null;
  const [id = '', signature = ''] = token.split('.');
  const registrationId = Number.parseInt(id, 36);
  if (!Number.isSafeInteger(registrationId) || registrationId < 1 || registrationId > 2_147_483_647) return null;
  return { registrationId, signature };
}

/**
 * Whether cancelling at `now` refunds the seat in full: the policy gives refunds, its deadline has
 * not passed, and money was taken that has not gone back.
 */
export function refundableAt(policy: RefundPolicy, startsAt: Date, now: Date, paidCents: number): boolean {
  const deadline = refundDeadline(policy, startsAt);
  return deadline !== null && now < deadline && paidCents > 0;
}
