import { NOTE_MESSAGES, type Note, type NoteInput } from '@meridian/contracts/notes';
import type { Orm } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { notesRepository, type NoteRow } from './notes.repository';

function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    pinned: row.pinned,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function found(row: NoteRow | undefined): Note {
  if (!row) throw new AppError('NOT_FOUND', NOTE_MESSAGES.notFound);
  return toNote(row);
}

/**
 * Notes belong to the person who wrote them and to nobody else: every call names the owner, and an
 * admin reads only their own notes too (docs/decisions/2026-11-23-notes.md).
 */
export function createNotesService(orm: Orm) {
  return {
    ownerOf: (id: number) => notesRepository.ownerOf(orm, id),

    list: async (ownerId: number, search?: string) => (await notesRepository.list(orm, ownerId, search)).map(toNote),

    create: async (ownerId: number, input: Required<NoteInput>) =>
      toNote(await notesRepository.insert(orm, { ownerId, ...input })),

    /** An edit moves "last edited"; pinning does not. */
    update: async (ownerId: number, id: number, input: Required<NoteInput>) =>
      found(await notesRepository.update(orm, ownerId, id, input, true)),

    pin: async (ownerId: number, id: number, pinned: boolean) =>
      found(await notesRepository.update(orm, ownerId, id, { pinned }, false)),

    async remove(ownerId: number, id: number): Promise<{ id: number }> {
      if (!(await notesRepository.remove(orm, ownerId, id))) throw new AppError('NOT_FOUND', NOTE_MESSAGES.notFound);
      return { id };
    },
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
