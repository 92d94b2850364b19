import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

export const JSON_BODY_MESSAGES = {
  empty: 'The request body is empty; send a JSON object.',
  invalid: 'The request body is not valid JSON.',
  forbiddenKey: (key: ForbiddenKey) => `The request body contains a key that is not allowed (${key}).`,
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

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
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
 * body carrying a prototype-changing key is named as such instead of being called "not valid JSON".
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
    return done(null, parsed);
  });
}
