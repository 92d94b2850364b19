import type { PublicConfig } from '@meridian/contracts/settings';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { resolveMeta } from '../../lib/page-meta';
import { useSiteConfig } from '../../lib/use-site-config';

export const PREVIOUS_ROUTE_KEY = 'previousRoute';

function setMetaDescription(content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/** Keeps the document title and description in step with the route, and remembers the previous route. */
export function RouteEffects() {
  const config: PublicConfig = useSiteConfig();
  const matches = useMatches();
  const location = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const meta = resolveMeta(matches, config);
    document.title = meta.title;
    setMetaDescription(meta.description);
  }, [matches, config]);

  useEffect(() => {
    const current = `${location.pathname}${location.search}`;
    if (previous.current !== null && previous.current !== current) {
      try {
        window.sessionStorage.setItem(PREVIOUS_ROUTE_KEY, previous.current);
      } catch {
        // Storage can be unavailable (private mode); remembering the route is best effort.
      }
    }
    previous.current = current;
  }, [location.pathname, location.search]);

  return null;
}
