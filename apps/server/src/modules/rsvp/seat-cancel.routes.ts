import { cancelOwnSeat, getSeatCancel } from '@meridian/contracts/rsvp-self-cancel';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { SeatCancel } from './seat-cancel.service';

/** A paid seat's own cancel page (docs/product.md, Cancelling your own seat): the signed token is the bearer. */
export function seatCancelRoutes(app: FastifyInstance, seatCancel: SeatCancel): void {
  registerEndpoint(app, getSeatCancel, { access: PUBLIC, rateLimitPerMinute: 60 }, ({ params }) =>
    seatCancel.status(params.token),
  );
  registerEndpoint(app, cancelOwnSeat, { access: PUBLIC, rateLimitPerMinute: 20 }, ({ params, body }) =>
    seatCancel.cancel(params.token, body.refund),
  );
}
