import { deleteBlogPost, listBlogPostsAdmin, type BlogPost } from '@meridian/contracts/blog';
import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

type Row = Omit<BlogPost, 'body'>;

interface DeletePostDialogProps {
  post: Row | null;
  onClose: () => void;
}

/** Deletes a post for good, after saying what goes with it (its address, old addresses and cover). */
export function DeletePostDialog({ post, onClose }: DeletePostDialogProps) {
  const remove = useEndpointMutation(deleteBlogPost, {
    invalidates: [listBlogPostsAdmin],
    success: () => `“${post?.title}” was deleted.`,
    failure: { title: 'Blog', fallback: 'The post could not be deleted.' },
  });

  async function confirm() {
    if (!post) return;
    if (await remove.run({ params: { id: post.id } })) onClose();
  }

  return (
    <ConfirmDialog
      opened={post !== null}
      title="Delete this post?"
      confirmLabel="Delete post"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {post ? (
        <>
          <Text fw={600}>{post.title}</Text>
          <Text>
            {post.status === 'published'
              ? `The post leaves the blog, the RSS feed and the sitemap, and /blog/${post.slug} answers “not found”. `
              : ''}
            Its text and cover image are deleted and cannot be restored. To take a post down for a while, unpublish it
            instead.
          </Text>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
