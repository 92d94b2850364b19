import type { Endpoint, EndpointParams, EndpointQuery, EndpointResponse } from '@meridian/contracts/endpoint';
import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { callEndpoint } from './api-client';
import { endpointQueryKey } from './endpoint-query-key';
import { errorMessage } from './error-message';

type Cursor = string | number;

const PAGES = 'pages';

/**
 * The contracts' two keyset conventions: a page names the next page's cursor as `nextBefore` (sent
 * back as `before`: contacts, subscribers, campaigns) or `nextCursor` (sent back as `after`: users,
 * system mail); null on the last page.
 */
type KeysetPage = { items: readonly unknown[] } & ({ nextBefore: Cursor | null } | { nextCursor: Cursor | null });
type CursorParam = { before: Cursor } | { after: Cursor };

/** E itself when it is a keyset list whose query takes its pages' cursor back; never otherwise. */
type KeysetEndpoint<E> =
  EndpointResponse<E> extends { items: readonly unknown[]; nextBefore: Cursor | null }
    ? NonNullable<EndpointQuery<E>> extends { before?: unknown }
      ? E
      : never
    : EndpointResponse<E> extends { items: readonly unknown[]; nextCursor: Cursor | null }
      ? NonNullable<EndpointQuery<E>> extends { after?: unknown }
        ? E
        : never
      : never;

type ItemOf<E> = EndpointResponse<E> extends { items: readonly (infer T)[] } ? T : never;

export interface EndpointPagesInput<E extends Endpoint> {
  params?: EndpointParams<E>;
  /** The list's filters; the hook adds the cursor. */
  query?: Omit<NonNullable<EndpointQuery<E>>, 'before' | 'after'>;
  keepNotifications?: boolean;
}

export interface EndpointPagesOptions<Item> {
  /** Shown when a failure carries no message from the server. */
  fallbackError: string;
  /** 0 forgets the pages once the list leaves the screen, so coming back loads afresh. */
  gcTime?: number;
  /** Load every page again after this many milliseconds while it answers a number (items on screen). */
  refetchInterval?: (items: Item[]) => number | false;
}

/** A keyset list read "Load more" by "Load more": what every such list shows. */
export interface EndpointPages<Page, Item> {
  /** Every item loaded so far, in the server's order; undefined until the first page answers. */
  items: Item[] | undefined;
  /** The first page as answered (totals and the like). */
  firstPage: Page | undefined;
  /** The list itself is loading: the first page, new filters, a refresh. Not while "Load more" runs. */
  loading: boolean;
  /** "Load more" is under way. */
  loadingMore: boolean;
  /** There is a next page; false at the end of the list. */
  hasMore: boolean;
  /** What the last load that failed says, hidden while a load runs; null otherwise. */
  error: string | null;
  loadMore: () => void;
  /** Asks again for what failed: the next page after a failed "Load more", else the list. */
  retry: () => void;
  /** Loads every page shown again. */
  reload: () => Promise<void>;
  /** Changes loaded items in place, e.g. to the row an action returned. */
  updateItems: (change: (item: Item) => Item) => void;
}

function nextParam(page: KeysetPage): CursorParam | null {
  if ('nextBefore' in page) return page.nextBefore === null ? null : { before: page.nextBefore };
  return page.nextCursor === null ? null : { after: page.nextCursor };
}

/**
 * A keyset-paginated endpoint's pages through the query cache, under the endpoint's key (so a
 * mutation that `invalidates` it reloads them). New filters keep the old rows on screen, marked
 * loading, until their first page answers.
 */
export function useEndpointInfiniteQuery<E extends Endpoint>(
  endpoint: E & KeysetEndpoint<E>,
  input: EndpointPagesInput<E>,
  { fallbackError, gcTime, refetchInterval }: EndpointPagesOptions<ItemOf<E>>,
): EndpointPages<EndpointResponse<E>, ItemOf<E>> {
  type Item = ItemOf<E>;
  const client = useQueryClient();
  const { params, query, keepNotifications } = input;
  // The endpoint's key (so invalidating the endpoint reloads the pages), marked as pages: a plain
  // read of the same input holds one answer, not a list of pages.
  const key = [...endpointQueryKey(endpoint, { params, query: query as EndpointQuery<E> }), PAGES];
  const allItems = (pages: KeysetPage[]) => pages.flatMap((page) => page.items) as Item[];
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: async ({ pageParam, signal }) =>
      (await callEndpoint(endpoint, {
        params,
        query: { ...query, ...pageParam } as EndpointQuery<E>,
        ...(keepNotifications ? { keepNotifications } : {}),
        signal,
      })) as KeysetPage,
    initialPageParam: null as CursorParam | null,
    getNextPageParam: nextParam,
    placeholderData: keepPreviousData,
    ...(gcTime !== undefined ? { gcTime } : {}),
    refetchInterval: ({ state }) => (refetchInterval ? refetchInterval(allItems(state.data?.pages ?? [])) : false),
  });
  const { data, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = pages;
  const items = useMemo(() => (data ? allItems(data.pages) : undefined), [data]);

  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const reload = useCallback(async () => void (await refetch()), [refetch]);
  const retry = useCallback(
    () => void (isFetchNextPageError ? fetchNextPage() : refetch()),
    [isFetchNextPageError, fetchNextPage, refetch],
  );
  const updateItems = (change: (item: Item) => Item) =>
    client.setQueryData<InfiniteData<KeysetPage>>(
      key,
      (current) =>
        current && {
          ...current,
          pages: current.pages.map((page) => ({ ...page, items: page.items.map((item) => change(item as Item)) })),
        },
    );

  return {
    items,
    firstPage: data?.pages[0] as EndpointResponse<E> | undefined,
    loading: isFetching && !isFetchingNextPage,
    loadingMore: isFetchingNextPage,
    hasMore: pages.hasNextPage,
    error: pages.error && !isFetching ? errorMessage(pages.error, fallbackError) : null,
    loadMore,
    retry,
    reload,
    updateItems,
  };
}
