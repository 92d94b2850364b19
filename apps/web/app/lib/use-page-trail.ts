import { useCallback, useState } from 'react';

/**
 * Where a keyset-paginated list is: the cursors of the pages walked through so far, so Next adds
 * one and Previous drops one (the server never counts rows to skip).
 */
export function usePageTrail() {
  const [trail, setTrail] = useState<string[]>([]);
  return {
    /** The current page's cursor; null on the first page. */
    after: trail.at(-1) ?? null,
    /** 1 on the first page. */
    page: trail.length + 1,
    next: useCallback((cursor: string) => setTrail((walked) => [...walked, cursor]), []),
    previous: useCallback(() => setTrail((walked) => walked.slice(0, -1)), []),
    reset: useCallback(() => setTrail([]), []),
  };
}
