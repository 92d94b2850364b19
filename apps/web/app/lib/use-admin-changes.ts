import { getAdminChanges } from '@meridian/contracts/payments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, callEndpoint } from './api-client';

/** How often the admin views ask whether registrations or payments changed. */
export const ADMIN_CHANGES_INTERVAL_MS = 5000;

/**
 * The server's change marker for registrations and payments, polled every 5 s while the tab is
 * visible (and at once when it becomes visible again). Null until the first answer. A failed poll
 * keeps the last version: the lists show their own errors.
 */
export function useAdminChanges(intervalMs = ADMIN_CHANGES_INTERVAL_MS): string | null {
  const [version, setVersion] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let inFlight = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const schedule = () => {
      clearTimeout(timer);
      if (!stopped) timer = setTimeout(() => void poll(), intervalMs);
    };
    async function poll() {
      if (stopped || inFlight) return;
      if (document.visibilityState !== 'visible') return schedule();
      inFlight = true;
      try {
        const answer = await callEndpoint(getAdminChanges, { keepNotifications: true, signal: controller.signal });
        if (!stopped) setVersion(answer.version);
      } catch {
        // Offline or signed out for a moment: the next poll tries again.
      } finally {
        inFlight = false;
        schedule();
      }
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void poll();
    };

    void poll();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs]);

  return version;
}

export interface LiveAdminData<T> {
  /** The last loaded value; kept while a newer one loads, so tables never blank out. */
  data: T | undefined;
  error: string | null;
  /** True while a load asked for by the viewer (first load, new filters) runs; refreshes are silent. */
  loading: boolean;
  reload: () => Promise<void>;
  /** Replaces the value locally, e.g. with the row an action returned. */
  update: (change: (current: T | undefined) => T | undefined) => void;
}

interface LiveAdminDataOptions {
  /** What the data depends on (filters): a new key loads again. */
  key: string;
  /** From useAdminChanges: when it moves, the data reloads in the background. */
  version: string | null;
  /** Wait this long after the key changes (typing in a search box). */
  debounceMs?: number;
  /** Shown when the failure carries no message from the server. */
  fallbackError: string;
}

/**
 * Data of an admin view that follows the server: loaded when its filters change and again, silently,
 * whenever the change marker moves. Only the newest answer is kept. Filters, selections and dialogs
 * live outside this hook, so a refresh never disturbs them.
 */
export function useLiveAdminData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  { key, version, debounceMs = 0, fallbackError }: LiveAdminDataOptions,
): LiveAdminData<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const loadRef = useRef(load);
  const latest = useRef(0);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  const run = useCallback(
    async (visible: boolean) => {
      latest.current += 1;
      const ticket = latest.current;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      if (visible) setLoading(true);
      try {
        const value = await loadRef.current(controller.signal);
        if (ticket !== latest.current) return;
        setData(value);
        setError(null);
      } catch (caught) {
        if (ticket !== latest.current) return;
        setError(caught instanceof ApiError ? caught.message : fallbackError);
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [fallbackError],
  );

  useEffect(() => {
    const timer = setTimeout(() => void run(true), debounceMs);
    return () => clearTimeout(timer);
  }, [key, debounceMs, run]);

  const seenVersion = useRef<string | null>(null);
  useEffect(() => {
    const previous = seenVersion.current;
    seenVersion.current = version;
    if (previous !== null && version !== null && version !== previous) void run(false);
  }, [version, run]);

  useEffect(() => () => running.current?.abort(), []);

  const reload = useCallback(() => run(false), [run]);
  return { data, error, loading, reload, update: setData };
}
