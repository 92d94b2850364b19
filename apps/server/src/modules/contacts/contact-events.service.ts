import type { EventPublisher } from '../../core/events/event-bus';
import type { Orm } from '../../db/database';
import { contactsRepository } from './contacts.repository';
import { suppressionRepository, type SuppressionReasonValue } from './suppression.repository';

/** How many contacts one list or tag event names at most (the event schema's limit). */
const EVENT_BATCH = 500;

function batches(ids: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let at = 0; at < ids.length; at += EVENT_BATCH) out.push(ids.slice(at, at + EVENT_BATCH));
  return out;
}

/**
 * The contacts module's domain events, published inside the transaction of the change
 * (docs/architecture.md, Domain events): contacts joined a list or gained a tag (one event per
 * batch of contacts), or an address was suppressed. Automation sequences start and stop on them. Callers kick the bus after commit.
 */
export function createContactEvents(events: Pick<EventPublisher, 'publish' | 'kick'>) {
  return {
    kick: () => events.kick(),

    async listAdded(db: Orm, ownerId: number, listId: number, contactIds: readonly number[]): Promise<void> {
      for (const batch of batches(contactIds)) {
        await events.publish(db, 'contact.list_added', { contactIds: batch, listId, ownerId });
      }
    },

    /** Every contact in `contactIds` gained every tag in `tags`. */
    async tagsAdded(db: Orm, ownerId: number, tags: readonly string[], contactIds: readonly number[]): Promise<void> {
      for (const tag of tags) {
        for (const batch of batches(contactIds)) {
          await events.publish(db, 'contact.tag_added', { contactIds: batch, ownerId, tag });
        }
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
