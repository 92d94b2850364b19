import { defineModule, type Platform } from '../../core/module';
import { notesRoutes } from './notes.routes';
import { createNotesService } from './notes.service';

/** Each person's own notes in the panels that list Notes. */
export function createNotesModule(platform: Platform) {
  const notes = createNotesService(platform.orm);
  return defineModule({
    name: 'notes',
    api: notes,
    routes: (app) => notesRoutes(app, notes),
  });
}
