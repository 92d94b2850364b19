import {
  createSegment,
  deleteSegment,
  getSegment,
  listSegments,
  previewSegment,
  SEGMENT_MESSAGES,
  updateSegment,
} from '@meridian/contracts/contacts-segments';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../lib/access';
import { actorOf, registerEndpoint } from '../../lib/endpoint-route';
import type { SegmentsService } from './segments.service';

/** Segments: the same senders and ownership as contact lists (docs/product.md, Segments). */
export function segmentsRoutes(app: FastifyInstance, segments: SegmentsService, access: Access): void {
  const owned = {
    resource: 'contact-segment',
    notFound: SEGMENT_MESSAGES.notFound,
    ownerOf: ({ params }: { params: { id: number } }) => segments.ownerOf(params.id),
  };
  registerEndpoint(app, listSegments, { access }, ({ query, request }) => segments.list(actorOf(request), query.scope));
  registerEndpoint(app, previewSegment, { access, rateLimitPerMinute: 120 }, ({ body, request }) =>
    segments.preview(actorOf(request), body),
  );
  registerEndpoint(app, createSegment, { access, status: 201 }, ({ body, request }) =>
    segments.create(actorOf(request), body),
  );
  registerEndpoint(app, getSegment, { access, owned }, ({ params }) => segments.get(params.id));
  registerEndpoint(app, updateSegment, { access, owned }, ({ params, body }) => segments.update(params.id, body));
  registerEndpoint(app, deleteSegment, { access, owned }, ({ params }) => segments.remove(params.id));
}
