import type { Orm } from '../../db/database';
import type { ContactEvents } from './contact-events.service';
import { contactListsRepository } from './contact-lists.repository';
import { contactsRepository } from './contacts.repository';
import { assertOwnLists } from './own-lists.service';
import { suppressionRepository, type SuppressionReasonValue } from './suppression.repository';

/** A person as automation names one (its AutomationPerson). */
interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The contacts as automation sequences use them (automation/automation.ports.ts, AutomationContacts),
 * each on the caller's handle (the step's transaction): the person behind a contact, the owner's
 * contact for an address (made when missing), tags, list ownership and the suppression list.
 */
export function createAutomationContacts(events: ContactEvents) {
  return {
    async person(db: Orm, contactId: number): Promise<(Person & { ownerId: number }) | null> {
      const row = await contactsRepository.byId(db, contactId);
      return row && { ownerId: row.ownerId, email: row.email, firstName: row.firstName, lastName: row.lastName };
    },

    /** The owner's contact with the address, added (with its suppression status, no lists or tags) when missing. */
    async ensureContact(db: Orm, ownerId: number, person: Person): Promise<number> {
      const email = person.email.trim().toLowerCase();
      const existing = await contactsRepository.idOf(db, ownerId, email);
      if (existing !== null) return existing;
      const status = (await suppressionRepository.reasonFor(db, email)) ?? 'subscribed';
      const { firstName, lastName } = person;
      const created = await contactsRepository.insert(db, { ownerId, email, firstName, lastName, tags: [], status });
      return created ?? ((await contactsRepository.idOf(db, ownerId, email)) as number);
    },

    /** Tags the contact (publishing `contact.tag_added` when it is new); resolves whether it was new. */
    async addTag(db: Orm, contactId: number, tag: string): Promise<boolean> {
      const tagged = await contactsRepository.addTag(db, tag, [contactId]);
      for (const row of await contactsRepository.owners(db, tagged)) {
        await events.tagsAdded(db, row.ownerId, [tag], [row.id]);
      }
      return tagged.length > 0;
    },

    removeTag: (db: Orm, contactId: number, tag: string) => contactsRepository.removeTag(db, tag, contactId),

    /** Refuses lists that are not the owner's (the one check of every audience field, own-lists.service.ts). */
    assertOwnLists,

    /** The names of these lists, by id (a sequence's trigger shows its list by name). */
    listNames: (db: Orm, ids: readonly number[]) => contactListsRepository.namesOf(db, ids),

    suppressionOf: (db: Orm, email: string): Promise<SuppressionReasonValue | null> =>
      suppressionRepository.reasonFor(db, email.trim().toLowerCase()),

    kick: () => events.kick(),
  };
}
