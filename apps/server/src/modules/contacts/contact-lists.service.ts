import {
  CONTACT_MESSAGES,
  type ContactList,
  type ContactListForm,
  contactListFormSchema,
} from '@meridian/contracts/contacts';
import type { Orm } from '../../db/database';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { contactListsRepository } from './contact-lists.repository';
import { contactListView } from './contacts.views';
import { ownerScope } from './contacts.service';

function nameTaken(): AppError {
  return new AppError('VALIDATION', CONTACT_MESSAGES.listNameTaken, [
    { path: 'name', message: CONTACT_MESSAGES.listNameTaken },
  ]);
}

/** A sender's named lists (routes check ownership of the row first). */
export function createContactListsService(orm: Orm) {
  async function found(id: number): Promise<ContactList> {
    const row = await contactListsRepository.byId(orm, id);
    if (!row) throw new AppError('NOT_FOUND', CONTACT_MESSAGES.listNotFound);
    return contactListView(row);
  }

  return {
    /** The owner of the row, or null when there is none (the route's ownership check). */
    ownerOf: (id: number): Promise<number | null> => contactListsRepository.ownerOf(orm, id),

    async list(actor: Actor, scope: 'own' | 'all'): Promise<ContactList[]> {
      return (await contactListsRepository.list(orm, ownerScope(actor, scope))).map(contactListView);
    },

    async create(actor: Actor, input: ContactListForm): Promise<ContactList> {
      const { name } = contactListFormSchema.parse(input);
      const id = await contactListsRepository.insert(orm, actor.userId, name);
      if (id === null) throw nameTaken();
      return found(id);
    },

    async rename(id: number, input: ContactListForm): Promise<ContactList> {
      const { name } = contactListFormSchema.parse(input);
      if (!(await contactListsRepository.rename(orm, id, name))) throw nameTaken();
      return found(id);
    },

    /** The list goes; its contacts stay. */
    async remove(id: number): Promise<{ id: number }> {
      await contactListsRepository.delete(orm, id);
      return { id };
    },
  };
}
export type ContactListsService = ReturnType<typeof createContactListsService>;
