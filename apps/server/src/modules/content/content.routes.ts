import { getLegalDocument, listFaq } from '@meridian/contracts/content';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { ContentService } from './content.service';

export function contentRoutes(app: FastifyInstance, content: ContentService): void {
  registerEndpoint(app, listFaq, { access: PUBLIC }, () => content.listFaq());
  registerEndpoint(app, getLegalDocument, { access: PUBLIC }, ({ params }) => content.getLegal(params.slug));
}
