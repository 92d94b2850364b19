import { useEffect, useMemo, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (typing in a search box); at once when
 * `delayMs` is 0. Compared by content, so a value rebuilt on every render does not restart the wait.
 * For plain data (filters): it travels through JSON.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const key = JSON.stringify(value);
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setSettledKey(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  const current = delayMs > 0 ? settledKey : key;
  return useMemo(() => JSON.parse(current) as T, [current]);
}
