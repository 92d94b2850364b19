import { BLOG_PATHS } from '@meridian/contracts/blog';
import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Newer / older pages as links (crawlable, and they work before the script loads). */
export function BlogPagination({
  page,
  pageCount,
  tag,
  q,
}: {
  page: number;
  pageCount: number;
  tag?: string;
  q?: string;
}) {
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const query = new URLSearchParams();
    if (tag) query.set('tag', tag);
    if (q) query.set('q', q);
    if (target > 1) query.set('page', String(target));
    const search = query.toString();
    return search ? `${BLOG_PATHS.directory}?${search}` : BLOG_PATHS.directory;
  };
  return (
    <Group justify="center" gap="md" mt="xl" component="nav" aria-label="Blog pages">
      {page > 1 ? (
        <Button component={Link} to={href(page - 1)} variant="default" rel="prev">
          Newer articles
        </Button>
      ) : null}
      <Text size="sm">
        Page {page} of {pageCount}
      </Text>
      {page < pageCount ? (
        <Button component={Link} to={href(page + 1)} variant="default" rel="next">
          Older articles
        </Button>
      ) : null}
    </Group>
  );
}
