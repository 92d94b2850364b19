import { createSession, sessionInputSchema, updateSession, type WebinarSession } from '@meridian/contracts/webinars';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { sessionRules, sessionValues, type SessionFormValues } from './session-form-values';

const NOT_SAVED = 'The session could not be saved. Please try again.';

/**
 * The Manage Events form: values as typed (kept through every error), field errors from the shared
 * schema or from the server's 422, and the save itself (create, or update `session`).
 */
export function useSessionForm(initial: SessionFormValues, session: WebinarSession | null) {
  const form = useContractForm(sessionInputSchema, {
    initialValues: initial,
    ...sessionRules(session ? { original: sessionValues(session) } : {}),
  });
  const create = useEndpointMutation(createSession);
  const update = useEndpointMutation(updateSession);

  /** Resolves with the saved session, or null after showing what is wrong. */
  const save = async (): Promise<WebinarSession | null> => {
    const data = form.check();
    if (!data) return null;
    try {
      return session
        ? await update.mutateAsync({ params: { id: session.id }, body: data })
        : await create.mutateAsync({ body: data });
    } catch (error) {
      form.showFailure(error, { describe: () => NOT_SAVED });
      return null;
    }
  };

  return { ...form, busy: create.isPending || update.isPending, save };
}

export type SessionFormState = ReturnType<typeof useSessionForm>;
