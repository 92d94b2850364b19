import { listOpenOpenings } from '@meridian/contracts/careers-public';
import { defineModule, type Platform } from '../../core/module';
import { definePageData } from '../../core/page-data';
import { createFormGuard } from '../../lib/form-guard';
import { createApplicationsService } from './applications.service';
import type { CareersPorts } from './careers.ports';
import { careersRoutes } from './careers.routes';
import { createOpeningsService } from './openings.service';

/** Job openings on /careers and the applications they receive (docs/product.md, Requisition). */
export function createCareersModule(platform: Platform, deps: CareersPorts) {
  const openings = createOpeningsService({
    orm: platform.orm,
    publicContent: platform.publicContent,
    audit: platform.audit,
  });
  const applications = createApplicationsService({
    orm: platform.orm,
    storage: platform.storage,
    mail: deps.mailer,
    siteName: deps.siteNameOn,
    publicUrl: platform.config.publicUrl,
    now: platform.now,
    formGuard: createFormGuard(platform),
  });
  return defineModule({
    name: 'careers',
    api: { openings, applications },
    routes: (app) => careersRoutes(app, { openings, applications }),
    pageData: [definePageData(listOpenOpenings, () => openings.listOpen())],
    cleanups: [{ name: 'careers.stale-resume-uploads', run: (orm) => applications.pruneStaleUploads(orm) }],
  });
}
