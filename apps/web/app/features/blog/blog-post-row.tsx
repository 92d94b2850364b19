import type { BlogPost } from '@meridian/contracts/blog';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { StatusBadge } from '../../components/admin/status-badge';
import { BLOG_STATUS_LABELS } from './blog-post-status';

type Row = Omit<BlogPost, 'body'>;

interface BlogPostRowProps {
  post: Row;
  onEdit: (post: Row) => void;
  onDelete: (post: Row) => void;
}

/** One post in the Blog section: title and address, status, dates, tags, and its actions. */
export function BlogPostRow({ post, onEdit, onDelete }: BlogPostRowProps) {
  const status = BLOG_STATUS_LABELS[post.status];
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{post.title}</Text>
        <Text size="sm" c="dimmed">
          /blog/{post.slug}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge label={status.label} color={status.color} />
      </Table.Td>
      <Table.Td>{post.publishedAt ? new Date(post.publishedAt).toLocaleString() : '—'}</Table.Td>
      <Table.Td>{new Date(post.updatedAt).toLocaleString()}</Table.Td>
      <Table.Td>{post.tags.join(', ') || '—'}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => onEdit(post)}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            aria-label={`Delete ${post.title}`}
            onClick={() => onDelete(post)}
          >
            Delete
          </Button>
          {post.status === 'published' ? (
            <Anchor href={`/blog/${post.slug}`} target="_blank" size="sm">
              View
            </Anchor>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
