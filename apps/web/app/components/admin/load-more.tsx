import { Button, Group } from '@mantine/core';
import type { EndpointPages } from '../../lib/use-endpoint-infinite-query';

type LoadMorePages = Pick<EndpointPages<unknown, unknown>, 'hasMore' | 'loadingMore' | 'loadMore'>;

/** "Load more" under a keyset list: busy while the next page loads, gone at the end of the list. */
export function LoadMore({ pages }: { pages: LoadMorePages }) {
  if (!pages.hasMore) return null;
  return (
    <Group justify="center">
      <Button variant="default" loading={pages.loadingMore} onClick={pages.loadMore}>
        Load more
      </Button>
    </Group>
  );
}
