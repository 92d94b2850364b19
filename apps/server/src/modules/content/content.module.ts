import { defineModule, type Platform } from '../../core/module';
import { contentRoutes } from './content.routes';
import { createContentService } from './content.service';

/** FAQ entries and the legal documents, seeded on first boot. */
export function createContentModule(platform: Platform) {
  const content = createContentService(platform.orm);
  return defineModule({
    name: 'content',
    api: content,
    routes: (app) => contentRoutes(app, content),
    seed: () => content.seedDefaults(),
  });
}
