import { getBlogPostAdmin, listBlogPostsAdmin, type BlogPost } from '@meridian/contracts/blog';
import { getMe } from '@meridian/contracts/users';
import { Button, Loader, Stack } from '@mantine/core';
import { IconArticle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { BlogPostForm } from '../../features/blog/blog-post-form';
import { blogPostColumns } from '../../features/blog/blog-post-columns';
import { DeletePostDialog } from '../../features/blog/delete-post-dialog';
import { EmptyState } from '../../components/site/empty-state';
import { browserTimeZone } from '../../lib/datetime';
import { errorMessage } from '../../lib/error-message';
import { useDraftRoute } from '../../lib/use-draft-route';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

const LOAD_FAILED = 'The posts could not be loaded.';

/**
 * The admin's "Blog": every post with its status; writing, previewing, publishing and scheduling.
 * `?new` writes a post and `?id=7` edits one, so Back and a reload keep the editor.
 */
export default function BlogPage() {
  const route = useDraftRoute<BlogPost>(getBlogPostAdmin);
  const { id, composingNew, show, toList } = route;
  const [deleting, setDeleting] = useState<Omit<BlogPost, 'body'> | null>(null);
  const posts = useEndpointQuery(listBlogPostsAdmin);
  const me = useEndpointQuery(getMe);
  const current = useEndpointQuery(getBlogPostAdmin, { params: { id: id ?? 0 } }, { enabled: id !== null });
  const authorName = me.data ? `${me.data.firstName} ${me.data.lastName}`.trim() : '';
  const newPost = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => show({ new: '1' })}>
      New post
    </Button>
  );

  if (id !== null || composingNew) {
    const loading = id !== null && !current.data;
    return (
      <Stack gap="lg" maw={1100}>
        <SectionHeader
          title={id === null ? 'New post' : 'Edit post'}
          summary="Save a draft at any time; publish now or at a time you choose."
          action={null}
        />
        {current.error ? (
          <LoadError
            title="Blog"
            message={errorMessage(current.error, LOAD_FAILED)}
            onRetry={() => void current.refetch()}
          />
        ) : loading ? (
          <Loader size="sm" aria-label="Loading the post" />
        ) : (
          <BlogPostForm
            key={route.composeKey}
            post={id === null ? null : (current.data ?? null)}
            authorName={authorName}
            onSaved={route.onSaved}
            onClose={() => toList()}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="Blog"
        summary="Posts for the public blog. Published posts appear in the blog directory, the RSS feed and the sitemap."
        action={newPost}
      />
      {posts.error ? (
        <LoadError title="Blog" message={errorMessage(posts.error, LOAD_FAILED)} onRetry={() => void posts.refetch()} />
      ) : null}
      <DataTable
        label="Blog posts"
        columns={blogPostColumns({
          zone: browserTimeZone(),
          onEdit: (row) => show({ id: String(row.id) }),
          onDelete: setDeleting,
        })}
        rowKey={(post) => post.id}
        sort={{ column: 'Last edited', direction: 'descending', caption: 'Most recently edited first' }}
        minWidth={900}
        rows={posts.data}
        loading={posts.isFetching}
        empty={
          <EmptyState icon={<IconArticle size={28} />} title="No blog posts yet" action={newPost}>
            Write your first post: a title, an excerpt, the body and a cover image. It stays a draft until you publish
            it.
          </EmptyState>
        }
      />
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
