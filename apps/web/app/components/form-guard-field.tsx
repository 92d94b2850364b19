import { FORM_GUARD, issueFormGuard, type FormGuard } from '@meridian/contracts/form-guard';
import { useCallback, useEffect, useRef } from 'react';
import { useEndpointMutation } from '../lib/use-endpoint-mutation';

/**
 * The honeypot of a public form (docs/product.md, Public forms): a field people never see or reach
 * with the keyboard, which form-filling bots tend to fill. Read its value with `new FormData(form)`.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Leave this field empty
        <input type="text" name={FORM_GUARD.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** A refusal that a fresh token answers: the page was open too long, or its token was missing. */
const RENEWED_BY_A_TOKEN: readonly string[] = [FORM_GUARD.stale, FORM_GUARD.unchecked];

/**
 * The guard's fields for the request: the honeypot's value and the token the server signed when the
 * form appeared (asked for on mount; the server judges its age, docs/product.md, Public forms).
 * `renewAfter(message)` asks for a new token when a refusal says the page's one no longer does, so
 * sending again works; what was typed stays in the form.
 */
export function useFormGuard() {
  const token = useRef<string | undefined>(undefined);
  const { mutateAsync: issue } = useEndpointMutation(issueFormGuard);
  const renew = useCallback(() => {
    issue({ loading: false, keepNotifications: true })
      .then((answer) => {
        token.current = answer.token;
      })
      // Without a token the server asks to send again, and the refusal asks for one.
      .catch(() => undefined);
  }, [issue]);
  useEffect(renew, [renew]);
  const fields = useCallback((form: HTMLFormElement | null): Required<FormGuard> => {
    const honeypot = form?.querySelector<HTMLInputElement>(`input[name="${FORM_GUARD.honeypot}"]`)?.value ?? '';
    return { website: honeypot, formToken: token.current ?? '' };
  }, []);
  const renewAfter = useCallback(
    (message: string | null | undefined) => {
      if (message && RENEWED_BY_A_TOKEN.includes(message)) renew();
    },
    [renew],
  );
  return { fields, renewAfter };
}
