import type { AutomationStep, AutomationTrigger } from '@meridian/contracts/automation';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { recipientColumns } from '../contacts/contacts.tables';
import { ownerColumn } from '../users/users.tables';

/** A step as a version stores it: an email step also names the automation campaign that sends it. */
export type StoredStep = AutomationStep & { campaignId?: number };

/**
 * A sender's automation sequence (docs/product.md, Automation). `version_id` is the version new runs
 * start on; draft → active ⇄ paused.
 */
export const automationSequences = pg.pgTable(
  'automation_sequences',
  {
    id: pg.serial('id').primaryKey(),
    ownerId: ownerColumn(),
    ownerName: pg.text('owner_name').notNull(),
    name: pg.text('name').notNull(),
    status: pg.text('status').notNull().default('draft'),
    versionId: pg.integer('version_id'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index('automation_sequences_owner_idx').on(t.ownerId, t.id),
    pg.check('automation_sequences_status_check', sql`${t.status} in ('draft', 'active', 'paused')`),
  ],
);

/** Every save of a sequence: never changed afterwards, so runs in flight keep the steps they started on. */
export const automationVersions = pg.pgTable(
  'automation_versions',
  {
    id: pg.serial('id').primaryKey(),
    sequenceId: pg
      .integer('sequence_id')
      .notNull()
      .references(() => automationSequences.id, { onDelete: 'cascade' }),
    number: pg.integer('number').notNull(),
    trigger: pg.jsonb('trigger').$type<AutomationTrigger>().notNull(),
    /** The trigger's type, for matching events to active sequences. */
    triggerType: pg.text('trigger_type').notNull(),
    /** Only people in this segment (contacts' segments) start runs; null: everyone. */
    segmentId: pg.integer('segment_id'),
    steps: pg.jsonb('steps').$type<StoredStep[]>().notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex('automation_versions_sequence_number').on(t.sequenceId, t.number),
    pg.index('automation_versions_trigger_idx').on(t.triggerType),
  ],
);

/**
 * One person going through one sequence: UNIQUE(sequence_id, subject_key), so a trigger fires once
 * per subject (a contact, a registration, a newsletter subscriber) however often its event arrives.
 * `step` is the 0-based index of the next step, run when `due_at` has come.
 */
export const automationRuns = pg.pgTable(
  'automation_runs',
  {
    id: pg.serial('id').primaryKey(),
    sequenceId: pg
      .integer('sequence_id')
      .notNull()
      .references(() => automationSequences.id, { onDelete: 'cascade' }),
    versionId: pg
      .integer('version_id')
      .notNull()
      .references(() => automationVersions.id),
    ownerId: pg.integer('owner_id').notNull(),
    subjectKey: pg.text('subject_key').notNull(),
    ...recipientColumns(),
    /** active → completed | exited. */
    status: pg.text('status').notNull().default('active'),
    step: pg.integer('step').notNull().default(0),
    dueAt: pg.timestamp('due_at', { withTimezone: true }).notNull(),
    /** The message of the last email step (what a branch looks at). */
    lastMessageId: pg.integer('last_message_id'),
    exitReason: pg.text('exit_reason'),
    startedAt: pg.timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: pg.timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('automation_runs_subject').on(t.sequenceId, t.subjectKey),
    pg
      .index('automation_runs_due_idx')
      .on(t.dueAt, t.id)
      .where(sql`${t.status} = 'active'`),
    pg.index('automation_runs_sequence_idx').on(t.sequenceId, t.id),
    pg
      .index('automation_runs_email_idx')
      .on(t.email)
      .where(sql`${t.status} = 'active'`),
    pg.check('automation_runs_status_check', sql`${t.status} in ('active', 'completed', 'exited')`),
  ],
);

/**
 * What each step did for a run, written in the step's own transaction with its effect:
 * UNIQUE(run_id, step) is the at-most-once guarantee (steps only move forward).
 */
export const automationRunSteps = pg.pgTable(
  'automation_run_steps',
  {
    id: pg.serial('id').primaryKey(),
    runId: pg
      .integer('run_id')
      .notNull()
      .references(() => automationRuns.id, { onDelete: 'cascade' }),
    step: pg.integer('step').notNull(),
    kind: pg.text('kind').notNull(),
    outcome: pg.text('outcome').notNull(),
    messageId: pg.integer('message_id'),
    at: pg.timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.uniqueIndex('automation_run_steps_once').on(t.runId, t.step)],
);
