import type { Orm } from '../../db/database';
import { contactListsRepository } from './contact-lists.repository';
import { assertOwnLists } from './own-lists.service';
import type { SegmentsService } from './segments.service';
import { suppressionRepository, type AudienceRow, type SuppressionReasonValue } from './suppression.repository';

/** What a campaign's audience names: lists and tags, and optionally one of the owner's segments. */
export interface AudienceFilter {
  listIds: readonly number[];
  tags: readonly string[];
  segmentId?: number | null;
}

/**
 * The audience and the suppression list, as campaign delivery takes them (campaigns/campaigns.ports.ts):
 * part of the module's API, and usable on its own database by tools such as the delivery bench.
 */
export function createContactsAudience(
  segments: Pick<SegmentsService, 'savedCondition' | 'assertOwnSegment' | 'names'>,
) {
  return {
    /**
     * The owner's subscribed, unsuppressed contacts on any of the lists, with any of the tags or in the
     * segment (evaluated now, in the same query; a deleted segment adds nobody), by id.
     */
    async audience(db: Orm, ownerId: number, filter: AudienceFilter): Promise<AudienceRow[]> {
      const segment = filter.segmentId ? await segments.savedCondition(db, ownerId, filter.segmentId) : null;
      return suppressionRepository.audience(db, ownerId, filter.listIds, filter.tags, segment);
    },
    /** Suppresses the address for every sender and marks every contact with it (idempotent). */
    suppress: (db: Orm, email: string, reason: SuppressionReasonValue, source: string): Promise<void> =>
      suppressionRepository.suppress(db, email.trim().toLowerCase(), reason, source),
    /** Whether the address is suppressed (any letter case). */
    isSuppressed: async (db: Orm, email: string): Promise<boolean> =>
      (await suppressionRepository.reasonFor(db, email.trim().toLowerCase())) !== null,
    /** Refuses lists that are not the owner's, at `path` (the one check of every audience field, own-lists.service.ts). */
    assertOwnLists,
    /** Refuses a segment that is not the owner's, at `path` (null passes). */
    assertOwnSegment: segments.assertOwnSegment,
    /** The names of these lists (whoever owns them), by id: campaign and sequence lists show names, never ids. */
    listNames: (db: Orm, ids: readonly number[]): Promise<ReadonlyMap<number, string>> =>
      contactListsRepository.namesOf(db, ids),
    /** The names of these segments (whoever owns them), by id; deleted ones are missing. */
    segmentNames: segments.names,
  };
}
export type ContactsAudience = ReturnType<typeof createContactsAudience>;
