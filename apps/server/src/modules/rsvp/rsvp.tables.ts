import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { webinarSessions } from '../webinars/webinars.tables';
import { appUsers } from '../users/users.tables';

/**
 * A visitor's seat. `pending` holds the seat until `holdExpiresAt`; `paid` keeps it; `expired`,
 * `cancelled` and `refunded` free it.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    /** The visitor's handle on the registration (success page, checkout); never guessable. */
    reference: uuid('reference').notNull().defaultRandom(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => webinarSessions.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The visitor's own IANA zone, for the invitation and reminders (null: the session's zone). */
    timeZone: text('time_zone'),
    affiliateId: integer('affiliate_id').references(() => appUsers.id, { onDelete: 'set null' }),
    /** The landing source the visitor's browser kept (docs/product.md, KPI and visit counting): another site's host, UTM tags. */
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    status: text('status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    provider: text('provider'),
    checkoutSessionId: text('checkout_session_id'),
    /** Where the open checkout is paid (the provider's page); lets a notice link straight back to it. */
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id'),
    waitlistEntryId: integer('waitlist_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** When the holder was last told that someone started another booking with their address. */
    duplicateNoticeAt: timestamp('duplicate_notice_at', { withTimezone: true }),
    /**
     * Who asked for the hold, as the limits per visitor count it: a keyed signature of the client's
     * address (its /64 for IPv6), never the address itself. Null for holds made before the limits.
     */
    sourceKey: text('source_key'),
  },
  (t) => [
    uniqueIndex('registrations_reference_key').on(t.reference),
    uniqueIndex('registrations_checkout_key').on(t.checkoutSessionId),
    check('registrations_status_check', sql`${t.status} in ('pending', 'paid', 'expired', 'cancelled', 'refunded')`),
    index('registrations_session_status_idx').on(t.sessionId, t.status),
    index('registrations_pending_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    // Keyset pages by creation; the KPI's registrations by day and status read this index alone.
    index('registrations_created_idx').on(t.createdAt, t.id, t.status, t.paidAt),
    // The KPI's paid seats by source, read from this index alone: the source columns are short
    // (a host name, UTM tags of at most 100 characters: landingSource).
    index('registrations_paid_source_idx')
      .on(t.createdAt, t.affiliateId, t.referrerHost, t.utmSource, t.utmMedium, t.utmCampaign, t.status, t.amountCents)
      .where(sql`${t.paidAt} is not null`),
    // The admin list's keyset pages filtered by session or by status (newest first).
    index('registrations_session_created_idx').on(t.sessionId, t.createdAt, t.id),
    index('registrations_status_created_idx').on(t.status, t.createdAt, t.id),
    // The limits per visitor: a source's unpaid holds, over every session or in one.
    index('registrations_pending_source_idx')
      .on(t.sourceKey, t.sessionId, t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** People waiting for a seat in a full session; the next one is offered a freed seat for a while. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => webinarSessions.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    timeZone: text('time_zone'),
    /** waiting → offered → claimed | lapsed; removed when the session is cancelled. */
    status: text('status').notNull().default('waiting'),
    offerToken: text('offer_token'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('waitlist_entries_status_check', sql`${t.status} in ('waiting', 'offered', 'claimed', 'lapsed', 'removed')`),
    uniqueIndex('waitlist_entries_offer_token_key').on(t.offerToken),
    uniqueIndex('waitlist_entries_open_email_key')
      .on(t.sessionId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_session_status_idx').on(t.sessionId, t.status, t.id),
  ],
);

/** Which reminders went out: one row per registration and kind makes each send happen once. */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.kind] }),
    check('reminder_deliveries_kind_check', sql`${t.kind} in ('24h', '1h')`),
  ],
);
