import { listSystemMail, type SystemMailSummary } from '@meridian/contracts/system-mail';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { endpointQueryKey } from '../../lib/endpoint-query-key';
import { errorMessage } from '../../lib/error-message';

interface SystemMailPage {
  items: SystemMailSummary[];
  nextCursor: string | null;
  delivery: 'smtp' | 'kept';
}

/**
 * Recent system mail for the admin, newest first, page by page (keyset). It is read when the tab
 * opens and when the admin asks (every read is an audit line on the server), never on a timer.
 */
export function useSystemMail() {
  const pages = useInfiniteQuery({
    queryKey: endpointQueryKey(listSystemMail, {}),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listSystemMail, { query: pageParam ? { after: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: SystemMailPage) => page.nextCursor,
    gcTime: 0,
  });
  const loading = pages.isFetching;
  return {
    /** Undefined until the first answer. */
    items: pages.data?.pages.flatMap((page) => page.items),
    delivery: pages.data?.pages[0]?.delivery ?? null,
    nextCursor: pages.data?.pages.at(-1)?.nextCursor ?? null,
    loading,
    error: pages.error && !loading ? errorMessage(pages.error, 'The system mail could not be loaded.') : null,
    loadMore: async () => void (await pages.fetchNextPage()),
    reload: async () => void (await pages.refetch()),
  };
}
