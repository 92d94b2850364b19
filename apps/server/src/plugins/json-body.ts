import { nestingDepth } from '@meridian/contracts/fields';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * How deeply a request body may nest arrays and objects. No request needs more (rich text, the
 * deepest, stays under 50); past it the body is refused before any validator recurses into it.
 */
export const MAX_BODY_DEPTH = 64;

export const JSON_BODY_MESSAGES = {
  empty: 'The request body is empty; send a JSON object.',
  invalid: 'The request body is not valid JSON.',
  forbiddenKey: (key: ForbiddenKey) => `The request body contains a key that is not allowed (${key}).`,
  tooDeep: (field: string) =>
    `${field === '' ? 'The request body' : field} nests lists and objects too deeply (at most ${MAX_BODY_DEPTH} levels).`,
} as const;

export type ForbiddenKey = '__proto__' | 'constructor.prototype';

/**
 * A 400 from the body parser. `statusCode` lets plugins with their own error handler (the identity
 * pool's) see it as the client's mistake too.
 */
class BodyError extends AppError {
  readonly statusCode = 400;
  constructor(message: string) {
    super('BAD_REQUEST', message);
  }
}

/**
 * A 422 naming the field of a body that nests too deeply. `statusCode` lets plugins with their
 * own error handler see it as the client's mistake.
 */
class BodyTooDeepError extends AppError {
  readonly statusCode = 422;
  constructor(field: string) {
    const message = JSON_BODY_MESSAGES.tooDeep(field);
    super('VALIDATION', message, [{ path: field, message }]);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/**
 * The member of a parsed body that nests past MAX_BODY_DEPTH ('' for the body itself when it is
 * an array or nests too deeply as a whole), or undefined. Measured without recursion.
 */
export function tooDeepField(body: unknown): string | undefined {
  if (nestingDepth(body, MAX_BODY_DEPTH) <= MAX_BODY_DEPTH) return undefined;
  if (!isObject(body) || Array.isArray(body)) return '';
  const field = Object.entries(body).find(([, value]) => nestingDepth(value, MAX_BODY_DEPTH - 1) >= MAX_BODY_DEPTH);
  return field?.[0] ?? '';
}

/**
 * The first key in parsed JSON that could rewrite an object's prototype when the value is merged
 * somewhere: `__proto__`, or `constructor` holding an object with `prototype`. Walks without
 * recursion, so deeply nested input cannot overflow the stack.
 */
export function forbiddenKey(value: unknown): ForbiddenKey | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (!isObject(node)) continue;
    if (Object.hasOwn(node, '__proto__')) return '__proto__';
    const ctor = Object.hasOwn(node, 'constructor') ? node.constructor : undefined;
    if (isObject(ctor) && Object.hasOwn(ctor, 'prototype')) return 'constructor.prototype';
    for (const child of Object.values(node)) if (isObject(child)) pending.push(child);
  }
  return undefined;
}

/**
 * Replaces Fastify's JSON body parser: the same rules (empty and malformed bodies are 400), but a
 * body carrying a prototype-changing key is named as such instead of being called "not valid JSON",
 * and one nesting past MAX_BODY_DEPTH is a 422 naming the field, for every route at once, before
 * any schema recurses into it (docs/product.md, Input and messages).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0) return done(new BodyError(JSON_BODY_MESSAGES.empty), undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(new BodyError(JSON_BODY_MESSAGES.invalid), undefined);
    }
    const key = forbiddenKey(parsed);
    if (key) return done(new BodyError(JSON_BODY_MESSAGES.forbiddenKey(key)), undefined);
    const deep = tooDeepField(parsed);
    if (deep !== undefined) return done(new BodyTooDeepError(deep), undefined);
    return done(null, parsed);
  });
}
