import type { BlogPost } from '@meridian/contracts/blog';
import { Anchor, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import type { DataColumn } from '../../components/admin/data-table';
import { Stamp } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { BLOG_STATUS_LABELS } from './blog-post-status';

type Row = Omit<BlogPost, 'body'>;

interface BlogPostColumnsOptions {
  zone: string;
  onEdit: (post: Row) => void;
  onDelete: (post: Row) => void;
}

/** The Blog section's posts: title and address, status, dates, tags, and their actions. */
export function blogPostColumns({ zone, onEdit, onDelete }: BlogPostColumnsOptions): DataColumn<Row>[] {
  return [
    {
      title: 'Post',
      kind: 'main',
      maxWidth: 320,
      cell: (post) => (
        <>
          <Text fw={600}>{post.title}</Text>
          <Text size="sm" c="dimmed">
            /blog/{post.slug}
          </Text>
        </>
      ),
    },
    {
      title: 'Status',
      cell: (post) => {
        const status = BLOG_STATUS_LABELS[post.status];
        return <StatusBadge label={status.label} color={status.color} />;
      },
    },
    { title: 'Published', cell: (post) => <Stamp iso={post.publishedAt} zone={zone} /> },
    { title: 'Last edited', cell: (post) => <Stamp iso={post.updatedAt} zone={zone} /> },
    { title: 'Tags', maxWidth: 180, cell: (post) => post.tags.join(', ') || '—' },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (post) => (
        <Group gap="xs">
          <Button size="xs" variant="default" aria-label={`Edit ${post.title}`} onClick={() => onEdit(post)}>
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
              View<VisuallyHidden> {post.title}</VisuallyHidden>
            </Anchor>
          ) : null}
        </Group>
      ),
    },
  ];
}
