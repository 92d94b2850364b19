import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, textField, wholeNumberField } from './fields';
import { richTextDocSchema } from './rich-text';
import { uploadRequestFields, uploadTargetSchema, type UploadRules } from './uploads';

/** The public blog and its editor in the admin's "Blog" section (docs/product.md, Blog). */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_TAGS_MAX = 8;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;

export const BLOG_MESSAGES = {
  title: 'Enter a title',
  slug: 'The address may use lowercase letters, digits and single dashes, at most 100 characters',
  slugTaken: 'Another post already uses this address; choose a different one',
  author: 'Enter the author’s name',
  tag: 'Tags use letters, digits, spaces and dashes, at most 30 characters each',
  tooManyTags: `Use at most ${BLOG_TAGS_MAX} tags`,
  imageType: 'Choose a JPEG, PNG, WebP or GIF image',
  imageTooLarge: 'The image must be at most 5 MB',
  imageEmpty: 'The image file is empty',
  imageNotUploaded: 'The cover image did not finish uploading; choose it again',
  imageNotImage: 'That file is not a JPEG, PNG, WebP or GIF image; choose another',
  publishAt: 'Publish time must be a date and time',
  notFound: 'Post not found',
  bodyEmpty: 'Write the post before publishing it',
  postId: 'Post id must be a whole number from 1 to 2147483647',
  videoUrl: 'Paste the address of a YouTube or Vimeo video',
} as const;

/** What a cover's upload takes (uploads.ts): JPEG, PNG, WebP or GIF up to 5 MB. */
export const BLOG_COVER_UPLOAD = {
  contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  maxBytes: 5 * 1024 * 1024,
  messages: {
    type: BLOG_MESSAGES.imageType,
    empty: BLOG_MESSAGES.imageEmpty,
    tooLarge: BLOG_MESSAGES.imageTooLarge,
    missing: BLOG_MESSAGES.imageNotUploaded,
    content: BLOG_MESSAGES.imageNotImage,
  },
} as const satisfies UploadRules;

/** A readable address from a title: `Risk 101: Sizing!` → `risk-101-sizing`. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

export const slugSchema = z
  .string({ error: BLOG_MESSAGES.slug })
  .trim()
  .max(SLUG_MAX, BLOG_MESSAGES.slug)
  .regex(SLUG, BLOG_MESSAGES.slug);

const tagSchema = z
  .string({ error: BLOG_MESSAGES.tag })
  .trim()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]{0,29}$/u, BLOG_MESSAGES.tag)
  .transform((tag) => tag.replace(/\s+/g, ' ').toLowerCase());

/** What the editor saves (a draft needs only a title and an author). */
export const blogPostInputSchema = z.object({
  title: textField({ label: 'Title', required: BLOG_MESSAGES.title, max: 160 }),
  /** Empty: made from the title. */
  slug: z.union([z.literal(''), slugSchema]).default(''),
  excerpt: textField({ label: 'Excerpt', max: 300, multiline: true }).default(''),
  body: richTextDocSchema('The post'),
  /** A key from generatePresignedUrl after the browser's PUT, or null for no cover. */
  coverImageKey: z.string().max(512).nullable().default(null),
  coverImageAlt: textField({ label: 'Cover description', max: 200 }).default(''),
  tags: z
    .array(tagSchema, { error: BLOG_MESSAGES.tag })
    .max(BLOG_TAGS_MAX, BLOG_MESSAGES.tooManyTags)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  authorName: textField({ label: 'Author', required: BLOG_MESSAGES.author, max: 80 }),
  seoTitle: textField({ label: 'SEO title', max: 70 }).default(''),
  seoDescription: textField({ label: 'SEO description', max: 160 }).default(''),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

export const blogPostStatusSchema = z.enum(['draft', 'scheduled', 'published']);
export type BlogPostStatus = z.infer<typeof blogPostStatusSchema>;

export const blogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  body: richTextDocSchema('The post'),
  coverImageKey: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  coverImageAlt: z.string(),
  tags: z.array(z.string()),
  authorName: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  status: blogPostStatusSchema,
  publishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImageUrl: z.string().nullable(),
  coverImageAlt: z.string(),
  tags: z.array(z.string()),
  authorName: z.string(),
  publishedAt: z.iso.datetime(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const publicBlogPostSchema = blogPostSummarySchema.extend({
  bodyHtml: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  updatedAt: z.iso.datetime(),
});
export type PublicBlogPost = z.infer<typeof publicBlogPostSchema>;

const idParams = z.object({ id: idField(BLOG_MESSAGES.postId) });

export const listBlogPostsAdmin = defineEndpoint({
  method: 'GET',
  path: '/api/v1/blog/admin/posts',
  response: z.array(blogPostSchema.omit({ body: true })),
});

export const getBlogPostAdmin = defineEndpoint({
  method: 'GET',
  path: '/api/v1/blog/admin/posts/:id',
  params: idParams,
  response: blogPostSchema,
});

export const createBlogPost = defineEndpoint({
  method: 'POST',
  path: '/api/v1/blog/admin/posts',
  body: blogPostInputSchema,
  response: blogPostSchema,
});

export const updateBlogPost = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/blog/admin/posts/:id',
  params: idParams,
  body: blogPostInputSchema,
  response: blogPostSchema,
});

export const publishBlogPost = defineEndpoint({
  method: 'POST',
  path: '/api/v1/blog/admin/posts/:id/publish',
  params: idParams,
  /** No time, or a time already past: now. */
  body: z.object({ at: z.iso.datetime({ offset: true, error: BLOG_MESSAGES.publishAt }).nullable().default(null) }),
  response: blogPostSchema,
});

export const unpublishBlogPost = defineEndpoint({
  method: 'POST',
  path: '/api/v1/blog/admin/posts/:id/unpublish',
  params: idParams,
  response: blogPostSchema,
});

export const deleteBlogPost = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/blog/admin/posts/:id',
  params: idParams,
  response: z.object({ deleted: z.literal(true) }),
});

/** The body as readers will see it (the server's allow-listed HTML), for the editor's preview. */
export const previewBlogPost = defineEndpoint({
  method: 'POST',
  path: '/api/v1/blog/admin/preview',
  body: z.object({ body: richTextDocSchema('The post') }),
  response: z.object({ html: z.string() }),
});

export const generatePresignedUrl = defineEndpoint({
  method: 'POST',
  path: '/api/v1/blog/generatePresignedUrl',
  body: z.object(uploadRequestFields(BLOG_COVER_UPLOAD)),
  response: uploadTargetSchema,
});

export const blogListQuerySchema = z.object({
  tag: z
    .string()
    .trim()
    .max(30)
    .optional()
    .transform((tag) => tag?.toLowerCase() || undefined),
  q: textField({ label: 'Search', max: 100 })
    .optional()
    .transform((q) => q || undefined),
  page: wholeNumberField(1, 1000, 'Page must be a whole number from 1 to 1000').default(1),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

export const blogListSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  /** Every tag of a published post, most used first. */
  tags: z.array(z.string()),
});
export type BlogList = z.infer<typeof blogListSchema>;

export const listBlogPosts = defineEndpoint({
  method: 'GET',
  path: '/api/v1/blog/posts',
  query: blogListQuerySchema,
  response: blogListSchema,
});

/** A post by its address; an earlier address answers `moved` with the current one. */
export const blogPostBySlugSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), post: publicBlogPostSchema }),
  z.object({ kind: z.literal('moved'), slug: z.string() }),
]);
export type BlogPostBySlug = z.infer<typeof blogPostBySlugSchema>;

export const getBlogPost = defineEndpoint({
  method: 'GET',
  path: '/api/v1/blog/posts/:slug',
  params: z.object({ slug: z.string().max(200) }),
  response: blogPostBySlugSchema,
});

export const BLOG_PATHS = {
  directory: '/blogdirectory',
  post: (slug: string) => `/blog/${slug}`,
  rss: '/blog/rss.xml',
};
