import type { ApiErrorBody } from '@meridian/contracts/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { JSON_BODY_MESSAGES, registerJsonBodyParser } from './json-body';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  body: Omit<ApiErrorBody, 'success' | 'requestId'>,
) {
  const payload: ApiErrorBody = { success: false, ...body, requestId: request.id };
  return reply.code(status).header('cache-control', 'no-store').send(payload);
}

function describeFastifyError(error: FastifyError, bodyLimit: number): { status: number; message: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        message: `The request is too large. The limit is ${Math.floor(bodyLimit / 1024)} KB.`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Send the request body as JSON (Content-Type: application/json).' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: JSON_BODY_MESSAGES.empty };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: JSON_BODY_MESSAGES.invalid };
    default:
      break;
  }
  if (error.statusCode === 429) return { status: 429, message: error.message };
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, message: JSON_BODY_MESSAGES.invalid };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, message: error.message };
  }
  return null;
}

/**
 * Maps every error to the API envelope. 5xx bodies carry a generic message and the request id only.
 * Also installs the JSON body parser, so a refused body gets a message that says why.
 */
export function registerErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  registerJsonBodyParser(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 500) request.log.error({ err: error }, 'service error');
      return send(reply, request, error.status, {
        message: error.status === 500 ? INTERNAL_ERROR_MESSAGE : error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const known = describeFastifyError(error, request.routeOptions.bodyLimit ?? bodyLimit);
    if (known) return send(reply, request, known.status, { message: known.message });
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, { message: INTERNAL_ERROR_MESSAGE });
  });
}

/** Default router limit on one path segment (Fastify's `maxParamLength`). */
const MAX_PARAM_LENGTH = 100;

/**
 * Errors the router raises before any route runs (Fastify's `frameworkErrors`): a malformed
 * percent-encoding or an over-long path segment. Same envelope as every other refusal.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refusal =
    error.code === 'FST_ERR_BAD_URL'
      ? { status: 400, message: 'The address is not valid: it contains a malformed percent-encoded character.' }
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? {
            status: 414,
            message: `A part of the address is too long (at most ${MAX_PARAM_LENGTH} characters between slashes).`,
          }
        : { status: 400, message: 'The request could not be routed.' };
  void send(reply, request, refusal.status, { message: refusal.message });
}

/** JSON 404 for unknown API paths. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  return send(reply, request, 404, {
    message: `No API endpoint matches ${request.method} ${path}.`,
  });
}
