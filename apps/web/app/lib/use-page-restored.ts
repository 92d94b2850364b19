import { useEffect, useRef } from 'react';

/**
 * Calls `onRestored` when the browser shows this page again from its back/forward cache: Back or
 * Forward to a page left by a full page load (a checkout's redirect) brings it back exactly as it was
 * left, busy buttons and stale answers included, without loading or running anything anew
 * (docs/decisions/2026-11-27-checkout-history.md). The page refreshes what may have changed meanwhile.
 */
export function usePageRestored(onRestored: () => void): void {
  const latest = useRef(onRestored);
  useEffect(() => {
    latest.current = onRestored;
  });
  useEffect(() => {
    const listener = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', listener);
    return () => window.removeEventListener('pageshow', listener);
  }, []);
}
