import type { Orm } from '../../db/database';
import { contactListsRepository } from './contact-lists.repository';
import { assertOwnLists } from './own-lists.service';
import { suppressionRepository, type AudienceRow, type SuppressionReasonValue } from './suppression.repository';

/**
 * The audience and the suppression list, as campaign delivery takes them (campaigns/campaigns.ports.ts):
 * part of the module's API, and usable on its own database by tools such as the delivery bench.
 */
export const contactsAudience = {
  /** The owner's subscribed, unsuppressed contacts on any of the lists or with any of the tags, by id. */
  audience: (
    db: Orm,
    ownerId: number,
    filter: { listIds: readonly number[]; tags: readonly string[] },
  ): Promise<AudienceRow[]> => suppressionRepository.audience(db, ownerId, filter.listIds, filter.tags),
  /** Suppresses the address for every sender and marks every contact with it (idempotent). */
  suppress: (db: Orm, email: string, reason: SuppressionReasonValue, source: string): Promise<void> =>
    suppressionRepository.suppress(db, email.trim().toLowerCase(), reason, source),
  /** Whether the address is suppressed (any letter case). */
  isSuppressed: async (db: Orm, email: string): Promise<boolean> =>
    (await suppressionRepository.reasonFor(db, email.trim().toLowerCase())) !== null,
  /** Refuses lists that are not the owner's, at `path` (the one check of every audience field, own-lists.service.ts). */
  assertOwnLists,
  /** The names of these lists (whoever owns them), by id: campaign and sequence lists show names, never ids. */
  listNames: (db: Orm, ids: readonly number[]): Promise<ReadonlyMap<number, string>> =>
    contactListsRepository.namesOf(db, ids),
};
