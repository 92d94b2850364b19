import type { RouteHandle } from '../../lib/page-meta';

/** The handle of a page only its visitor should see (checkout, booking status): titled, never indexed. */
export function privatePageHandle(title: string, description: string): RouteHandle {
  return { meta: () => ({ title, description, noindex: true }) };
}
