import { and, asc, eq, gt, inArray, isNotNull, lte, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import type { MessageRow } from './campaign-messages.repository';
import { campaignMessages, campaigns, campaignSenderPace } from './campaigns.tables';

const UNFINISHED = ['queued', 'sending'];

/** Work rows that a run may take: queued and due, or sending with a lease that ran out. */
const claimable = (now: Date) =>
  and(inArray(campaignMessages.status, UNFINISHED), lte(campaignMessages.nextAttemptAt, now));

/**
 * SQL for delivery. A row is claimed (status sending, attempts + 1, leased until next_attempt_at)
 * before its SMTP call and marked sent right after it; every mark is fenced by `attempts`, so a
 * run whose lease was taken over cannot overwrite the newer attempt.
 */
export const deliveryRepository = {
  /** Senders with a sending campaign that has a row to take now. */
  async ownersWithDueWork(db: Orm, now: Date): Promise<number[]> {
    const rows = await db
      .selectDistinct({ ownerId: campaignMessages.ownerId })
      .from(campaignMessages)
      .innerJoin(campaigns, eq(campaigns.id, campaignMessages.campaignId))
      .where(and(claimable(now), eq(campaigns.status, 'sending')));
    return rows.map((row) => row.ownerId);
  },

  /** The sender's next free slot, locked until the caller's transaction ends (one claimer per sender). */
  async lockPace(db: Orm, ownerId: number, now: Date): Promise<Date> {
    await db.insert(campaignSenderPace).values({ ownerId, nextSlotAt: now }).onConflictDoNothing();
    const [row] = await db
      .select({ nextSlotAt: campaignSenderPace.nextSlotAt })
      .from(campaignSenderPace)
      .where(eq(campaignSenderPace.ownerId, ownerId))
      .for('update');
    return row?.nextSlotAt ?? now;
  },

  async setPace(db: Orm, ownerId: number, nextSlotAt: Date): Promise<void> {
    await db.update(campaignSenderPace).set({ nextSlotAt }).where(eq(campaignSenderPace.ownerId, ownerId));
  },

  /** Messages of the sender given a slot after `since` and sent or being sent (the rolling quota). */
  async usedSince(db: Orm, ownerId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ used: sql<number>`count(*)::int` })
      .from(campaignMessages)
      .where(
        and(
          eq(campaignMessages.ownerId, ownerId),
          inArray(campaignMessages.status, ['sending', 'sent']),
          gt(campaignMessages.slotAt, since),
        ),
      );
    return row?.used ?? 0;
  },

  /** Claims up to `limit` of the sender's due rows (skipping rows another run holds), longest due first. */
  async claim(
    db: Orm,
    input: {
      ownerId: number;
      limit: number;
      now: Date;
      slotAt: Date;
      leaseUntil: Date;
      domain: string;
      /** The claiming instance (core/presence), or null outside a server process. */
      claimedBy: string | null;
    },
  ): Promise<MessageRow[]> {
    const due = db
      .select({ id: campaignMessages.id })
      .from(campaignMessages)
      .innerJoin(campaigns, eq(campaigns.id, campaignMessages.campaignId))
      .where(and(eq(campaignMessages.ownerId, input.ownerId), claimable(input.now), eq(campaigns.status, 'sending')))
      .orderBy(asc(campaignMessages.nextAttemptAt), asc(campaignMessages.id))
      .limit(input.limit)
      .for('update', { of: campaignMessages, skipLocked: true });
    const rows = await db
      .update(campaignMessages)
      .set({
        status: 'sending',
        attempts: sql`${campaignMessages.attempts} + 1`,
        nextAttemptAt: input.leaseUntil,
        slotAt: input.slotAt,
        claimedBy: input.claimedBy,
        messageId: sql`coalesce(${campaignMessages.messageId}, '<campaign-' || ${campaignMessages.campaignId} || '-' || ${campaignMessages.id} || ${`@${input.domain}>`})`,
      })
      .where(inArray(campaignMessages.id, due))
      .returning();
    return rows.sort((a, b) => a.campaignId - b.campaignId || a.id - b.id);
  },

  async campaignStatus(db: Orm, campaignId: number): Promise<string | null> {
    const [row] = await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, campaignId));
    return row?.status ?? null;
  },

  /** Sets the outcome of the attempt `row.attempts` (ignored if a newer attempt holds the row). */
  async settle(
    db: Orm,
    row: Pick<MessageRow, 'id' | 'attempts'>,
    values: Partial<Pick<MessageRow, 'status' | 'sentAt' | 'lastError' | 'nextAttemptAt' | 'attempts'>>,
  ): Promise<boolean> {
    const updated = await db
      .update(campaignMessages)
      .set({ ...values, claimedBy: null })
      .where(
        and(
          eq(campaignMessages.id, row.id),
          eq(campaignMessages.status, 'sending'),
          eq(campaignMessages.attempts, row.attempts),
        ),
      )
      .returning({ id: campaignMessages.id });
    return updated.length > 0;
  },

  /**
   * Rows being sent by an instance not in `live` (it died mid-send) may be claimed again now;
   * resolves how many. Their attempt stays counted: the message may have gone out before the crash.
   * The send slots it had reserved ahead for its sender are given back too, so the next claim
   * starts now rather than after them.
   */
  async releaseOrphans(db: Orm, live: SQL): Promise<number> {
    const rows = await db
      .update(campaignMessages)
      .set({ nextAttemptAt: sql`now()`, claimedBy: null })
      .where(
        and(
          eq(campaignMessages.status, 'sending'),
          isNotNull(campaignMessages.claimedBy),
          notInArray(campaignMessages.claimedBy, live),
        ),
      )
      .returning({ id: campaignMessages.id, ownerId: campaignMessages.ownerId });
    const owners = [...new Set(rows.map((row) => row.ownerId))];
    if (owners.length > 0) {
      await db
        .update(campaignSenderPace)
        .set({ nextSlotAt: sql`least(${campaignSenderPace.nextSlotAt}, now())` })
        .where(inArray(campaignSenderPace.ownerId, owners));
    }
    return rows.length;
  },

  /** Sending campaigns among `ids` with nothing left to send become sent. */
  async finishCampaigns(db: Orm, ids: readonly number[], now: Date): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .update(campaigns)
      .set({ status: 'sent', finishedAt: now, updatedAt: now })
      .where(
        and(
          inArray(campaigns.id, [...ids]),
          eq(campaigns.status, 'sending'),
          eq(campaigns.kind, 'campaign'),
          notExists(
            db
              .select({ one: sql`1` })
              .from(campaignMessages)
              .where(
                and(
                  eq(campaignMessages.campaignId, campaigns.id),
                  // An A/B test's rest waits for the winner: the campaign is not finished.
                  inArray(campaignMessages.status, [...UNFINISHED, 'waiting']),
                ),
              ),
          ),
        ),
      )
      .returning({ id: campaigns.id });
    return rows.map((row) => row.id);
  },
};

/** How long a campaign's status read is reused between messages (a pause or cancel takes effect within it). */
const STATUS_TTL_MS = 250;

/** A campaign's status for the message about to go, read again once the last read is STATUS_TTL_MS old. */
export function campaignStatusReader(db: Orm): (campaignId: number) => Promise<string | null> {
  const reads = new Map<number, { at: number; status: Promise<string | null> }>();
  return (campaignId) => {
    const last = reads.get(campaignId);
    if (last && performance.now() - last.at < STATUS_TTL_MS) return last.status;
    const status = deliveryRepository.campaignStatus(db, campaignId);
    reads.set(campaignId, { at: performance.now(), status });
    return status;
  };
}
