import type { Endpoint, EndpointResponse } from '@meridian/contracts/endpoint';
import { useMutation, useQueryClient, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { callEndpoint, type CallInput } from './api-client';
import { endpointQueryKey } from './endpoint-query-key';
import { errorMessage } from './error-message';
import { notify, type NotifyOptions } from './notify';

/** How a failure is reported: a red notification titled with the section, the server's message or `fallback`. */
export interface MutationFailure {
  title: string;
  fallback: string;
}

function report(error: unknown, { title, fallback }: MutationFailure): void {
  notify.error({ title, message: errorMessage(error, fallback) });
}

export interface EndpointMutationOptions<E extends Endpoint>
  extends Omit<UseMutationOptions<EndpointResponse<E>, Error, CallInput<E>>, 'mutationFn'> {
  /** Endpoints whose cached answers are stale once this call succeeds: shown ones load again. */
  invalidates?: readonly Endpoint[];
  /** After a success: the green notification saying what was done. */
  success?: (result: EndpointResponse<E>, input: CallInput<E>) => string | NotifyOptions;
  /** After a failure: the red notification saying what failed. */
  failure?: MutationFailure;
}

export type EndpointMutation<E extends Endpoint> = UseMutationResult<EndpointResponse<E>, Error, CallInput<E>> & {
  /**
   * Calls the endpoint and resolves with its answer, or with null once it failed, for actions that
   * go on only after a success. The failure is shown as the mutation's `failure` says, or, for a
   * mutation without one, as this call's.
   */
  run: (input: CallInput<E>, failure?: MutationFailure) => Promise<EndpointResponse<E> | null>;
};

/**
 * Calls an endpoint that changes something (`mutateAsync({ params, body })` or `run(…)`), with its
 * failures as the API client's `ApiError`; `isPending` is its busy state. After a success the
 * answers of `invalidates` are refreshed, so the lists that show the change follow it without
 * hand-written reloads. Also the way to call an endpoint in answer to an event (a fresh challenge, a
 * status check when the page is shown again) rather than to show what it answers.
 */
export function useEndpointMutation<E extends Endpoint>(
  endpoint: E,
  { invalidates = [], success, failure, onSuccess, onError, ...options }: EndpointMutationOptions<E> = {},
): EndpointMutation<E> {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: CallInput<E>) => callEndpoint(endpoint, input),
    ...options,
    onSuccess: (...args) => {
      // Not awaited: the caller goes on at once and the lists catch up, as a reload would.
      for (const stale of invalidates) void client.invalidateQueries({ queryKey: endpointQueryKey(stale) });
      if (success) {
        const said = success(args[0], args[1]);
        notify.success(typeof said === 'string' ? { message: said } : said);
      }
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      if (failure) report(args[0], failure);
      return onError?.(...args);
    },
  });
  const { mutateAsync } = mutation;
  const run = (input: CallInput<E>, callFailure?: MutationFailure) =>
    mutateAsync(input).catch((error: unknown) => {
      // The mutation's own `failure` has been shown by onError.
      if (callFailure && !failure) report(error, callFailure);
      return null;
    });
  return { ...mutation, run };
}
