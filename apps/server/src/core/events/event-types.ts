import { z } from 'zod';

const id = z.number().int().positive();
const instant = z.iso.datetime();

/**
 * A change to many of one owner's contacts at once: one event per batch, so importing thousands of
 * contacts writes and delivers a handful of events, not one each. An event written before batching
 * (one `contactId`) still reads, as a batch of one.
 */
function contactBatch<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess(
    (value) =>
      value && typeof value === 'object' && 'contactId' in value && !('contactIds' in value)
        ? (({ contactId, ...rest }) => ({ ...rest, contactIds: [contactId] }))(value as { contactId: unknown })
        : value,
    z.object({ contactIds: z.array(id).min(1).max(500), ownerId: id, ...shape }),
  );
}

/**
 * Every domain event type and the zod schema of its payload. Payloads carry ids and the few facts a
 * subscriber needs to decide what to do; personal data (names, emails, phones) never goes in a payload:
 * a subscriber that needs it reads it by id, inside its own transaction.
 * Adding a type: add it here; `publish` and subscribers are typed from this table.
 */
export const DOMAIN_EVENT_SCHEMAS = {
  /** A profile was created: self-service sign-up or an account provisioned by an operator. */
  'user.signed_up': z.object({
    userId: id,
    roleIds: z.array(id),
    via: z.enum(['self', 'provisioned']),
  }),
  'user.roles_changed': z.object({
    userId: id,
    roleIds: z.array(id),
    previousRoleIds: z.array(id),
    /** The admin who changed them; null for provisioning from settings or the CLI. */
    changedBy: id.nullable(),
  }),
  /** A seat was taken: free registrations are confirmed at once, paid ones are held until checkout ends. */
  'rsvp.registered': z.object({
    registrationId: id,
    sessionId: id,
    status: z.enum(['pending', 'paid']),
  }),
  'rsvp.paid': z.object({
    registrationId: id,
    sessionId: id,
    paymentId: id.nullable(),
    amountCents: z.number().int().nonnegative(),
    currency: z.string().length(3),
  }),
  /**
   * A held seat was released without payment: `expired` (the hold or its checkout ran out, or another
   * payment made it redundant), `released` (the visitor left the checkout), `cancelled` (an admin, or
   * the session's cancellation).
   */
  'rsvp.expired': z.object({
    registrationId: id,
    sessionId: id,
    reason: z.enum(['expired', 'released', 'cancelled']),
  }),
  /**
   * A paid seat was cancelled without a refund: by an admin, or by its holder from their cancel link
   * outside the refund policy (docs/product.md, Cancelling your own seat). A holder's cancel inside
   * the policy is a refund, published by the ledger as `payment.refunded`. Events from before `by`
   * existed were all an admin's.
   */
  'rsvp.cancelled': z.object({
    registrationId: id,
    sessionId: id,
    by: z.enum(['admin', 'attendee']).default('admin'),
  }),
  /**
   * A paid seat was attended, once per registration: its holder first opened their join link while
   * the doors were open (`link`), or an admin marked it by hand (`hand`) (docs/product.md, Attendance).
   */
  'rsvp.attended': z.object({
    registrationId: id,
    sessionId: id,
    via: z.enum(['link', 'hand']),
  }),
  /** The doors of a session closed and this paid seat was neither joined nor marked: once per registration. */
  'rsvp.missed': z.object({
    registrationId: id,
    sessionId: id,
  }),
  /**
   * A paid seat's holder first played the session's replay from their personal link: once per
   * registration, however many views follow (docs/product.md, Replays).
   */
  'rsvp.replay_watched': z.object({
    registrationId: id,
    sessionId: id,
  }),
  /** An admin sent a paid seat's confirmation again. */
  'rsvp.confirmation_resent': z.object({
    registrationId: id,
    sessionId: id,
  }),
  /** The ledger recorded money that came in, for a subject of `kind` (a seat: a registration). */
  'payment.received': z.object({
    paymentId: id,
    kind: z.string().min(1),
    amountCents: z.number().int().nonnegative(),
    currency: z.string().length(3),
  }),
  /** The ledger recorded money going back; `amountCents` is this refund's part, `full` when nothing is left. */
  'payment.refunded': z.object({
    paymentId: id,
    registrationId: id.nullable(),
    amountCents: z.number().int().nonnegative(),
    currency: z.string().length(3),
    full: z.boolean(),
  }),
  /** A newsletter subscriber clicked the confirmation link (double opt-in complete). */
  'newsletter.confirmed': z.object({
    subscriberId: id,
  }),
  /** A confirmed subscriber left the newsletter: the preferences page or an issue's unsubscribe link. */
  'newsletter.unsubscribed': z.object({
    subscriberId: id,
  }),
  /**
   * A subscriber was erased on request. Only the suppression hash travels (sha-256 of the trimmed,
   * lower-cased address): modules forget the address where the newsletter put it without the event
   * log ever holding it (docs/product.md, Newsletter subscriptions).
   */
  'newsletter.erased': z.object({
    subscriberId: id,
    emailHash: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  /** Contacts joined one of their owner's lists (by hand, in bulk or by an import), at most 500 per event. */
  'contact.list_added': contactBatch({ listId: id }),
  /** Contacts gained a tag they did not have (the tag is the sender's own label, not personal data). */
  'contact.tag_added': contactBatch({ tag: z.string().min(1) }),
  /** An address was put on the suppression list; `contactIds` are every sender's contacts with it. */
  'contact.suppressed': z.object({
    contactIds: z.array(id),
    reason: z.enum(['unsubscribed', 'bounced', 'complained']),
  }),
  'webinar.created': z.object({
    sessionId: id,
  }),
  /** An admin saved a session (any field; a moved start is also published as `webinar.rescheduled`). */
  'webinar.updated': z.object({
    sessionId: id,
  }),
  'webinar.rescheduled': z.object({
    sessionId: id,
    previousStartsAt: instant,
    startsAt: instant,
  }),
  'webinar.cancelled': z.object({
    sessionId: id,
  }),
  /** An affiliate's connected account can now receive payouts, or no longer can (Stripe's account.updated). */
  'connect.payouts_changed': z.object({
    userId: id,
    payoutsEnabled: z.boolean(),
  }),
  /** A transfer to a connected account was made or changed (Stripe's transfer.* events, or our own call). */
  'connect.transfer_updated': z.object({
    transferId: z.string().min(1),
    /** The payout's reference the transfer was made with. */
    transferGroup: z.string().nullable(),
    amountCents: z.number().int().nonnegative(),
    amountReversedCents: z.number().int().nonnegative(),
    currency: z.string().length(3),
  }),
} as const;

export type DomainEventType = keyof typeof DOMAIN_EVENT_SCHEMAS;
export type DomainEventPayload<T extends DomainEventType> = z.output<(typeof DOMAIN_EVENT_SCHEMAS)[T]>;

export const DOMAIN_EVENT_TYPES = Object.keys(DOMAIN_EVENT_SCHEMAS) as DomainEventType[];

export function isDomainEventType(value: string): value is DomainEventType {
  return Object.hasOwn(DOMAIN_EVENT_SCHEMAS, value);
}

/** One published event as a subscriber receives it; `id` is unique and the same on every delivery. */
export interface DomainEventOf<T extends DomainEventType> {
  id: string;
  type: T;
  payload: DomainEventPayload<T>;
  occurredAt: Date;
}

/** A union over `T`, so `switch (event.type)` narrows the payload. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = { [K in T]: DomainEventOf<K> }[T];
