import { FORM_GUARD } from '@meridian/contracts/form-guard';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ManualClock } from './identity-harness';

/**
 * A public form's guard token as the page gets it when the form appears (GET /api/v1/form-guard),
 * then the test clock moved past the shortest time a person takes to fill the form in.
 */
export async function filledFormToken(t: { app: FastifyInstance; clock: ManualClock }): Promise<string> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/v1/form-guard' });
  expect(answer.statusCode, answer.body).toBe(200);
  t.clock.advance(FORM_GUARD.minFillMs + 500);
  return (answer.json().data as { token: string }).token;
}
