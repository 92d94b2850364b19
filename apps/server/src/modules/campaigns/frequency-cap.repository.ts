import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { campaignMessages, campaigns } from './campaigns.tables';

/** SQL for the frequency cap: per-address locks and the messages that count against it. */
export const frequencyCapRepository = {
  /**
   * Locks each address until the caller's transaction ends (transaction-level advisory locks, taken in
   * one order so two claimers never wait on each other), so two instances mailing one address count
   * one after the other.
   */
  async lockAddresses(db: Orm, emails: readonly string[]): Promise<void> {
    if (emails.length === 0) return;
    const keys = [...new Set(emails)].map((email) => `frequency-cap:${email}`);
    await db.execute(
      sql`select pg_advisory_xact_lock(k) from (select distinct hashtextextended(key, 0) as k from unnest(${sql`array[${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`}) as key order by k) as locks`,
    );
  },

  /** Messages to these addresses sent or being sent with a send slot after `since` (any sender, any kind). */
  async counted(
    db: Orm,
    emails: readonly string[],
    since: Date,
  ): Promise<{ id: number; email: string; slotAt: Date }[]> {
    if (emails.length === 0) return [];
    const rows = await db
      .select({ id: campaignMessages.id, email: campaignMessages.email, slotAt: campaignMessages.slotAt })
      .from(campaignMessages)
      .where(
        and(
          inArray(campaignMessages.email, [...new Set(emails)]),
          inArray(campaignMessages.status, ['sending', 'sent']),
          gt(campaignMessages.slotAt, since),
        ),
      );
    return rows.flatMap((row) => (row.slotAt ? [{ id: row.id, email: row.email, slotAt: row.slotAt }] : []));
  },

  /** The kind of each of these campaigns ('campaign', 'newsletter', 'automation'). */
  async kinds(db: Orm, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: campaigns.id, kind: campaigns.kind })
      .from(campaigns)
      .where(inArray(campaigns.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row.kind]));
  },

  /** A campaign's recipients skipped for the cap. */
  async capped(db: Orm, campaignId: number, reason: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(campaignMessages)
      .where(
        and(
          eq(campaignMessages.campaignId, campaignId),
          eq(campaignMessages.status, 'skipped'),
          eq(campaignMessages.lastError, reason),
        ),
      );
    return row?.count ?? 0;
  },

  /** Puts a claimed row back in the queue until `until` (this attempt not counted). */
  async defer(db: Orm, id: number, until: Date, reason: string): Promise<void> {
    await db
      .update(campaignMessages)
      .set({
        status: 'queued',
        attempts: sql`${campaignMessages.attempts} - 1`,
        nextAttemptAt: until,
        slotAt: null,
        claimedBy: null,
        lastError: reason,
      })
      .where(eq(campaignMessages.id, id));
  },

  /** Skips a claimed row for the cap (its stats count it as capped). */
  async skip(db: Orm, id: number, reason: string): Promise<void> {
    await db
      .update(campaignMessages)
      .set({ status: 'skipped', attempts: sql`${campaignMessages.attempts} - 1`, claimedBy: null, lastError: reason })
      .where(eq(campaignMessages.id, id));
  },
};
