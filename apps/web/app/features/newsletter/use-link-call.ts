import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';

export type LinkCall<T> = { kind: 'loading' } | { kind: 'done'; value: T } | { kind: 'failed'; message: string };

/** Runs a link's call once after the page renders (never on the server, never twice in Strict Mode). */
export function useLinkCall<T>(run: () => Promise<T>): LinkCall<T> {
  const [state, setState] = useState<LinkCall<T>>({ kind: 'loading' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run().then(
      (value) => setState({ kind: 'done', value }),
      (error: unknown) =>
        setState({ kind: 'failed', message: error instanceof ApiError ? error.message : 'Something went wrong.' }),
    );
  }, [run]);
  return state;
}
