// A server process that fails the way production code can: an error thrown from a timer and a
// promise nobody awaits, each started by a request. crash-handlers.test.ts runs it as a child.
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { exitOnCrash } from '../src/lib/crash-handlers';
import { createLogger } from '../src/lib/logger';
import { registerRequestScope } from '../src/lib/request-scope';

const log = createLogger('info');
exitOnCrash(log);
const app = Fastify({
  loggerInstance: log as FastifyBaseLogger,
  genReqId: (request) => String(request.headers['x-request-id']),
});
registerRequestScope(app);
app.get('/throw', async () => {
  setTimeout(() => {
    throw new Error('the timer failed');
  }, 5);
  return { ok: true };
});
app.get('/reject', async () => {
  void Promise.reject(new Error('the promise failed'));
  return { ok: true };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
log.info({ port: typeof address === 'object' && address ? address.port : 0 }, 'crash fixture listening');
