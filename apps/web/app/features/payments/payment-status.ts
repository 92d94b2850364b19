import type { PaymentRow, PaymentStatus } from '@meridian/contracts/payments';

/** Badge text and a colour dark enough for white text (WCAG AA). */
export const PAYMENT_STATUS_BADGE: Record<PaymentStatus, { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'teal.9' },
  partially_refunded: { label: 'Partially refunded', color: 'violet.9' },
  refunded: { label: 'Refunded', color: 'red.9' },
};

export const PROVIDER_LABEL: Record<PaymentRow['provider'], string> = {
  stripe: 'Stripe',
  test: 'Test mode',
};

/** What a refund now would give back: the part not refunded yet. */
export const refundableCents = (payment: PaymentRow) => Math.max(0, payment.amountCents - payment.refundedCents);
