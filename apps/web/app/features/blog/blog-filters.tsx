import { BLOG_PATHS } from '@meridian/contracts/blog';
import { Button, Chip, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Form, useNavigate } from 'react-router';

interface BlogFiltersProps {
  tags: string[];
  tag: string | undefined;
  q: string | undefined;
}

/** Search (a plain GET form, so it works before the script loads) and the tag filter. */
export function BlogFilters({ tags, tag, q }: BlogFiltersProps) {
  const navigate = useNavigate();
  const go = (next: { tag?: string; q?: string }) => {
    const query = new URLSearchParams();
    if (next.tag) query.set('tag', next.tag);
    if (next.q) query.set('q', next.q);
    const search = query.toString();
    void navigate(search ? `${BLOG_PATHS.directory}?${search}` : BLOG_PATHS.directory);
  };
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="xl">
      <Form method="get" action={BLOG_PATHS.directory} role="search" aria-label="Search the blog">
        <Group gap="xs" align="flex-end">
          {tag ? <input type="hidden" name="tag" value={tag} /> : null}
          <TextInput
            name="q"
            label="Search articles"
            defaultValue={q ?? ''}
            key={q ?? ''}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={100}
            w={{ base: 220, xs: 280 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </Form>
      {tags.length > 0 ? (
        <Chip.Group value={tag ?? ''} onChange={(value) => go({ tag: value === tag ? undefined : String(value), q })}>
          <Group gap={6} role="group" aria-label="Filter by tag">
            <Chip value="" size="sm" onClick={() => go({ q })}>
              All topics
            </Chip>
            {tags.map((name) => (
              <Chip key={name} value={name} size="sm">
                {name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
    </Group>
  );
}
