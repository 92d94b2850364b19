import type { BlogPost, BlogPostStatus, BlogPostSummary } from '@meridian/contracts/blog';
import type { BlogPostRow } from './blog.repository';

/** A cover image's public URL (blog-cover.service.ts), or null without one. */
type CoverUrl = (key: string | null) => string | null;

/** Whether readers see the post at `at`. */
export const isVisibleAt = (row: BlogPostRow, at: Date) => row.publishedAt !== null && row.publishedAt <= at;

/** Draft, scheduled or published at `at`. */
export const statusAt = (row: BlogPostRow, at: Date): BlogPostStatus =>
  !row.publishedAt ? 'draft' : row.publishedAt > at ? 'scheduled' : 'published';

/** A post as the admin's Blog section edits it, with its status at `at`. */
export const blogPostView = (row: BlogPostRow, coverUrl: CoverUrl, at: Date): BlogPost => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt,
  body: row.body as BlogPost['body'],
  coverImageKey: row.coverImageKey,
  coverImageUrl: coverUrl(row.coverImageKey),
  coverImageAlt: row.coverImageAlt,
  tags: row.tags,
  authorName: row.authorName,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  status: statusAt(row, at),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** A published post as the blog directory and the feed list it. */
export const blogSummaryView = (row: BlogPostRow, coverUrl: CoverUrl): BlogPostSummary => ({
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  coverImageUrl: coverUrl(row.coverImageKey),
  coverImageAlt: row.coverImageAlt,
  tags: row.tags,
  authorName: row.authorName,
  publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
});
