import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { campaignEvents, campaigns } from './campaigns.tables';

/**
 * Segments' engagement rules (contacts/segment-filter.repository.ts), answered by campaigns, which owns
 * the messages and their events: the ids of the owner's contacts who opened or clicked a message of
 * one campaign or of any (campaigns and sequence emails alike), since a time or ever. Events carry
 * their message's sender and contact, so this reads one index (campaign_events_owner_kind_at_idx).
 * Given to contacts at wiring (modules.ts).
 */
export function engagedContacts(query: {
  ownerId: number;
  event: 'open' | 'click';
  campaignId: number | null;
  since: Date | null;
}): SQL {
  const campaign = query.campaignId === null ? sql`` : sql` and se.campaign_id = ${query.campaignId}`;
  const window = query.since === null ? sql`` : sql` and se.at >= ${query.since.toISOString()}::timestamptz`;
  return sql`select se.contact_id from ${campaignEvents} se
    where se.owner_id = ${query.ownerId} and se.kind = ${query.event}${campaign}${window}
      and se.contact_id is not null`;
}

/** What segments ask campaigns about the campaigns themselves (contacts/contacts.ports.ts). */
export const segmentCampaigns = {
  /** Whether the campaign is one of the owner's own (a campaign of the campaign list). */
  async owns(db: Orm, ownerId: number, campaignId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.ownerId, ownerId), eq(campaigns.kind, 'campaign')));
    return row !== undefined;
  },

  /** Whether a scheduled campaign's audience is the segment. */
  async scheduledWith(db: Orm, segmentId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.status, 'scheduled'), sql`(${campaigns.audience} ->> 'segmentId')::int = ${segmentId}`))
      .limit(1);
    return row !== undefined;
  },
};
