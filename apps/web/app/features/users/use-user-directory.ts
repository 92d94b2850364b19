import { listUsers, type AdminUser } from '@meridian/contracts/users';
import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { endpointQueryKey } from '../../lib/endpoint-query-key';
import { errorMessage } from '../../lib/error-message';
import { useSettledValue } from '../../lib/use-settled-value';

export interface UserDirectoryFilter {
  search: string;
  roleId: number | null;
}

interface UserPage {
  items: AdminUser[];
  nextCursor: number | null;
}

/** Users for the admin, page by page (keyset), loaded again 250 ms after the filter last changed. */
export function useUserDirectory(filter: UserDirectoryFilter) {
  const client = useQueryClient();
  const settled = useSettledValue({ search: filter.search.trim(), roleId: filter.roleId }, 250);
  const query = {
    ...(settled.search ? { search: settled.search } : {}),
    ...(settled.roleId ? { roleId: settled.roleId } : {}),
  };
  const key = endpointQueryKey(listUsers, { query });
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(listUsers, { query: { ...query, ...(pageParam ? { after: pageParam } : {}) }, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page: UserPage) => page.nextCursor,
    placeholderData: keepPreviousData,
    gcTime: 0,
  });

  /** Undefined until the first answer. */
  const items = pages.data?.pages.flatMap((page) => page.items);
  const nextCursor = pages.data?.pages.at(-1)?.nextCursor ?? null;
  const loading = pages.isFetching;
  // A load under way hides the last failure, as it did before the viewer asked again.
  const error = pages.error && !loading ? errorMessage(pages.error, 'The users could not be loaded.') : null;

  /** Shows the user an action returned in place of the listed one. */
  const replace = (user: AdminUser) =>
    client.setQueryData<InfiniteData<UserPage, number | null>>(key, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((u) => (u.id === user.id ? user : u)),
            })),
          }
        : data,
    );

  return {
    items,
    nextCursor,
    loading,
    error,
    loadMore: async () => void (await pages.fetchNextPage()),
    reload: async () => void (await pages.refetch()),
    replace,
  };
}
