import { createSession, updateSession, type WebinarSession } from '@meridian/contracts/webinars';
import { useCallback, useState } from 'react';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { valuesChanged } from '../../lib/values-changed';
import {
  sessionFieldErrors,
  sessionValues,
  validateSessionForm,
  type SessionField,
  type SessionFormErrors,
  type SessionFormValues,
} from './session-form-values';

function without(errors: SessionFormErrors, field: SessionField): SessionFormErrors {
  if (!(field in errors) && !errors.form) return errors;
  const next = { ...errors };
  delete next[field];
  delete next.form;
  return next;
}

/**
 * The Manage Events form: values as typed (kept through every error), field errors from the shared
 * schema or from the server's 422, and the save itself (create, or update `session`).
 */
export function useSessionForm(initial: SessionFormValues, session: WebinarSession | null) {
  const [start] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SessionFormErrors>({});
  const [busy, setBusy] = useState(false);

  const setField = useCallback(<K extends SessionField>(field: K, value: SessionFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => without(current, field));
  }, []);

  /** Resolves with the saved session, or null after showing what is wrong. */
  const save = useCallback(async (): Promise<WebinarSession | null> => {
    const checked = validateSessionForm(values, session ? { original: sessionValues(session) } : {});
    if ('errors' in checked) {
      setErrors(checked.errors);
      return null;
    }
    setErrors({});
    setBusy(true);
    try {
      return session
        ? await callEndpoint(updateSession, { params: { id: session.id }, body: checked.data })
        : await callEndpoint(createSession, { body: checked.data });
    } catch (error) {
      if (error instanceof ApiError) {
        const fromServer = sessionFieldErrors(error.errors);
        setErrors(Object.keys(fromServer).length > 0 ? fromServer : { form: error.message });
      } else {
        setErrors({ form: 'The session could not be saved. Please try again.' });
      }
      return null;
    } finally {
      setBusy(false);
    }
  }, [values, session]);

  /** Whether anything differs from the values the form opened with. */
  const dirty = valuesChanged(start, values);

  return { values, errors, busy, dirty, setField, save };
}

export type SessionFormState = ReturnType<typeof useSessionForm>;
