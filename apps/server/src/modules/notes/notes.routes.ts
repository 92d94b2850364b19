import { createNote, deleteNote, listNotes, NOTE_MESSAGES, pinNote, updateNote } from '@meridian/contracts/notes';
import type { FastifyInstance } from 'fastify';
import { rolesOnly } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requireUser } from '../../lib/request-auth';
import type { NotesService } from './notes.service';

/** The panels that list Notes: admin, affiliate, sales and email marketing. */
const PANEL_USERS = rolesOnly('Admin', 'Affiliate', 'Sales', 'EmailMarketing');

export function notesRoutes(app: FastifyInstance, notes: NotesService): void {
  const owned = {
    resource: 'note',
    notFound: NOTE_MESSAGES.notFound,
    ownerOnly: true,
    ownerOf: ({ params }: { params: { id: number } }) => notes.ownerOf(params.id),
  };
  registerEndpoint(app, listNotes, { access: PANEL_USERS }, ({ request, query }) =>
    notes.list(requireUser(request).id, query.q),
  );
  registerEndpoint(app, createNote, { access: PANEL_USERS, status: 201 }, ({ request, body }) =>
    notes.create(requireUser(request).id, body),
  );
  registerEndpoint(app, updateNote, { access: PANEL_USERS, owned }, ({ request, params, body }) =>
    notes.update(requireUser(request).id, params.id, body),
  );
  registerEndpoint(app, pinNote, { access: PANEL_USERS, owned }, ({ request, params, body }) =>
    notes.pin(requireUser(request).id, params.id, body.pinned),
  );
  registerEndpoint(app, deleteNote, { access: PANEL_USERS, owned }, ({ request, params }) =>
    notes.remove(requireUser(request).id, params.id),
  );
}
