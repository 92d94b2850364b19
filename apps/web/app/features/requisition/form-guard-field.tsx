import { FORM_GUARD } from '@meridian/contracts/form-guard';
import { useEffect, useRef } from 'react';

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

/** The guard's fields for the request: the honeypot's value and how long the form has been open. */
export function useFormGuard() {
  const openedAt = useRef<number | null>(null);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);
  return (form: HTMLFormElement | null) => {
    const honeypot = form?.querySelector<HTMLInputElement>(`input[name="${FORM_GUARD.honeypot}"]`)?.value ?? '';
    return { website: honeypot, elapsedMs: openedAt.current === null ? 0 : Date.now() - openedAt.current };
  };
}
