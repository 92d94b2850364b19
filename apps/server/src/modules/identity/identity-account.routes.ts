import { getAccountSecurity } from '@meridian/contracts/identity-account';
import type { FastifyInstance } from 'fastify';
import { SIGNED_IN } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import { requireToken } from '../../lib/request-auth';
import type { AccountSecurityService } from './identity-account.service';

/** The Account page's API: every signed-in user, about their own account only. */
export function identityAccountRoutes(app: FastifyInstance, account: AccountSecurityService): void {
  registerEndpoint(app, getAccountSecurity, { access: SIGNED_IN }, ({ request }) =>
    account.view(requireToken(request)),
  );
}
