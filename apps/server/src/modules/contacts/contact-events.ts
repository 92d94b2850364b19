import type { EventPublisher } from '../../core/events/event-bus';
import type { Orm } from '../../db/database';
import { contactsRepository } from './contacts.repository';
import { suppressionRepository, type SuppressionReasonValue } from './suppression.repository';

/**
 * The contacts module's domain events, published inside the transaction of the change
 * (docs/architecture.md, Domain events): a contact joined a list, gained a tag, or its address was
 * suppressed. Automation sequences start and stop on them. Callers kick the bus after commit.
 */
export function createContactEvents(events: Pick<EventPublisher, 'publish' | 'kick'>) {
  return {
    kick: () => events.kick(),

    async listAdded(db: Orm, ownerId: number, listId: number, contactIds: readonly number[]): Promise<void> {
      for (const contactId of contactIds) {
        await events.publish(db, 'contact.list_added', { contactId, listId, ownerId });
      }
    },

    async tagsAdded(db: Orm, ownerId: number, tags: readonly string[], contactIds: readonly number[]): Promise<void> {
      for (const contactId of contactIds) {
        for (const tag of tags) await events.publish(db, 'contact.tag_added', { contactId, ownerId, tag });
      }
    },

    /** Suppresses the (lower-cased) address for every sender and says so (contact ids, never the address). */
    async suppress(db: Orm, email: string, reason: SuppressionReasonValue, source: string): Promise<void> {
      await suppressionRepository.suppress(db, email, reason, source);
      const contactIds = await contactsRepository.idsByEmail(db, email);
      await events.publish(db, 'contact.suppressed', { contactIds, reason });
    },
  };
}
export type ContactEvents = ReturnType<typeof createContactEvents>;
