import { defineModule, type Platform } from '../../core/module';
import { createFormGuard } from '../../lib/form-guard';
import type { ContactRequestsPorts } from './contact-requests.ports';
import { contactRequestsRoutes } from './contact-requests.routes';
import { createContactRequestsService } from './contact-requests.service';

export type { SalesLead } from './contact-requests.service';

/** Requests from /consultation and /support, and the admin's inbox (docs/product.md, Requisition). */
export function createContactRequestsModule(platform: Platform, deps: ContactRequestsPorts) {
  const formGuard = createFormGuard(platform);
  const requests = createContactRequestsService({
    orm: platform.orm,
    mail: deps.mailer,
    siteName: deps.siteNameOn,
    publicUrl: platform.config.publicUrl,
    nameOf: deps.nameOf,
    addSalesLead: deps.addSalesLead,
    formGuard,
  });
  return defineModule({
    name: 'contactRequests',
    api: requests,
    routes: (app) => contactRequestsRoutes(app, requests, formGuard),
  });
}
