import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, textField } from './fields';

/** A person's own notes in every panel that lists Notes (docs/product.md, Notes): nobody else reads them. */
export const NOTE_MESSAGES = {
  title: 'Give the note a title',
  body: 'Write something in the note',
  notFound: 'Note not found.',
  pinned: 'Choose whether the note is pinned',
} as const;

export const NOTE_TITLE_MAX = 200;
export const NOTE_BODY_MAX = 20_000;

export const noteInputSchema = z.object({
  title: textField({ label: 'Title', required: NOTE_MESSAGES.title, max: NOTE_TITLE_MAX }),
  body: textField({ label: 'Note', required: NOTE_MESSAGES.body, max: NOTE_BODY_MAX, multiline: true }),
  pinned: z.boolean({ error: NOTE_MESSAGES.pinned }).default(false),
});
export type NoteInput = z.input<typeof noteInputSchema>;

export const noteSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Note = z.infer<typeof noteSchema>;

const noteParams = z.object({ id: idField(NOTE_MESSAGES.notFound) });

/** Pinned first, then the most recently edited; `q` matches words in the title or the text. */
export const listNotes = defineEndpoint({
  method: 'GET',
  path: '/api/v1/notes',
  query: z.object({ q: textField({ label: 'Search', max: 200 }).optional() }),
  response: z.array(noteSchema),
});

export const createNote = defineEndpoint({
  method: 'POST',
  path: '/api/v1/notes',
  body: noteInputSchema,
  response: noteSchema,
});

export const updateNote = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/notes/:id',
  params: noteParams,
  body: noteInputSchema,
  response: noteSchema,
});

export const pinNote = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/notes/:id/pin',
  params: noteParams,
  body: z.object({ pinned: z.boolean({ error: NOTE_MESSAGES.pinned }) }),
  response: noteSchema,
});

export const deleteNote = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/notes/:id',
  params: noteParams,
  response: z.object({ id: z.number().int() }),
});
