import { z } from 'zod';

/**
 * Bot protection for the public forms without a third-party CAPTCHA (docs/product.md, Public forms):
 * a honeypot field people never see, and the time the form was open before it was sent.
 */
export const FORM_GUARD = {
  /** The honeypot's name: a field a browser's autofill and a person leave empty. */
  honeypot: 'website',
  /** Faster than this from opening the form to sending it is not a person typing. */
  minFillMs: 2_000,
  tooFast: 'That was quicker than we expected. Please check your details and send the form again.',
} as const;

/** The guard's fields on every public form's body: never refused by shape, judged by the service. */
export const formGuardFields = {
  website: z.string().max(500).optional().catch('filled'),
  /** Milliseconds between the form appearing and being sent, as the browser measured it. */
  elapsedMs: z.number().int().min(0).max(86_400_000).optional().catch(undefined),
};

export type FormGuard = { website?: string; elapsedMs?: number };

/** What the guard decides: `drop` answers as success and stores nothing; `tooFast` asks to send again. */
export function judgeFormGuard(guard: FormGuard): 'pass' | 'drop' | 'tooFast' {
  if (guard.website) return 'drop';
  if (guard.elapsedMs === undefined || guard.elapsedMs < FORM_GUARD.minFillMs) return 'tooFast';
  return 'pass';
}
