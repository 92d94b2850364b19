import type { AutomationStep, AutomationTrigger } from '@meridian/contracts/automation';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contacts } from '../contacts/contacts.tables';
import { appUsers } from '../users/users.tables';

/** A step as a version stores it: an email step also names the automation campaign that sends it. */
export type StoredStep = AutomationStep & { campaignId?: number };

/**
 * A sender's automation sequence (docs/product.md, Automation). `version_id` is the version new runs
 * start on; draft → active ⇄ paused.
 */
export const automationSequences = pgTable(
  'automation_sequences',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    ownerName: text('owner_name').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('draft'),
    versionId: integer('version_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('automation_sequences_owner_idx').on(t.ownerId, t.id),
    check('automation_sequences_status_check', sql`${t.status} in ('draft', 'active', 'paused')`),
  ],
);

/** Every save of a sequence: never changed afterwards, so runs in flight keep the steps they started on. */
export const automationVersions = pgTable(
  'automation_versions',
  {
    id: serial('id').primaryKey(),
    sequenceId: integer('sequence_id')
      .notNull()
      .references(() => automationSequences.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    trigger: jsonb('trigger').$type<AutomationTrigger>().notNull(),
    /** The trigger's type, for matching events to active sequences. */
    triggerType: text('trigger_type').notNull(),
    steps: jsonb('steps').$type<StoredStep[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('automation_versions_sequence_number').on(t.sequenceId, t.number),
    index('automation_versions_trigger_idx').on(t.triggerType),
  ],
);

/**
 * One person going through one sequence: UNIQUE(sequence_id, subject_key), so a trigger fires once
 * per subject (a contact, a registration, a newsletter subscriber) however often its event arrives.
 * `step` is the 0-based index of the next step, run when `due_at` has come.
 */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: serial('id').primaryKey(),
    sequenceId: integer('sequence_id')
      .notNull()
      .references(() => automationSequences.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => automationVersions.id),
    ownerId: integer('owner_id').notNull(),
    subjectKey: text('subject_key').notNull(),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** active → completed | exited. */
    status: text('status').notNull().default('active'),
    step: integer('step').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The message of the last email step (what a branch looks at). */
    lastMessageId: integer('last_message_id'),
    exitReason: text('exit_reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('automation_runs_subject').on(t.sequenceId, t.subjectKey),
    index('automation_runs_due_idx')
      .on(t.dueAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index('automation_runs_sequence_idx').on(t.sequenceId, t.id),
    index('automation_runs_email_idx')
      .on(t.email)
      .where(sql`${t.status} = 'active'`),
    check('automation_runs_status_check', sql`${t.status} in ('active', 'completed', 'exited')`),
  ],
);

/**
 * What each step did for a run, written in the step's own transaction with its effect:
 * UNIQUE(run_id, step) is the at-most-once guarantee (steps only move forward).
 */
export const automationRunSteps = pgTable(
  'automation_run_steps',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => automationRuns.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    kind: text('kind').notNull(),
    outcome: text('outcome').notNull(),
    messageId: integer('message_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('automation_run_steps_once').on(t.runId, t.step)],
);
