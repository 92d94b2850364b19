import {
  blogPostInputSchema,
  createBlogPost,
  getBlogPostAdmin,
  listBlogPostsAdmin,
  previewBlogPost,
  publishBlogPost,
  slugify,
  unpublishBlogPost,
  updateBlogPost,
  type BlogPost,
} from '@meridian/contracts/blog';
import { EMPTY_RICH_TEXT, type RichTextNode } from '@meridian/contracts/rich-text';
import { useState } from 'react';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

export interface BlogPostValues extends Record<string, unknown> {
  title: string;
  slug: string;
  excerpt: string;
  body: RichTextNode;
  coverImageKey: string | null;
  coverImageAlt: string;
  tags: string[];
  authorName: string;
  seoTitle: string;
  seoDescription: string;
}

function valuesOf(post: BlogPost | null, authorName: string): BlogPostValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    body: (post?.body as RichTextNode | undefined) ?? EMPTY_RICH_TEXT,
    coverImageKey: post?.coverImageKey ?? null,
    coverImageAlt: post?.coverImageAlt ?? '',
    tags: post?.tags ?? [],
    authorName: post?.authorName ?? authorName,
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
  };
}

const changes = { invalidates: [listBlogPostsAdmin, getBlogPostAdmin] };

/**
 * The post editor's state: the contract's form, the address following the title until it is edited
 * by hand, the cover's preview, and save / publish / schedule / unpublish / preview, each saving the
 * draft first so nothing typed is lost.
 */
export function useBlogPostForm(initial: BlogPost | null, authorName: string, onSaved: (post: BlogPost) => void) {
  const [post, setPost] = useState(initial);
  const form = useContractForm(blogPostInputSchema, { initialValues: valuesOf(initial, authorName) });
  const [slugTouched, setSlugTouched] = useState(Boolean(initial));
  const [coverUrl, setCoverUrl] = useState(initial?.coverImageUrl ?? null);
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const create = useEndpointMutation(createBlogPost, changes);
  const update = useEndpointMutation(updateBlogPost, changes);
  const publish = useEndpointMutation(publishBlogPost, changes);
  const unpublish = useEndpointMutation(unpublishBlogPost, changes);
  const preview = useEndpointMutation(previewBlogPost);
  const busy = create.isPending || update.isPending || publish.isPending || unpublish.isPending;

  function done(saved: BlogPost) {
    setPost(saved);
    const values = valuesOf(saved, authorName);
    form.setInitialValues(values);
    form.keepSaved(values);
    setSlugTouched(true);
    onSaved(saved);
    return saved;
  }

  async function save(): Promise<BlogPost | null> {
    const body = form.check();
    if (!body) return null;
    try {
      const saved = post
        ? await update.mutateAsync({ params: { id: post.id }, body })
        : await create.mutateAsync({ body });
      return done(saved);
    } catch (error) {
      form.showFailure(error);
      return null;
    }
  }

  async function publishAt(at: string | null) {
    const saved = await save();
    if (!saved) return;
    try {
      done(await publish.mutateAsync({ params: { id: saved.id }, body: { at } }));
    } catch (error) {
      form.showFailure(error);
    }
  }

  return {
    form,
    post,
    busy,
    coverUrl,
    previewHtml,
    closePreview: () => setPreviewHtml(null),
    setTitle(title: string) {
      form.setFieldValue('title', title);
      if (!slugTouched) form.setFieldValue('slug', slugify(title));
    },
    setSlug(slug: string) {
      setSlugTouched(true);
      form.setFieldValue('slug', slug);
    },
    setCover(key: string | null, url: string | null) {
      form.setFieldValue('coverImageKey', key);
      form.clearFieldError('coverImageKey');
      setCoverUrl(url);
    },
    save,
    publishNow: () => publishAt(null),
    schedule: (at: string) => publishAt(at),
    async unpublish() {
      if (!post) return;
      try {
        done(await unpublish.mutateAsync({ params: { id: post.id } }));
      } catch (error) {
        form.showFailure(error);
      }
    },
    async preview() {
      try {
        setPreviewHtml(
          (await preview.mutateAsync({ body: { body: form.getValues().body as { type: 'doc'; content?: unknown[] } } }))
            .html,
        );
      } catch (error) {
        form.showFailure(error);
      }
    },
  };
}
export type BlogPostFormState = ReturnType<typeof useBlogPostForm>;
