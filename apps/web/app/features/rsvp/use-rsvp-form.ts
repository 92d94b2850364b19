import { useCallback, useState } from 'react';
import { EMPTY_RSVP, type RsvpErrors, type RsvpValues } from './validate-rsvp';

/** The RSVP modal's values and field errors. Values survive every error and a closed modal. */
export function useRsvpForm() {
  const [values, setValues] = useState<RsvpValues>(EMPTY_RSVP);
  const [errors, setErrors] = useState<RsvpErrors>({});

  /** Changing a field clears its error. */
  const setField = useCallback(<K extends keyof RsvpValues>(field: K, value: RsvpValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  /** Fills in what is known (a chosen session, a waitlist offer's details), keeping the rest. */
  const prefill = useCallback((known: Partial<RsvpValues>) => {
    setValues((current) => ({ ...current, ...known }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(known) as (keyof RsvpValues)[]) delete next[field];
      return next;
    });
  }, []);

  return { values, errors, setField, setErrors, prefill };
}

export type RsvpFormState = ReturnType<typeof useRsvpForm>;
