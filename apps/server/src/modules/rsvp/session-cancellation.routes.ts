import { cancelSession, type WebinarSession } from '@meridian/contracts/webinars';
import type { FastifyInstance } from 'fastify';
import { rolesOnly } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';

interface SessionCanceller {
  cancel(id: number): Promise<{ refunded: number; released: number; refundFailures: number }>;
}
interface SessionViews {
  view(id: number): Promise<WebinarSession>;
}

/** DELETE /api/v1/calendar/:id: the session is cancelled and the answer says what became of its seats. */
export function sessionCancellationRoutes(app: FastifyInstance, canceller: SessionCanceller, sessions: SessionViews) {
  registerEndpoint(app, cancelSession, { access: rolesOnly('Admin') }, async ({ params }) => {
    const outcome = await canceller.cancel(params.id);
    return { session: await sessions.view(params.id), ...outcome };
  });
}
