import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { contacts, recipientColumns } from '../contacts/contacts.tables';
import { appUsers, ownerColumn } from '../users/users.tables';

/**
 * A sender's campaign (docs/product.md, Email marketing). `html` is stored sanitised; `text` is the
 * plain-text part built from it. The owner's name and the From address are kept as they were when
 * the campaign was made and sent, so lists and KPI need no other module's tables.
 */
export const campaigns = pg.pgTable(
  'campaigns',
  {
    id: pg.serial('id').primaryKey(),
    ownerId: ownerColumn(),
    ownerName: pg.text('owner_name').notNull(),
    /** The sender mailbox's From header, set when sending starts. */
    fromAddress: pg.text('from_address'),
    subject: pg.text('subject').notNull(),
    preheader: pg.text('preheader').notNull().default(''),
    html: pg.text('html').notNull().default(''),
    text: pg.text('text').notNull().default(''),
    audience: pg.jsonb('audience').$type<{ listIds: number[]; tags: string[]; segmentId?: number | null }>().notNull(),
    /**
     * `campaign`: a campaign of the campaign list (to the owner's contacts). `newsletter`: an issue, to
     * the confirmed subscribers (the newsletter module's). `automation`: the email of one step of one version
     * of an automation sequence; it stays `sending` while the sequence lives, its messages are queued
     * one by one as runs reach the step, and it is not listed among campaigns.
     */
    kind: pg.text('kind').notNull().default('campaign'),
    /** draft → scheduled → sending ⇄ paused → sent; or cancelled. */
    status: pg.text('status').notNull().default('draft'),
    sendAt: pg.timestamp('send_at', { withTimezone: true }),
    startedAt: pg.timestamp('started_at', { withTimezone: true }),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index('campaigns_owner_id_idx').on(t.ownerId, t.id),
    pg
      .index('campaigns_due_idx')
      .on(t.sendAt)
      .where(sql`${t.status} = 'scheduled'`),
    pg.check('campaigns_kind_check', sql`${t.kind} in ('campaign', 'newsletter', 'automation')`),
    pg.check(
      'campaigns_status_check',
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled')`,
    ),
  ],
);

/** The links a campaign may redirect to (the click redirect refuses any other URL). */
export const campaignLinks = pg.pgTable(
  'campaign_links',
  {
    campaignId: pg
      .integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Position of the link in the body, from 0. */
    idx: pg.integer('idx').notNull(),
    url: pg.text('url').notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.campaignId, t.idx] })],
);

/**
 * One row per recipient, made when sending starts (UNIQUE(campaign_id, email, run_key): exactly one each;
 * an automation step's email has one per run).
 * queued → sending (leased until `next_attempt_at`) → sent | failed | skipped; a temporary failure
 * goes back to queued with a later `next_attempt_at`. `slot_at` is the send slot the sender's rate
 * gave it; sent and sending rows with a slot in the last 24 hours count against the daily quota.
 */
export const campaignMessages = pg.pgTable(
  'campaign_messages',
  {
    id: pg.serial('id').primaryKey(),
    campaignId: pg
      .integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    ownerId: pg.integer('owner_id').notNull(),
    ...recipientColumns(),
    status: pg.text('status').notNull().default('queued'),
    attempts: pg.integer('attempts').notNull().default(0),
    nextAttemptAt: pg.timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    slotAt: pg.timestamp('slot_at', { withTimezone: true }),
    /** The Message-ID header, the same on every attempt. */
    messageId: pg.text('message_id'),
    sentAt: pg.timestamp('sent_at', { withTimezone: true }),
    lastError: pg.text('last_error'),
    /** '' for a campaign's recipient; `run:<id>` for an automation run's message (one per run and step). */
    runKey: pg.text('run_key').notNull().default(''),
    /** The instance sending it now (core/presence); null when no one holds it. */
    claimedBy: pg.text('claimed_by'),
    /**
     * A subject-line A/B test's share: 'a' or 'b' (sent with that variant's subject); null for every
     * other row, the rest of an A/B campaign included (status `waiting` until the winner is picked).
     */
    variant: pg.text('variant'),
  },
  (t) => [
    pg.uniqueIndex('campaign_messages_campaign_email').on(t.campaignId, t.email, t.runKey),
    pg
      .index('campaign_messages_due_idx')
      .on(t.ownerId, t.nextAttemptAt, t.id)
      .where(sql`${t.status} in ('queued', 'sending')`),
    pg
      .index('campaign_messages_quota_idx')
      .on(t.ownerId, t.slotAt)
      .where(sql`${t.status} in ('sending', 'sent')`),
    pg.check(
      'campaign_messages_status_check',
      sql`${t.status} in ('waiting', 'queued', 'sending', 'sent', 'failed', 'skipped')`,
    ),
    pg.check('campaign_messages_variant_check', sql`${t.variant} in ('a', 'b')`),
    /** The frequency cap's count: messages sent or being sent to one address in the window. */
    pg
      .index('campaign_messages_cap_idx')
      .on(t.email, t.slotAt)
      .where(sql`${t.status} in ('sending', 'sent')`),
    // Reports read back from the sender's mailbox name the message by its Message-ID.
    pg.index('campaign_messages_message_id_idx').on(t.messageId),
    pg
      .index('campaign_messages_claimed_idx')
      .on(t.claimedBy)
      .where(sql`${t.claimedBy} is not null`),
  ],
);

/**
 * What recipients did: open, click (with the link), unsubscribe, bounce, complaint; and `deferral`, a
 * temporary failure reported back in the sender's mailbox (three in 30 days to an address are a bounce).
 */
export const campaignEvents = pg.pgTable(
  'campaign_events',
  {
    id: pg.serial('id').primaryKey(),
    campaignId: pg
      .integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    messageId: pg
      .integer('message_id')
      .notNull()
      .references(() => campaignMessages.id, { onDelete: 'cascade' }),
    kind: pg.text('kind').notNull(),
    linkIdx: pg.integer('link_idx'),
    at: pg.timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The message's sender and contact, copied from it when the event is recorded (events.repository.ts),
     * so segments' engagement rules read events alone (docs/decisions/2026-11-28-segment-speed.md).
     */
    ownerId: pg.integer('owner_id').notNull(),
    contactId: pg.integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
  },
  (t) => [
    pg.index('campaign_events_campaign_idx').on(t.campaignId, t.kind, t.messageId),
    pg.index('campaign_events_at_idx').on(t.at),
    // Segments' engagement rules: the sender's contacts' opens or clicks, ever or in a window, read from
    // this index alone (segment-engagement.repository.ts).
    pg
      .index('campaign_events_owner_kind_at_idx')
      .on(t.ownerId, t.kind, t.at, t.contactId)
      .where(sql`${t.contactId} is not null`),
    // One contact's events: a contact's deletion clears them (set null) without reading the table.
    pg.index('campaign_events_contact_idx').on(t.contactId),
    pg.check(
      'campaign_events_kind_check',
      sql`${t.kind} in ('open', 'click', 'unsubscribe', 'bounce', 'complaint', 'deferral')`,
    ),
  ],
);

/** Per sender: the next free send slot of their per-minute rate (shared by every instance). */
export const campaignSenderPace = pg.pgTable('campaign_sender_pace', {
  ownerId: pg
    .integer('owner_id')
    .primaryKey()
    .references(() => appUsers.id, { onDelete: 'cascade' }),
  nextSlotAt: pg.timestamp('next_slot_at', { withTimezone: true }).notNull(),
});

/**
 * A campaign's subject-line A/B test (docs/product.md, Subject-line A/B tests). Variant A is the
 * campaign's own subject and preheader. At start, `test_percent` of the audience is split evenly
 * between A and B; at `decide_at` the variant with more unique opens (or clicks) wins (a tie: A) and
 * the rest is queued with its subject.
 */
export const campaignAbTests = pg.pgTable(
  'campaign_ab_tests',
  {
    campaignId: pg
      .integer('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    subjectB: pg.text('subject_b').notNull(),
    preheaderB: pg.text('preheader_b').notNull().default(''),
    testPercent: pg.integer('test_percent').notNull(),
    metric: pg.text('metric').notNull(),
    waitHours: pg.integer('wait_hours').notNull(),
    /** When the winner is picked: the start plus the wait. */
    decideAt: pg.timestamp('decide_at', { withTimezone: true }),
    winner: pg.text('winner'),
    winnerPickedAt: pg.timestamp('winner_picked_at', { withTimezone: true }),
  },
  (t) => [
    pg
      .index('campaign_ab_tests_due_idx')
      .on(t.decideAt)
      .where(sql`${t.winner} is null`),
    pg.check('campaign_ab_tests_metric_check', sql`${t.metric} in ('opens', 'clicks')`),
    pg.check('campaign_ab_tests_winner_check', sql`${t.winner} in ('a', 'b')`),
  ],
);
