import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { wholeNumberField } from './fields';
import { refundPolicyViewSchema } from './settings';

export const REFUND_POLICY_LIMITS = { minHours: 1, maxHours: 720 } as const;

export const REFUND_POLICY_MESSAGES = {
  kind: 'Choose a refund policy',
  hours: 'Type the hours before the start as a whole number from 1 to 720',
} as const;

/** What an admin saves (its messages), the same shape the public config carries (settings.ts). */
export const refundPolicySchema = z.object({
  kind: z.enum(['until', 'none'], { error: REFUND_POLICY_MESSAGES.kind }),
  hours: wholeNumberField(REFUND_POLICY_LIMITS.minHours, REFUND_POLICY_LIMITS.maxHours, REFUND_POLICY_MESSAGES.hours),
});

/**
 * The seat refund policy (Site settings → Refund policy; docs/product.md, Refund policy): a full
 * refund until N hours before the session starts and none after, or no refunds at all. The RSVP
 * modal, the paid confirmation, the seat's cancel page and the Terms (`{{refundPolicy}}`) all state
 * it from here, so no page promises what the site does not do.
 */
export type RefundPolicy = z.output<typeof refundPolicyViewSchema>;

/** The wording the site had before the setting: 48 hours. */
export const REFUND_POLICY_DEFAULTS: RefundPolicy = { kind: 'until', hours: 48 };

const hoursInWords = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** One short line for the RSVP modal and emails: "Full refund until 48 hours before the session starts; none after." */
export function refundPolicyLine(policy: RefundPolicy): string {
  return policy.kind === 'none'
    ? 'Seats are not refundable.'
    : `Full refund until ${hoursInWords(policy.hours)} before the session starts; none after.`;
}

/** The Terms' sentence (`{{refundPolicy}}`), in the legal text's own register. */
export function refundPolicyTerms(policy: RefundPolicy): string {
  return policy.kind === 'none'
    ? 'Seats are not refundable once paid, except where we cancel or move the session (points 6 and 7) or the law requires otherwise.'
    : `You can cancel your seat for a full refund up to ${hoursInWords(policy.hours)} before the scheduled start of the session, using the cancel link in your confirmation email. Seats cancelled later, and seats not used, are not refundable except where the law requires otherwise.`;
}

/** The moment a seat stops being refundable; null when seats never are. */
export function refundDeadline(policy: RefundPolicy, startsAt: Date): Date | null {
  return policy.kind === 'none' ? null : new Date(startsAt.getTime() - policy.hours * 3_600_000);
}

export const getRefundPolicy = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/refund-policy',
  response: refundPolicyViewSchema,
});

export const updateRefundPolicy = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/refund-policy',
  body: refundPolicySchema,
  response: refundPolicyViewSchema,
});
