import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { campaignEvents } from './campaigns.tables';

export type CampaignEventKind = 'open' | 'click' | 'unsubscribe' | 'bounce' | 'complaint' | 'deferral';

interface CampaignEvent {
  campaignId: number;
  messageId: number;
  kind: CampaignEventKind;
  linkIdx?: number;
  at: Date;
}

export const eventsRepository = {
  async insert(db: Orm, event: CampaignEvent): Promise<void> {
    await db.insert(campaignEvents).values({ ...event, linkIdx: event.linkIdx ?? null });
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
