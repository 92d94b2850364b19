import { getSystemMail, listSystemMail } from '@meridian/contracts/mail';
import type { FastifyInstance } from 'fastify';
import { rolesOnly } from '../../lib/access';
import { actorOf, registerEndpoint } from '../../lib/endpoint-route';
import type { SystemMailAdmin } from './system-mail-admin.service';

/** The admin's System mail view: recent system mail and one message with its body (admins only). */
export function systemMailRoutes(app: FastifyInstance, systemMail: SystemMailAdmin): void {
  const adminOnly = rolesOnly('Admin');
  registerEndpoint(app, listSystemMail, { access: adminOnly }, ({ query, request }) =>
    systemMail.list(actorOf(request), query),
  );
  registerEndpoint(app, getSystemMail, { access: adminOnly }, ({ params, request }) =>
    systemMail.open(actorOf(request), params.id),
  );
}
