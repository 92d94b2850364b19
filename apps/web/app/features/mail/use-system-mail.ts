import { listSystemMail } from '@meridian/contracts/mail';
import { useEndpointInfiniteQuery } from '../../lib/use-endpoint-infinite-query';

/**
 * Recent system mail for the admin, newest first, page by page ("Load more"). It is read when the
 * tab opens and when the admin asks (every read is an audit line on the server), never on a timer,
 * and forgotten once the tab closes.
 */
export function useSystemMail() {
  const pages = useEndpointInfiniteQuery(
    listSystemMail,
    {},
    { fallbackError: 'The system mail could not be loaded.', gcTime: 0 },
  );
  return { ...pages, delivery: pages.firstPage?.delivery ?? null };
}
