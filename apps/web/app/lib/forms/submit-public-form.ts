import type { Endpoint, EndpointBody, EndpointResponse } from '@meridian/contracts/endpoint';
import type { z } from 'zod';
import { ApiError, callEndpoint } from '../api-client';
import { failureErrors } from './failure-errors';
import { placeErrors, type FieldMap, type PlacedErrors } from './place-errors';

export type PublicFormResult<T> = { ok: true; answer: T } | ({ ok: false } & PlacedErrors);

/**
 * Sends a public form whose checks and call load on first focus or submit, outside React, so public
 * pages do not hydrate them (the newsletter and contact forms): the values checked by `schema`, with
 * the contract's messages, then the endpoint called with `body(checked)`. Refusals, the contract's or
 * the API's, land on `fields`, the rest as the form's message; a failure that is not the API's is thrown.
 */
export async function submitPublicForm<E extends Endpoint, S extends z.ZodType>(
  endpoint: E,
  schema: S,
  values: unknown,
  fields: FieldMap,
  body: (checked: z.output<S>) => EndpointBody<E> = (checked) => checked as EndpointBody<E>,
): Promise<PublicFormResult<EndpointResponse<E>>> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return { ok: false, ...placeErrors(problems, fields) };
  }
  try {
    return { ok: true, answer: await callEndpoint(endpoint, { body: body(parsed.data), loading: false }) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, ...failureErrors(error, { fields }) };
  }
}
