import { CONTACT_MESSAGES } from '@meridian/contracts/contacts';
import type { Orm } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { contactListsRepository } from './contact-lists.repository';

/**
 * The one check behind every field that names audience lists (docs/product.md, Ownership): a
 * contact's lists, an import's list, a campaign's audience and a sequence's trigger take only lists
 * of `ownerId` (the owner of the row being saved, also when an admin saves it). A list of another
 * sender is refused with the 422 of a missing one, at `path`, so nobody learns it exists.
 */
export async function assertOwnLists(
  db: Orm,
  ownerId: number,
  listIds: readonly number[],
  path: string,
): Promise<void> {
  const ids = [...new Set(listIds)];
  if (ids.length === 0 || (await contactListsRepository.countOwned(db, ownerId, ids)) === ids.length) return;
  throw new AppError('VALIDATION', CONTACT_MESSAGES.unknownLists, [{ path, message: CONTACT_MESSAGES.unknownLists }]);
}
