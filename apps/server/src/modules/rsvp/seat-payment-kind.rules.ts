import type { PaymentKind } from '@meridian/contracts/payments';
import type { PaymentSubject } from '../payments/payments.module';

/** The payment kind of a webinar seat; the RSVP module registers its handler for it with payments. */
export const SEAT_PAYMENT_KIND = 'rsvp_seat' satisfies PaymentKind;

/** A seat's payment is for its registration. */
export const SEAT_SUBJECT_TYPE = 'registration';

export const seatSubject = (registrationId: number): PaymentSubject => ({
  type: SEAT_SUBJECT_TYPE,
  id: String(registrationId),
});
