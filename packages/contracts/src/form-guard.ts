import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * Bot protection for the public forms without a third-party CAPTCHA (docs/product.md, Public forms):
 * a honeypot field people never see, and a token the server signs when the form appears, which
 * says when that was. Nothing the browser reports about time counts.
 */
export const FORM_GUARD = {
  /** The honeypot's name: a field a browser's autofill and a person leave empty. */
  honeypot: 'website',
  /** Faster than this from the form appearing (the token's issue) to sending it is not a person typing. */
  minFillMs: 2_000,
  /** A token older than this is refused: the page has been open too long to vouch for the form. */
  maxAgeMs: 24 * 3_600_000,
  tooFast: 'That was quicker than we expected. Please check your details and send the form again.',
  stale: 'This page has been open for a long time. Please send the form again; your details are kept.',
  unchecked: 'We could not confirm this form came from our page. Please send it again; your details are kept.',
} as const;

/** The guard's fields on every public form's body: never refused by shape, judged by the service. */
export const formGuardFields = {
  website: z.string().max(500).optional().catch('filled'),
  /** The token GET /api/v1/form-guard gave the page when the form appeared. */
  formToken: z.string().max(200).optional().catch(undefined),
};

export type FormGuard = { website?: string; formToken?: string };

/** GET /api/v1/form-guard: a fresh token for a form that has just appeared. */
export const issueFormGuard = defineEndpoint({
  method: 'GET',
  path: '/api/v1/form-guard',
  response: z.object({ token: z.string() }),
});
