import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { campaignEvents, campaignMessages, campaigns } from './campaigns.tables';

export interface SentMessage {
  id: number;
  campaignId: number;
  email: string;
  kind: string;
  /** Its Message-ID header. */
  header: string | null;
}

/** SQL for reports read back from a sender's mailbox (mailbox-feedback.service.ts). */
export const mailboxFeedbackRepository = {
  /** When the sender's first message went out, and whether any went out since `recentSince`. */
  async activity(db: Orm, ownerId: number, recentSince: Date): Promise<{ firstSentAt: Date; recent: boolean } | null> {
    const [row] = await db
      .select({
        first: sql<string | null>`min(${campaignMessages.sentAt})`,
        recent: sql<boolean>`coalesce(bool_or(${campaignMessages.sentAt} >= ${recentSince.toISOString()}), false)`,
      })
      .from(campaignMessages)
      .where(and(eq(campaignMessages.ownerId, ownerId), eq(campaignMessages.status, 'sent')));
    if (!row?.first) return null;
    return { firstSentAt: new Date(row.first), recent: row.recent };
  },

  /** The sender's own sent messages named by Message-ID or by row id (the tag header). */
  async sentBy(
    db: Orm,
    ownerId: number,
    messageIds: readonly string[],
    rowIds: readonly number[],
  ): Promise<SentMessage[]> {
    const named = or(
      messageIds.length > 0 ? inArray(campaignMessages.messageId, [...messageIds]) : undefined,
      rowIds.length > 0 ? inArray(campaignMessages.id, [...rowIds]) : undefined,
    );
    if (!named) return [];
    return db
      .select({
        id: campaignMessages.id,
        campaignId: campaignMessages.campaignId,
        email: campaignMessages.email,
        kind: campaigns.kind,
        header: campaignMessages.messageId,
      })
      .from(campaignMessages)
      .innerJoin(campaigns, eq(campaigns.id, campaignMessages.campaignId))
      .where(and(eq(campaignMessages.ownerId, ownerId), eq(campaignMessages.status, 'sent'), named))
      .orderBy(campaignMessages.id);
  },

  /** Messages to the address with a temporary failure reported since `since`, whoever sent them. */
  async deferralsTo(db: Orm, email: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(distinct ${campaignEvents.messageId})::int` })
      .from(campaignEvents)
      .innerJoin(campaignMessages, eq(campaignMessages.id, campaignEvents.messageId))
      .where(
        and(eq(campaignEvents.kind, 'deferral'), eq(campaignMessages.email, email), gte(campaignEvents.at, since)),
      );
    return row?.count ?? 0;
  },
};
