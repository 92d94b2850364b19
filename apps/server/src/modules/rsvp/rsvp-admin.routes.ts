import {
  cancelRsvp,
  getRsvpHoldLimits,
  listRsvps,
  listSessionWaitlist,
  refundRsvp,
  resendRsvpConfirmation,
  RSVP_EXPORT_PATH,
  rsvpFilterSchema,
  updateRsvpHoldLimits,
} from '@meridian/contracts/rsvp-admin';
import type { FastifyInstance } from 'fastify';
import { rolesOnly } from '../../lib/access';
import { registerCsvExport } from '../../lib/csv-route';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { Rsvp } from './rsvp.module';

const ADMIN = rolesOnly('Admin');

export function rsvpAdminRoutes(app: FastifyInstance, rsvp: Rsvp): void {
  registerEndpoint(app, listRsvps, { access: ADMIN }, ({ query }) => rsvp.admin.list(query));
  registerCsvExport(app, { path: RSVP_EXPORT_PATH, access: ADMIN, query: rsvpFilterSchema, fileName: 'rsvps' }, (q) =>
    rsvp.admin.exportCsv(q),
  );
  registerEndpoint(app, cancelRsvp, { access: ADMIN }, ({ params }) => rsvp.admin.cancel(params.id));
  registerEndpoint(app, refundRsvp, { access: ADMIN }, ({ params }) => rsvp.admin.refund(params.id));
  registerEndpoint(app, resendRsvpConfirmation, { access: ADMIN }, ({ params }) => rsvp.admin.resend(params.id));
  registerEndpoint(app, listSessionWaitlist, { access: ADMIN }, ({ params }) => rsvp.waitlist.forSession(params.id));
  registerEndpoint(app, getRsvpHoldLimits, { access: ADMIN }, () => rsvp.admin.holdLimits());
  registerEndpoint(app, updateRsvpHoldLimits, { access: ADMIN }, ({ body }) => rsvp.admin.setHoldLimits(body));
}
