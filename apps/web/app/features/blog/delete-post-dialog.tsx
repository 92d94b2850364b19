import { deleteBlogPost, listBlogPostsAdmin, type BlogPost } from '@meridian/contracts/blog';
import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { useAdminAction } from '../../components/admin/use-admin-action';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

type Row = Omit<BlogPost, 'body'>;

interface DeletePostDialogProps {
  post: Row | null;
  onClose: () => void;
}

/** Deletes a post for good, after saying what goes with it (its address, old addresses and cover). */
export function DeletePostDialog({ post, onClose }: DeletePostDialogProps) {
  const { busy, run } = useAdminAction('Blog');
  const remove = useEndpointMutation(deleteBlogPost, { invalidates: [listBlogPostsAdmin] });

  async function confirm() {
    if (!post) return;
    const deleted = await run(() => remove.mutateAsync({ params: { id: post.id } }), 'The post could not be deleted.');
    if (!deleted) return;
    notify.success({ message: `“${post.title}” was deleted.` });
    onClose();
  }

  return (
    <ConfirmDialog
      opened={post !== null}
      title="Delete this post?"
      confirmLabel="Delete post"
      busy={busy}
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
