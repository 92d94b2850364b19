import * as pg from 'drizzle-orm/pg-core';

/**
 * The audit log (docs/decisions/2026-11-27-audit-log.md): one row per privileged or security-relevant
 * action, never changed. A trigger (migration 0031) refuses UPDATE, DELETE and TRUNCATE, except the
 * retention job's delete of entries older than the cutoff it names. Each row carries the previous
 * row's hash and its own, so `npm run cli -- audit verify` finds an edited, removed or inserted row.
 * No foreign keys: an entry outlives the account and the row it names.
 */
export const auditLog = pg.pgTable(
  'audit_log',
  {
    /** Taken under the append lock, so ids follow the chain. */
    id: pg.bigserial('id', { mode: 'number' }).primaryKey(),
    at: pg.timestamp('at', { withTimezone: true }).notNull(),
    /** Null: the site itself (a job, a provider's event, the command line). */
    actorUserId: pg.integer('actor_user_id'),
    /** Role names the actor held at the time. */
    actorRoles: pg.text('actor_roles').array().notNull(),
    address: pg.text('address'),
    userAgent: pg.text('user_agent'),
    action: pg.text('action').notNull(),
    subjectType: pg.text('subject_type'),
    subjectId: pg.text('subject_id'),
    subjectLabel: pg.text('subject_label'),
    /** `{"before":{…},"after":{…}}` as written (hashed as this text). */
    summary: pg.text('summary').notNull(),
    requestId: pg.text('request_id'),
    prevHash: pg.text('prev_hash').notNull(),
    hash: pg.text('hash').notNull(),
  },
  (table) => [
    pg.index('audit_log_at_idx').on(table.at),
    pg.index('audit_log_actor_idx').on(table.actorUserId, table.id),
    pg.index('audit_log_action_idx').on(table.action, table.id),
    pg.index('audit_log_subject_idx').on(table.subjectType, table.subjectId, table.id),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
