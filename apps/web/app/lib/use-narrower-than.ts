import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element given the ref is narrower than `width` px, measured before the first paint and
 * again whenever it resizes (a window resized, a sidebar opened). Only a crossing re-renders.
 */
export function useNarrowerThan<E extends HTMLElement>(width: number) {
  const ref = useRef<E>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setNarrow(element.getBoundingClientRect().width < width);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return [ref, narrow] as const;
}
