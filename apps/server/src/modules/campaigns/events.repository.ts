import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { campaignEvents } from './campaigns.tables';

export type CampaignEventKind = 'open' | 'click' | 'unsubscribe' | 'bounce' | 'complaint';

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

  /** Records the event unless the message already has one of its kind. */
  async insertOnce(db: Orm, event: CampaignEvent): Promise<void> {
    const [existing] = await db
      .select({ id: campaignEvents.id })
      .from(campaignEvents)
      .where(and(eq(campaignEvents.messageId, event.messageId), eq(campaignEvents.kind, event.kind)));
    if (!existing) await this.insert(db, event);
  },
};
