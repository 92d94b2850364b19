import { getLegalDocument, listFaq } from '@meridian/contracts/content';
import {
  createFaqEntry,
  getAdminLegal,
  getContentVersion,
  listAdminFaq,
  listAdminLegal,
  listContentVersions,
  reorderFaq,
  restoreContentVersion,
  updateFaqEntry,
  updateLegal,
} from '@meridian/contracts/content-admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC, rolesOnly } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requireUser } from '../../lib/request-auth';
import type { ContentAdminService } from './content-admin.service';
import type { ContentAuthor } from './content-documents.service';
import type { ContentService } from './content.service';

const ADMIN = { access: rolesOnly('Admin') };

function authorOf(request: FastifyRequest): ContentAuthor {
  const user = requireUser(request);
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
}

export function contentRoutes(app: FastifyInstance, content: ContentService, admin: ContentAdminService): void {
  registerEndpoint(app, listFaq, { access: PUBLIC }, () => content.listFaq());
  registerEndpoint(app, getLegalDocument, { access: PUBLIC }, ({ params }) => content.getLegal(params.slug));

  registerEndpoint(app, listAdminFaq, ADMIN, () => admin.listFaq());
  registerEndpoint(app, createFaqEntry, { ...ADMIN, status: 201 }, ({ body, request }) =>
    admin.createFaq(body, authorOf(request)),
  );
  registerEndpoint(app, updateFaqEntry, ADMIN, ({ params, body, request }) =>
    admin.updateFaq(params.id, body, authorOf(request)),
  );
  registerEndpoint(app, reorderFaq, ADMIN, ({ body }) => admin.reorderFaq(body.ids));
  registerEndpoint(app, listAdminLegal, ADMIN, () => admin.listLegal());
  registerEndpoint(app, getAdminLegal, ADMIN, ({ params }) => admin.getLegal(params.slug));
  registerEndpoint(app, updateLegal, ADMIN, ({ params, body, request }) =>
    admin.updateLegal(params.slug, body, authorOf(request)),
  );
  registerEndpoint(app, listContentVersions, ADMIN, ({ params }) => admin.versions(params.document));
  registerEndpoint(app, getContentVersion, ADMIN, ({ params }) => admin.version(params.document, params.number));
  registerEndpoint(app, restoreContentVersion, { ...ADMIN, status: 201 }, ({ params, request }) =>
    admin.restore(params.document, params.number, authorOf(request)),
  );
}
