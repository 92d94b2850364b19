import { FORM_GUARD, type FormGuard } from '@meridian/contracts/form-guard';
import { AppError } from './app-error';
import type { Signer } from './signer';

const CONTEXT = 'forms.guard';

/**
 * The public forms' bot guard (docs/product.md, Public forms): a token `<issued ms>.<signature>`
 * signed by the secrets service when the form appears, checked when it is sent for its signature,
 * its minimum age (a person reads and types) and its maximum age. The browser's clock plays no part.
 */
export function createFormGuard(deps: { secrets: Signer; now: () => Date }) {
  function ageOf(token: string | undefined): number | null {
    const [issued = '', signature = '', ...rest] = (token ?? '').split('.');
    if (rest.length > 0 || !/^\d{1,15}$/.test(issued) || !deps.secrets.verify(issued, CONTEXT, signature)) return null;
    return deps.now().getTime() - Number(issued);
  }

  return {
    issue(): { token: string } {
      const issued = String(deps.now().getTime());
      return { token: `${issued}.${deps.secrets.sign(issued, CONTEXT)}` };
    },

    /**
     * 'drop' for a honeypot-filled form (answered as a success, nothing stored or sent), 'pass' for
     * one a person sent; otherwise throws the 422 that asks to send it again.
     */
    judge(guard: FormGuard): 'pass' | 'drop' {
      if (guard.website) return 'drop';
      const age = ageOf(guard.formToken);
      if (age === null) throw new AppError('VALIDATION', FORM_GUARD.unchecked);
      if (age < FORM_GUARD.minFillMs) throw new AppError('VALIDATION', FORM_GUARD.tooFast);
      if (age > FORM_GUARD.maxAgeMs) throw new AppError('VALIDATION', FORM_GUARD.stale);
      return 'pass';
    },
  };
}
export type FormGuardService = ReturnType<typeof createFormGuard>;
