import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { webinarSessions } from '../webinars/webinars.tables';
import { appUsers } from '../users/users.tables';

/** Who asked for a seat in which session, as a booking and a waitlist entry both keep them. */
const sessionPersonColumns = () => ({
  sessionId: pg
    .integer('session_id')
    .notNull()
    .references(() => webinarSessions.id),
  firstName: pg.text('first_name').notNull(),
  lastName: pg.text('last_name').notNull(),
  email: pg.text('email').notNull(),
});

/**
 * A visitor's seat. `pending` holds the seat until `holdExpiresAt`; `paid` keeps it; `expired`,
 * `cancelled` and `refunded` free it.
 */
export const registrations = pg.pgTable(
  'registrations',
  {
    id: pg.serial('id').primaryKey(),
    /** The visitor's handle on the registration (success page, checkout); never guessable. */
    reference: pg.uuid('reference').notNull().defaultRandom(),
    ...sessionPersonColumns(),
    phone: pg.text('phone').notNull(),
    /** The visitor's own IANA zone, for the invitation and reminders (null: the session's zone). */
    timeZone: pg.text('time_zone'),
    affiliateId: pg.integer('affiliate_id').references(() => appUsers.id, { onDelete: 'set null' }),
    /** The landing source the visitor's browser kept (docs/product.md, KPI and visit counting): another site's host, UTM tags. */
    referrerHost: pg.text('referrer_host'),
    utmSource: pg.text('utm_source'),
    utmMedium: pg.text('utm_medium'),
    utmCampaign: pg.text('utm_campaign'),
    status: pg.text('status').notNull().default('pending'),
    amountCents: pg.integer('amount_cents').notNull(),
    currency: pg.text('currency').notNull(),
    /** The promo code the seat was booked with (docs/product.md, Promo codes), and the price before it. */
    promoCode: pg.text('promo_code'),
    fullAmountCents: pg.integer('full_amount_cents'),
    holdExpiresAt: pg.timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    provider: pg.text('provider'),
    checkoutSessionId: pg.text('checkout_session_id'),
    /** Where the open checkout is paid (the provider's page); lets a notice link straight back to it. */
    checkoutUrl: pg.text('checkout_url'),
    paymentIntentId: pg.text('payment_intent_id'),
    waitlistEntryId: pg.integer('waitlist_entry_id'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: pg.timestamp('paid_at', { withTimezone: true }),
    expiredAt: pg.timestamp('expired_at', { withTimezone: true }),
    cancelledAt: pg.timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: pg.timestamp('refunded_at', { withTimezone: true }),
    confirmationSentAt: pg.timestamp('confirmation_sent_at', { withTimezone: true }),
    /** When the holder was last told that someone started another booking with their address. */
    duplicateNoticeAt: pg.timestamp('duplicate_notice_at', { withTimezone: true }),
    /**
     * Who asked for the hold, as the limits per visitor count it: a keyed signature of the client's
     * address (its /64 for IPv6), never the address itself. Null for holds made before the limits.
     */
    sourceKey: pg.text('source_key'),
  },
  (t) => [
    pg.uniqueIndex('registrations_reference_key').on(t.reference),
    pg.uniqueIndex('registrations_checkout_key').on(t.checkoutSessionId),
    pg.check('registrations_status_check', sql`${t.status} in ('pending', 'paid', 'expired', 'cancelled', 'refunded')`),
    // A session's seat counts read only this index (docs/product.md, Webinar seats); one booker's
    // registrations in a session are found by the address in any letter case.
    pg.index('registrations_session_status_hold_idx').on(t.sessionId, t.status, t.holdExpiresAt),
    pg.index('registrations_session_email_idx').on(t.sessionId, sql`lower(${t.email})`),
    pg
      .index('registrations_pending_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    // Keyset pages by creation; the KPI's registrations by day and status read this index alone.
    pg.index('registrations_created_idx').on(t.createdAt, t.id, t.status, t.paidAt),
    // The KPI's paid seats by source, read from this index alone: the source columns are short
    // (a host name, UTM tags of at most 100 characters: landingSource).
    pg
      .index('registrations_paid_source_idx')
      .on(t.createdAt, t.affiliateId, t.referrerHost, t.utmSource, t.utmMedium, t.utmCampaign, t.status, t.amountCents)
      .where(sql`${t.paidAt} is not null`),
    // The admin list's keyset pages filtered by session or by status (newest first).
    pg.index('registrations_session_created_idx').on(t.sessionId, t.createdAt, t.id),
    pg.index('registrations_status_created_idx').on(t.status, t.createdAt, t.id),
    // The limits per visitor: a source's unpaid holds, over every session or in one.
    pg
      .index('registrations_pending_source_idx')
      .on(t.sourceKey, t.sessionId, t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    // Segments' registration rules for a few contacts: one address's seats, any session
    // (segment-registrations.repository.ts).
    pg.index('registrations_email_status_idx').on(sql`lower(${t.email})`, t.status, t.paidAt),
  ],
);

/** People waiting for a seat in a full session; the next one is offered a freed seat for a while. */
export const waitlistEntries = pg.pgTable(
  'waitlist_entries',
  {
    id: pg.serial('id').primaryKey(),
    ...sessionPersonColumns(),
    phone: pg.text('phone'),
    timeZone: pg.text('time_zone'),
    /** waiting → offered → claimed | lapsed; removed when the session is cancelled. */
    status: pg.text('status').notNull().default('waiting'),
    offerToken: pg.text('offer_token'),
    offeredAt: pg.timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: pg.timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.check(
      'waitlist_entries_status_check',
      sql`${t.status} in ('waiting', 'offered', 'claimed', 'lapsed', 'removed')`,
    ),
    pg.uniqueIndex('waitlist_entries_offer_token_key').on(t.offerToken),
    pg
      .uniqueIndex('waitlist_entries_open_email_key')
      .on(t.sessionId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    pg.index('waitlist_entries_session_status_idx').on(t.sessionId, t.status, t.id),
  ],
);

/** Which reminders went out: one row per registration and kind makes each send happen once. */
export const reminderDeliveries = pg.pgTable(
  'reminder_deliveries',
  {
    registrationId: pg
      .integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    kind: pg.text('kind').notNull(),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.registrationId, t.kind] }),
    pg.check('reminder_deliveries_kind_check', sql`${t.kind} in ('24h', '1h')`),
  ],
);

/**
 * A registration's answers to its session's questions (docs/product.md, Registration questions):
 * the question's id (kept across edits), its text as asked, and the answer (a multiple choice joined
 * by ", "), so an answer reads the same after the question is edited or removed.
 */
export const registrationAnswers = pg.pgTable(
  'registration_answers',
  {
    registrationId: pg
      .integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    questionId: pg.text('question_id').notNull(),
    question: pg.text('question').notNull(),
    answer: pg.text('answer').notNull(),
    position: pg.integer('position').notNull(),
    /** The question as segments' answer rule compares it (segment-registrations.repository.ts). */
    questionKey: pg
      .text('question_key')
      .generatedAlwaysAs(sql`lower(btrim(regexp_replace(question, '\\s+', ' ', 'g')))`),
    /**
     * The answer's values as the answer rule compares them (segment-registrations.repository.ts):
     * split at ', ', each with its spacing collapsed and trimmed, lower-cased. \x01 parts them while
     * they are normalised together; an answer's own \x01 becomes \x02, and a value holding a control
     * character matches no rule either way (rules refuse them).
     */
    answerKeys: pg
      .text('answer_keys')
      .array()
      .generatedAlwaysAs(
        sql`string_to_array(lower(btrim(regexp_replace(regexp_replace(replace(replace(answer, chr(1), chr(2)), ', ', chr(1)),
        '\\s+', ' ', 'g'), ' ?\\x01 ?', chr(1), 'g'))), chr(1))`,
      ),
  },
  (t) => [
    pg.primaryKey({ columns: [t.registrationId, t.questionId] }),
    pg.index('registration_answers_question_key_idx').on(t.questionKey),
  ],
);
