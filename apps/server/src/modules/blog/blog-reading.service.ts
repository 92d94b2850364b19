import {
  BLOG_MESSAGES,
  BLOG_PAGE_SIZE,
  type BlogList,
  type BlogPostBySlug,
  type BlogPostSummary,
} from '@meridian/contracts/blog';
import type { Platform } from '../../core/module';
import { AppError } from '../../lib/app-error';
import type { BlogCovers } from './blog-cover.service';
import { blogRepository as repo, type BlogPostRow } from './blog.repository';
import { blogSummaryView, isVisibleAt } from './blog.views';

const FEED_SIZE = 50;

/** What readers see of the blog (docs/product.md, Blog): published posts, their earlier addresses, the feed. */
export function createBlogReading(platform: Platform, covers: BlogCovers) {
  const { orm, now } = platform;
  const toSummary = (row: BlogPostRow) => blogSummaryView(row, covers.url);
  const isVisible = (row: BlogPostRow) => isVisibleAt(row, now());

  /** The published post an earlier address moved to, if any. */
  async function movedTarget(slug: string): Promise<BlogPostRow | undefined> {
    const movedTo = await repo.redirectOf(orm, slug);
    const target = movedTo === undefined ? undefined : await repo.byId(orm, movedTo);
    return target && isVisible(target) ? target : undefined;
  }

  return {
    /** The blog directory: newest first, by tag and search, a page at a time. */
    async published(query: { tag?: string; q?: string; page: number }): Promise<BlogList> {
      const { rows, total } = await repo.published(orm, now(), {
        tag: query.tag,
        q: query.q?.toLowerCase(),
        limit: BLOG_PAGE_SIZE,
        offset: (query.page - 1) * BLOG_PAGE_SIZE,
      });
      return {
        posts: rows.map(toSummary),
        page: query.page,
        pageCount: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)),
        total,
        tags: await repo.publishedTags(orm, now()),
      };
    },

    /** A published post by its address; an earlier address of a published post answers `moved`. */
    async bySlug(slug: string): Promise<BlogPostBySlug> {
      const row = await repo.bySlug(orm, slug);
      if (row && isVisible(row)) {
        return {
          kind: 'post',
          post: {
            ...toSummary(row),
            bodyHtml: row.bodyHtml,
            seoTitle: row.seoTitle,
            seoDescription: row.seoDescription,
            updatedAt: row.updatedAt.toISOString(),
          },
        };
      }
      const target = await movedTarget(slug);
      if (target) return { kind: 'moved', slug: target.slug };
      throw new AppError('NOT_FOUND', BLOG_MESSAGES.notFound);
    },

    /** The current address of an earlier one (the page route answers 301), or null. */
    async redirectFor(slug: string): Promise<string | null> {
      if (await repo.bySlug(orm, slug)) return null;
      return (await movedTarget(slug))?.slug ?? null;
    },

    /** The newest published posts (RSS feed, sitemap). */
    async recent(): Promise<(BlogPostSummary & { updatedAt: string })[]> {
      return (await repo.recent(orm, now(), FEED_SIZE)).map((row) => ({
        ...toSummary(row),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
  };
}
