import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * What the code running for a request may know about it without being handed the request: its id
 * (the crash log names it), where it came from, and who sent it once plugins/auth has verified them.
 * The audit log reads it (docs/decisions/2026-11-27-audit-log.md); services still take the acting
 * user as an argument for every decision.
 */
export interface RequestScope {
  requestId: string;
  /** The client's address as the server derives it (behind TRUST_PROXY). */
  address: string;
  /** The User-Agent header, cut to 400 characters; undefined when none was sent. */
  userAgent: string | undefined;
  /** The signed-in user, set by plugins/auth on routes that are not public. */
  user?: { id: number; roleIds: readonly number[] };
}

const scope = new AsyncLocalStorage<RequestScope>();
const USER_AGENT_LIMIT = 400;

/** The id of the request whose work is running now, if any (the crash log names it). */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/** The request whose work is running now, if any: jobs and start-up run outside every request. */
export function currentRequest(): Readonly<RequestScope> | undefined {
  return scope.getStore();
}

/** plugins/auth: the verified user of the running request, for whatever it starts. */
export function setRequestUser(user: { id: number; roleIds: readonly number[] }): void {
  const store = scope.getStore();
  if (store) store.user = { id: user.id, roleIds: [...user.roleIds] };
}

/** Runs every request of `app`, and whatever it starts, with its request id, address and browser in scope. */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const agent = request.headers['user-agent'];
    scope.run(
      {
        requestId: request.id,
        address: request.ip,
        userAgent: typeof agent === 'string' && agent ? agent.slice(0, USER_AGENT_LIMIT) : undefined,
      },
      done,
    );
  });
}
