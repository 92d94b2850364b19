import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { campaignEvents, campaignMessages } from './campaigns.tables';

export type CampaignEventKind = 'open' | 'click' | 'unsubscribe' | 'bounce' | 'complaint' | 'deferral';

interface CampaignEvent {
  campaignId: number;
  messageId: number;
  kind: CampaignEventKind;
  linkIdx?: number;
  at: Date;
}

export const eventsRepository = {
  /** Records the event with its message's sender and contact (what segments read, campaigns.tables.ts). */
  async insert(db: Orm, event: CampaignEvent): Promise<void> {
    await db.execute(sql`insert into ${campaignEvents} (campaign_id, message_id, kind, link_idx, at, owner_id, contact_id)
      select ${event.campaignId}, m.id, ${event.kind}, ${event.linkIdx ?? null}::int,
        ${event.at.toISOString()}::timestamptz, m.owner_id, m.contact_id
      from ${campaignMessages} m where m.id = ${event.messageId}`);
  },

  /** Records the event unless the message already has one of its kind; whether it was recorded now. */
  async insertOnce(db: Orm, event: CampaignEvent): Promise<boolean> {
    const [existing] = await db
      .select({ id: campaignEvents.id })
      .from(campaignEvents)
      .where(and(eq(campaignEvents.messageId, event.messageId), eq(campaignEvents.kind, event.kind)));
    if (existing) return false;
    await this.insert(db, event);
    return true;
  },
};
