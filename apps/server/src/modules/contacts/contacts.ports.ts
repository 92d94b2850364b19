import type { Orm } from '../../db/database';
import type { SegmentSources } from './segment-filter.repository';

/**
 * What contacts needs from other modules, filled in modules.ts: what segments ask about people
 * (campaigns' opens and clicks, RSVP's registrations, the newsletter's subscribers) as SQL conditions
 * the owners write, the checks of the ids a rule names, and who still uses a segment.
 */
export interface ContactsPorts {
  segmentSources: SegmentSources;
  /** Whether the campaign is one of the owner's own campaigns. */
  ownsCampaign(db: Orm, ownerId: number, campaignId: number): Promise<boolean>;
  /** Which of these webinar sessions exist. */
  sessionsExist(db: Orm, ids: readonly number[]): Promise<number[]>;
  /** Whether a scheduled campaign's audience is the segment. */
  segmentInScheduledCampaign(db: Orm, segmentId: number): Promise<boolean>;
  /** Whether an active sequence starts only for people in the segment. */
  segmentInActiveSequence(db: Orm, segmentId: number): Promise<boolean>;
}
