import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import type { Recipient } from './campaigns.ports';
import { campaignMessages, campaigns } from './campaigns.tables';

export type MessageRow = typeof campaignMessages.$inferSelect;

const INSERT_CHUNK = 1000;

/**
 * What an erasure writes on a message row: the erased address and no name; one still queued is
 * skipped instead of going to an address nobody reads.
 */
export const forgottenMessage = (address: string) => ({
  email: address,
  firstName: '',
  lastName: '',
  contactId: null,
  status: sql<string>`case when ${campaignMessages.status} = 'queued' then 'skipped' else ${campaignMessages.status} end`,
});

/** SQL for a campaign's message rows outside the send loop: the audience snapshot, skips, reads and erasures. */
export const campaignMessagesRepository = {
  /** The audience snapshot: one row per address (a second insert of the same address does nothing). */
  async insertRecipients(
    db: Orm,
    campaignId: number,
    ownerId: number,
    recipients: readonly Recipient[],
    now: Date,
  ): Promise<void> {
    for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
      const chunk = recipients.slice(start, start + INSERT_CHUNK).map((r) => ({
        campaignId,
        ownerId,
        contactId: r.contactId,
        email: r.email.toLowerCase(),
        firstName: r.firstName,
        lastName: r.lastName,
        nextAttemptAt: now,
      }));
      await db.insert(campaignMessages).values(chunk).onConflictDoNothing();
    }
  },

  /**
   * An erasure: the newsletter issues' messages to the address with this hash (sha-256 of the stored,
   * lower-cased address) name `address` instead; resolves how many.
   */
  async forgetNewsletterAddress(db: Orm, emailHash: string, address: string): Promise<number> {
    const issues = db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.kind, 'newsletter'));
    const rows = await db
      .update(campaignMessages)
      .set(forgottenMessage(address))
      .where(
        and(
          inArray(campaignMessages.campaignId, issues),
          sql`encode(sha256(convert_to(${campaignMessages.email}, 'UTF8')), 'hex') = ${emailHash}`,
        ),
      )
      .returning({ id: campaignMessages.id });
    return rows.length;
  },

  /** A cancelled campaign's unsent rows (an A/B test's waiting rest too) are skipped (rows being sent finish their attempt). */
  async skipQueued(db: Orm, campaignId: number, reason: string): Promise<void> {
    await db
      .update(campaignMessages)
      .set({ status: 'skipped', lastError: reason })
      .where(and(eq(campaignMessages.campaignId, campaignId), inArray(campaignMessages.status, ['queued', 'waiting'])));
  },

  async messageById(db: Orm, id: number): Promise<MessageRow | null> {
    const [row] = await db.select().from(campaignMessages).where(eq(campaignMessages.id, id));
    return row ?? null;
  },
};
