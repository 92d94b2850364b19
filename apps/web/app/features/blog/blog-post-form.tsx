import type { BlogPost } from '@meridian/contracts/blog';
import { Button, Group, Loader, SimpleGrid, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { IconCalendarTime, IconEye, IconSend } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { StatusBadge } from '../../components/admin/status-badge';
import { DiscardChangesDialog } from '../../components/discard-changes/discard-changes-dialog';
import { useDiscardGuard } from '../../components/discard-changes/use-discard-guard';
import { FormError } from '../../components/form-error';
import { BLOG_STATUS_LABELS } from './blog-post-status';
import { BlogPreview } from './blog-preview';
import { CoverUpload } from './cover-upload';
import { useBlogPostForm } from './use-blog-post-form';

const BlogEditor = lazy(() => import('./blog-editor'));

interface BlogPostFormProps {
  post: BlogPost | null;
  /** The signed-in admin's name: the author of a new post until changed. */
  authorName: string;
  onSaved: (post: BlogPost) => void;
  onClose: () => void;
}

const fieldError = (value: unknown) => (value ? String(value) : null);

/** Writes a post: title, address, excerpt, body, cover, tags, author and SEO fields; saves, previews, publishes. */
export function BlogPostForm({ post: initial, authorName, onSaved, onClose }: BlogPostFormProps) {
  const state = useBlogPostForm(initial, authorName, onSaved);
  const { form, post } = state;
  const values = form.getValues();
  const guard = useDiscardGuard(onClose);
  const [publishAt, setPublishAt] = useState('');
  const status = post ? BLOG_STATUS_LABELS[post.status] : BLOG_STATUS_LABELS.draft;

  useEffect(() => guard.setDirty(form.dirty), [guard, form.dirty]);

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <StatusBadge label={status.label} color={status.color} />
        {post?.publishedAt && post.status !== 'draft' ? (
          <Text size="sm" c="dimmed">
            {post.status === 'scheduled' ? 'Goes live' : 'Published'} {new Date(post.publishedAt).toLocaleString()}
          </Text>
        ) : null}
      </Group>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void state.save();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Title"
            withAsterisk
            maxLength={160}
            {...form.getInputProps('title')}
            onChange={(event) => state.setTitle(event.currentTarget.value)}
          />
          <TextInput
            label="Address"
            description={`The post lives at /blog/${values.slug || '…'}. Changing it later sends the old address to the new one.`}
            maxLength={100}
            {...form.getInputProps('slug')}
            onChange={(event) => state.setSlug(event.currentTarget.value)}
          />
          <Textarea
            label="Excerpt"
            description="One or two sentences for the directory and search results."
            autosize
            minRows={2}
            maxLength={300}
            {...form.getInputProps('excerpt')}
          />
          <Suspense fallback={<Loader size="sm" aria-label="Loading the editor" />}>
            <BlogEditor
              value={values.body}
              onChange={(doc) => form.setFieldValue('body', doc)}
              error={fieldError(form.errors.body)}
            />
          </Suspense>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <CoverUpload
              url={state.coverUrl}
              onUploaded={(key, url) => state.setCover(key, url)}
              onRemove={() => state.setCover(null, null)}
              error={fieldError(form.errors.coverImageKey)}
            />
            <TextInput
              label="Cover description"
              description="What the image shows, for people who cannot see it."
              maxLength={200}
              {...form.getInputProps('coverImageAlt')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TagsInput
              label="Tags"
              description="Press Enter after each tag; readers filter the blog by them."
              maxTags={8}
              {...form.getInputProps('tags')}
            />
            <TextInput label="Author" withAsterisk maxLength={80} {...form.getInputProps('authorName')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput
              label="SEO title"
              description="For search results and share cards; the title when empty."
              maxLength={70}
              {...form.getInputProps('seoTitle')}
            />
            <TextInput
              label="SEO description"
              description="For search results and share cards; the excerpt when empty."
              maxLength={160}
              {...form.getInputProps('seoDescription')}
            />
          </SimpleGrid>
        </Stack>
        <FormError message={form.formError} mt="lg" title="Not saved" />
        <Group mt="lg" gap="sm" align="flex-end">
          <Button type="submit" variant="default" loading={state.busy} disabled={state.busy}>
            {post && post.status !== 'draft' ? 'Save changes' : 'Save draft'}
          </Button>
          <Button
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={() => void state.preview()}
          >
            Preview
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={state.busy}
            onClick={() => void state.publishNow()}
          >
            {post?.status === 'published' ? 'Save and keep published' : 'Publish now'}
          </Button>
          <TextInput
            type="datetime-local"
            label="Publish at"
            value={publishAt}
            onChange={(event) => setPublishAt(event.currentTarget.value)}
            w={220}
          />
          <Button
            variant="default"
            leftSection={<IconCalendarTime size={16} aria-hidden />}
            disabled={state.busy || !publishAt}
            onClick={() => void state.schedule(new Date(publishAt).toISOString())}
          >
            Schedule
          </Button>
          {post && post.status !== 'draft' ? (
            <Button variant="outline" color="red.9" disabled={state.busy} onClick={() => void state.unpublish()}>
              Unpublish
            </Button>
          ) : null}
          <Button variant="subtle" onClick={guard.requestClose} ml="auto">
            Back to posts
          </Button>
        </Group>
      </form>
      <BlogPreview
        html={state.previewHtml}
        title={values.title}
        coverUrl={state.coverUrl}
        coverAlt={values.coverImageAlt}
        onClose={state.closePreview}
      />
      <DiscardChangesDialog {...guard.dialogProps} />
    </Stack>
  );
}
