import { and, asc, count, desc, eq, inArray, isNotNull, lte, min, notInArray, sql, type SQL } from 'drizzle-orm';
import type { KeysetCursor } from '@meridian/contracts/keyset-cursor';
import type { Orm } from '../../db/database';
import { keyset } from '../../db/keyset';
import { mailOutbox } from './mail.tables';
import type { OutgoingMail } from './outgoing-mail.rules';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** What a list shows of a message: everything but its bodies and attachments. */
const listColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  createdAt: mailOutbox.createdAt,
  deliveredAt: mailOutbox.deliveredAt,
  lastError: mailOutbox.lastError,
};
export type OutboxListRow = Pick<OutboxRow, keyof typeof listColumns>;
export type DeliveredStatus = 'sent' | 'logged';

/** SQL for the mail outbox; every function takes the handle to run on (the ORM or a transaction). */
export const outboxRepository = {
  /** Queues a message on `db` (the caller's transaction); false when its dedupe key is already queued. */
  async insert(db: Orm, mail: OutgoingMail, now: Date): Promise<boolean> {
    const inserted = await db
      .insert(mailOutbox)
      .values({
        dedupeKey: mail.dedupeKey ?? null,
        kind: mail.kind,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        attachments: mail.attachments ?? [],
        nextAttemptAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ id: mailOutbox.id });
    return inserted.length > 0;
  },

  /**
   * Claims up to `limit` due messages in one statement: the rows are locked (skipping any another
   * instance holds), counted as an attempt and leased until `leaseUntil`, so no other run takes them
   * while this one sends, and marked with the claiming instance (`claimedBy`). If that instance dies
   * mid-send, a live one releases the row (releaseOrphans); otherwise the lease runs out.
   */
  async claimDue(db: Orm, limit: number, now: Date, leaseUntil: Date, claimedBy: string | null): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil, claimedBy })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  },

  async markDelivered(db: Orm, id: number, status: DeliveredStatus, at: Date): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ status, deliveredAt: at, lastError: null, claimedBy: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
  },

  /** Records a failed attempt: retried at `retryAt`, or given up ('failed') when it is null. */
  async markAttemptFailed(db: Orm, id: number, error: string, retryAt: Date | null): Promise<void> {
    await db
      .update(mailOutbox)
      .set(
        retryAt
          ? { lastError: error, nextAttemptAt: retryAt, claimedBy: null }
          : { lastError: error, status: 'failed', claimedBy: null },
      )
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
  },

  /** Hands claimed messages back unsent (shutdown between messages): due now, this attempt not counted. */
  async unclaim(db: Orm, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()`, claimedBy: null, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(and(inArray(mailOutbox.id, [...ids]), eq(mailOutbox.status, 'queued')));
  },

  /** Messages claimed by an instance not in `live` (it died mid-send) are due again now; resolves how many. */
  async releaseOrphans(db: Orm, live: SQL): Promise<number> {
    const rows = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()`, claimedBy: null })
      .where(
        and(eq(mailOutbox.status, 'queued'), isNotNull(mailOutbox.claimedBy), notInArray(mailOutbox.claimedBy, live)),
      )
      .returning({ id: mailOutbox.id });
    return rows.length;
  },

  /** Deletes every message of `kind` to `to` (a GDPR erasure of what they were sent); resolves how many. */
  async forget(db: Orm, kind: string, to: string): Promise<number> {
    const rows = await db
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.kind, kind), sql`lower(${mailOutbox.toAddress}) = ${to.toLowerCase()}`))
      .returning({ id: mailOutbox.id });
    return rows.length;
  },

  /**
   * Deletes up to `limit` messages that are done with (sent, kept unsent without SMTP, or given up on)
   * and were queued before `before`; queued and retrying ones stay. Resolves how many.
   */
  async pruneFinishedBefore(db: Orm, before: Date, limit: number): Promise<number> {
    const oldest = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, ['sent', 'logged', 'failed']), lte(mailOutbox.createdAt, before)))
      .orderBy(asc(mailOutbox.id))
      .limit(limit);
    const rows = await db.delete(mailOutbox).where(inArray(mailOutbox.id, oldest)).returning({ id: mailOutbox.id });
    return rows.length;
  },

  /** Messages not delivered yet (first try, or waiting for a retry) and when the oldest was queued. */
  async backlog(db: Orm): Promise<{ queued: number; oldestCreatedAt: Date | null }> {
    const rows = await db
      .select({ queued: count(), oldest: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'queued'));
    return { queued: Number(rows[0]?.queued ?? 0), oldestCreatedAt: rows[0]?.oldest ?? null };
  },

  /**
   * A page of the outbox, newest first, after `cursor` (keyset: created time and id), each row with
   * its own cursor; the admin's System mail view.
   */
  async listPage(
    db: Orm,
    limit: number,
    cursor: KeysetCursor | undefined,
  ): Promise<(OutboxListRow & { cursor: string })[]> {
    return db
      .select({ ...listColumns, cursor: keyset.cursorOf(mailOutbox.createdAt, mailOutbox.id) })
      .from(mailOutbox)
      .where(keyset.after(mailOutbox.createdAt, mailOutbox.id, cursor))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit);
  },

  /** The most recent messages with their bodies, newest first (`npm run cli -- outbox`). */
  async recent(db: Orm, limit: number): Promise<OutboxRow[]> {
    return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
  },

  async findById(db: Orm, id: number): Promise<OutboxRow | undefined> {
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return rows[0];
  },
};
