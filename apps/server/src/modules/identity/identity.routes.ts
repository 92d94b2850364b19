import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { PUBLIC } from '../../lib/access';
import { CognitoError, type CognitoErrorName } from './cognito-error.rules';
import type { IdentityPool } from './identity.service';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
/**
 * Requests per minute per address on POST /identity, per instance: a guard against floods (each
 * SRP start stores a challenge). Sign-in needs two requests; attempt accounting is in the database.
 */
export const IDENTITY_REQUESTS_PER_MINUTE = 300;
const AMZ_JSON = 'application/x-amz-json-1.1';

/** CORS for Amplify in a browser (docs/identity-protocol.md, Transport): no cookies are sent, so any origin may call. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid',
};
const PREFLIGHT = {
  ...CORS,
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers':
    'content-type, x-amz-target, x-amz-user-agent, amz-sdk-invocation-id, amz-sdk-request, cache-control',
  'access-control-max-age': '86400',
};

function sendJson(reply: FastifyReply, status: number, body: object) {
  return reply
    .code(status)
    .headers(CORS)
    .header('x-amzn-requestid', reply.request.id)
    .header('cache-control', 'no-store')
    .type(AMZ_JSON)
    .send(Buffer.from(JSON.stringify(body), 'utf8'));
}

function sendError(reply: FastifyReply, type: CognitoErrorName, message: string, status = 400) {
  reply.header('x-amzn-errortype', type);
  return sendJson(reply, status, { __type: type, message });
}

/**
 * The built-in user pool over HTTP, as Cognito's endpoint: one POST dispatching on X-Amz-Target
 * (Amplify's `userPoolEndpoint` points here), its CORS preflight, and the JWKS. Errors use
 * Cognito's shape (400, x-amzn-errortype, {__type, message}), not the API envelope.
 */
export function identityRoutes(pool: IdentityPool) {
  return async function identityPlugin(app: FastifyInstance): Promise<void> {
    app.addContentTypeParser(AMZ_JSON, { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, body === '' ? {} : (JSON.parse(body as string) as unknown));
      } catch {
        done(new CognitoError('SerializationException', 'The request body is not valid JSON.'), undefined);
      }
    });

    app.setErrorHandler((error: FastifyError | CognitoError, request, reply) => {
      if (error instanceof CognitoError) {
        if (error.status >= 500) request.log.error({ err: error }, 'identity error');
        return sendError(reply, error.type, error.message, error.status);
      }
      if (error.statusCode === 429) return sendError(reply, 'TooManyRequestsException', error.message);
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendError(reply, 'InvalidParameterException', 'The request is too large.');
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return sendError(reply, 'SerializationException', 'The request body could not be read.');
      }
      request.log.error({ err: error }, 'identity error');
      return sendError(reply, 'InternalErrorException', 'An internal error occurred.', 500);
    });

    app.options('/identity', { config: { access: PUBLIC } }, (_request, reply) =>
      reply.code(204).headers(PREFLIGHT).send(),
    );

    const rateLimit = { max: IDENTITY_REQUESTS_PER_MINUTE, timeWindow: 60_000 };
    app.post('/identity', { config: { access: PUBLIC, rateLimit } }, async (request, reply) => {
      const target = request.headers['x-amz-target'];
      const name =
        typeof target === 'string' && target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
      const handler = Object.hasOwn(pool.operations, name) ? pool.operations[name] : undefined;
      if (!handler) {
        return sendError(
          reply,
          'InvalidParameterException',
          `The operation ${String(target ?? '')} is not supported by this user pool.`,
        );
      }
      const agent = request.headers['user-agent'];
      const result = await handler(request.body, { address: request.ip, userAgent: agent?.slice(0, 400) });
      return sendJson(reply, 200, result);
    });

    const jwks = async (_request: unknown, reply: FastifyReply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .headers(CORS)
        .send(await pool.jwks());
    app.get('/identity/.well-known/jwks.json', { config: { access: PUBLIC } }, jwks);
    app.get<{ Params: { poolId: string } }>(
      '/identity/:poolId/.well-known/jwks.json',
      { config: { access: PUBLIC } },
      async (request, reply) => {
        if (request.params.poolId !== pool.userPoolId) {
          return sendError(
            reply,
            'ResourceNotFoundException',
            `User pool ${request.params.poolId} does not exist.`,
            404,
          );
        }
        return jwks(request, reply);
      },
    );
  };
}
