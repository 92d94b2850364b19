import {
  CONTACT_MESSAGES,
  type Contact,
  type ContactListQuery,
  type ContactPage,
  contactFormSchema,
  contactListQuerySchema,
  contactUpdateSchema,
  type bulkContactsSchema,
} from '@meridian/contracts/contacts';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { mayTouch, type Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { toCsv } from '../../lib/csv';
import type { ContactEvents } from './contact-events.service';
import { contactListsRepository } from './contact-lists.repository';
import { contactView } from './contacts.views';
import { assertOwnLists } from './own-lists.service';
import { contactsRepository, type ContactFilter, type ContactRow } from './contacts.repository';
import { suppressionRepository } from './suppression.repository';

type ListQuery = z.output<typeof contactListQuerySchema>;

/** The owner a listing covers: the caller's own, or (admins, `scope=all`) everyone's. */
export function ownerScope(actor: Actor, scope: 'own' | 'all'): number | null {
  if (scope === 'own') return actor.userId;
  if (!actor.isAdmin) throw new AppError('FORBIDDEN', CONTACT_MESSAGES.allOnlyForAdmins);
  return null;
}

function filterOf(actor: Actor, query: Omit<ListQuery, 'before' | 'limit'>): ContactFilter {
  return {
    ownerId: ownerScope(actor, query.scope),
    search: query.search || undefined,
    listId: query.listId,
    tag: query.tag,
    status: query.status,
  };
}

function refuse(path: string, message: string): AppError {
  return new AppError('VALIDATION', message, [{ path, message }]);
}

/** Contacts of one sender (routes check ownership of the row first; admins may act on anyone's). */
export function createContactsService(orm: Orm, events: ContactEvents) {
  async function found(id: number): Promise<ContactRow> {
    const row = await contactsRepository.byId(orm, id);
    if (!row) throw new AppError('NOT_FOUND', CONTACT_MESSAGES.notFound);
    return row;
  }

  return {
    /** The owner of the row, or null when there is none (the route's ownership check). */
    ownerOf: (id: number): Promise<number | null> => contactsRepository.ownerOf(orm, id),

    async list(actor: Actor, query: ContactListQuery): Promise<ContactPage> {
      const parsed = contactListQuerySchema.parse(query);
      const filter = filterOf(actor, parsed);
      const rows = await contactsRepository.page(orm, filter, { before: parsed.before, limit: parsed.limit });
      const items = rows.slice(0, parsed.limit);
      return {
        items: items.map(contactView),
        nextBefore: rows.length > parsed.limit ? (items.at(-1)?.id ?? null) : null,
        total: await contactsRepository.count(orm, filter),
      };
    },

    async get(id: number): Promise<Contact> {
      return contactView(await found(id));
    },

    /** A new contact of the actor's; a suppressed address starts (and stays) with its suppression status. */
    async create(actor: Actor, input: z.input<typeof contactFormSchema>): Promise<Contact> {
      const form = contactFormSchema.parse(input);
      const email = form.email.toLowerCase();
      const id = await inTransaction(orm, async (db) => {
        await assertOwnLists(db, actor.userId, form.listIds, 'listIds');
        const status = (await suppressionRepository.reasonFor(db, email)) ?? 'subscribed';
        const { firstName, lastName, tags } = form;
        const created = await contactsRepository.insert(db, {
          ownerId: actor.userId,
          email,
          firstName,
          lastName,
          tags,
          status,
        });
        if (created === null) throw refuse('email', CONTACT_MESSAGES.emailTaken);
        const lists = await contactsRepository.setLists(db, created, form.listIds);
        for (const listId of lists) await events.listAdded(db, actor.userId, listId, [created]);
        await events.tagsAdded(db, actor.userId, tags, [created]);
        return created;
      });
      events.kick();
      return contactView(await found(id));
    },

    async update(id: number, input: z.input<typeof contactUpdateSchema>): Promise<Contact> {
      const form = contactUpdateSchema.parse(input);
      const existing = await found(id);
      await inTransaction(orm, async (db) => {
        await assertOwnLists(db, existing.ownerId, form.listIds, 'listIds');
        await contactsRepository.update(db, id, {
          firstName: form.firstName,
          lastName: form.lastName,
          tags: form.tags,
        });
        const lists = await contactsRepository.setLists(db, id, form.listIds);
        for (const listId of lists) await events.listAdded(db, existing.ownerId, listId, [id]);
        const newTags = form.tags.filter((tag) => !existing.tags.includes(tag));
        await events.tagsAdded(db, existing.ownerId, newTags, [id]);
      });
      events.kick();
      return contactView(await found(id));
    },

    async remove(id: number): Promise<{ id: number }> {
      await contactsRepository.delete(orm, [id]);
      return { id };
    },

    /** Unsubscribes the contact and suppresses its address for every sender. */
    async unsubscribe(actor: Actor, id: number): Promise<Contact> {
      const contact = await found(id);
      await inTransaction(orm, (db) => events.suppress(db, contact.email, 'unsubscribed', `user:${actor.userId}`));
      events.kick();
      return contactView(await found(id));
    },

    async bulk(actor: Actor, input: z.output<typeof bulkContactsSchema>): Promise<{ affected: number }> {
      const { change } = input;
      const result = await inTransaction(orm, async (db) => {
        if (change.action === 'add-to-list' || change.action === 'remove-from-list') {
          const listOwner = await contactListsRepository.ownerOf(db, change.listId);
          if (!mayTouch(actor, listOwner)) throw refuse('change.listId', CONTACT_MESSAGES.listNotFound);
          const ids = await contactsRepository.ownedIds(db, listOwner, input.contactIds);
          if (change.action === 'add-to-list') {
            const added = await contactsRepository.addToList(db, change.listId, ids);
            if (listOwner !== null) await events.listAdded(db, listOwner, change.listId, added);
          } else await contactsRepository.removeFromList(db, change.listId, ids);
          return { affected: ids.length };
        }
        const ids = await contactsRepository.ownedIds(db, actor.isAdmin ? null : actor.userId, input.contactIds);
        if (change.action === 'add-tag') {
          const tagged = await contactsRepository.addTag(db, change.tag, ids);
          // An admin may tag several senders' contacts: one event per owner (automation is per owner).
          const byOwner = new Map<number, number[]>();
          for (const row of await contactsRepository.owners(db, tagged)) {
            byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row.id]);
          }
          for (const [ownerId, owned] of byOwner) await events.tagsAdded(db, ownerId, [change.tag], owned);
        } else if (ids.length > 0) await contactsRepository.delete(db, ids);
        return { affected: ids.length };
      });
      events.kick();
      return result;
    },

    /** The matching contacts as CSV; formula-like cells are neutralised (lib/csv.ts). */
    async exportCsv(actor: Actor, query: Omit<ListQuery, 'before' | 'limit'>): Promise<string> {
      const filter = filterOf(actor, query);
      const [rows, lists] = await Promise.all([
        contactsRepository.all(orm, filter),
        contactListsRepository.list(orm, filter.ownerId),
      ]);
      const listNames = new Map(lists.map((list) => [list.id, list.name]));
      return toCsv<ContactRow>(
        [
          { header: 'Email', value: (c) => c.email },
          { header: 'First name', value: (c) => c.firstName },
          { header: 'Last name', value: (c) => c.lastName },
          { header: 'Tags', value: (c) => c.tags.join(', ') },
          { header: 'Lists', value: (c) => c.listIds.map((id) => listNames.get(id) ?? '').join(', ') },
          { header: 'Status', value: (c) => c.status },
          { header: 'Added', value: (c) => c.createdAt.toISOString() },
        ],
        rows,
      );
    },
  };
}
export type ContactsService = ReturnType<typeof createContactsService>;
