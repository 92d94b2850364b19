import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request whose work is running now, if any (the crash log names it). */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/** Runs every request of `app`, and whatever it starts, with its request id in scope. */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => scope.run({ requestId: request.id }, done));
}
