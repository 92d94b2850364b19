import { useState } from 'react';

/** False until `value` is first true, then true for good: mounts lazy overlays on first use and keeps them. */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
