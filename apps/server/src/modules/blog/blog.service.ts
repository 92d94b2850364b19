import type { blogPostInputSchema } from '@meridian/contracts/blog';
import { BLOG_MESSAGES, slugify, type BlogPost } from '@meridian/contracts/blog';
import { richTextPlain, type RichTextNode } from '@meridian/contracts/rich-text';
import type { z } from 'zod';
import type { Platform } from '../../core/module';
import type { AuditValues } from '../../core/audit/audit-trail';
import { inTransaction } from '../../db/transaction';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { richTextToHtml } from '../../lib/rich-text/render-rich-text';
import { createBlogCovers } from './blog-cover.service';
import { createBlogReading } from './blog-reading.service';
import { blogRepository as repo, type BlogPostRow } from './blog.repository';
import { blogPostView, statusAt } from './blog.views';

type PostInput = z.output<typeof blogPostInputSchema>;

const notFound = () => new AppError('NOT_FOUND', BLOG_MESSAGES.notFound);
const slugTaken = () =>
  new AppError('VALIDATION', BLOG_MESSAGES.slugTaken, [{ path: 'slug', message: BLOG_MESSAGES.slugTaken }]);

/** Whether a document has anything to read (text, an image or a video). */
function hasContent(doc: RichTextNode): boolean {
  if (doc.type === 'image' || doc.type === 'videoEmbed') return true;
  if (doc.type === 'text') return (doc.text ?? '').trim() !== '';
  return (doc.content ?? []).some(hasContent);
}

/**
 * The blog (docs/product.md, Blog): admins write posts (drafts, previews, publishing now or at a
 * time, unpublishing); readers see published posts. Whatever changes what public pages show bumps
 * the public content version in the same transaction; the publish-due job does so when a
 * scheduled time passes. What readers see is blog-reading.service.ts.
 */
export function createBlogService(platform: Platform) {
  const { orm, now, publicContent } = platform;
  const covers = createBlogCovers(platform.storage, now);

  /** Publishing, unpublishing and deleting a post are audit entries (docs/product.md, Audit log). */
  const audited = (
    db: typeof orm,
    action: 'blog-post.published' | 'blog-post.unpublished' | 'blog-post.deleted',
    post: BlogPostRow,
    before: AuditValues,
    after: AuditValues,
  ) =>
    platform.audit.record(db, {
      action,
      subject: { type: 'blog-post', id: post.id, label: post.title },
      before,
      after,
    });

  const toPost = (row: BlogPostRow): BlogPost => blogPostView(row, covers.url, now());

  /** A free address: the one asked for (refused when taken), or one made from the title. */
  async function freeSlug(db: typeof orm, input: PostInput, postId: number | undefined): Promise<string> {
    const takenByOther = async (slug: string) => {
      const owner = (await repo.bySlug(db, slug))?.id ?? (await repo.redirectOf(db, slug));
      return owner !== undefined && owner !== postId;
    };
    if (input.slug) {
      if (await takenByOther(input.slug)) throw slugTaken();
      return input.slug;
    }
    const base = slugify(input.title) || 'post';
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? base : `${base.slice(0, 95)}-${n}`;
      if (!(await takenByOther(candidate))) return candidate;
    }
  }

  function values(input: PostInput, slug: string) {
    return {
      slug,
      title: input.title,
      excerpt: input.excerpt,
      body: input.body as RichTextNode,
      bodyHtml: richTextToHtml(input.body as RichTextNode),
      searchText: [input.title, input.excerpt, input.tags.join(' '), richTextPlain(input.body as RichTextNode)]
        .join('\n')
        .toLowerCase(),
      coverImageKey: input.coverImageKey,
      coverImageAlt: input.coverImageAlt,
      tags: input.tags,
      authorName: input.authorName,
      seoTitle: input.seoTitle,
      seoDescription: input.seoDescription,
    };
  }

  async function existing(db: typeof orm, id: number): Promise<BlogPostRow> {
    const row = await repo.byId(db, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    presignCover: covers.presign,

    preview: (body: RichTextNode) => ({ html: richTextToHtml(body) }),

    async list(): Promise<Omit<BlogPost, 'body'>[]> {
      return (await repo.list(orm)).map((row) => {
        const { body: _body, ...post } = toPost(row);
        return post;
      });
    },

    async get(id: number): Promise<BlogPost> {
      return toPost(await existing(orm, id));
    },

    async create(actor: Actor, input: PostInput): Promise<BlogPost> {
      if (input.coverImageKey) await covers.accept(input.coverImageKey);
      return inTransaction(orm, async (db) => {
        const slug = await freeSlug(db, input, undefined);
        return toPost(await repo.insert(db, { ...values(input, slug), createdBy: actor.userId }));
      });
    },

    async update(id: number, input: PostInput): Promise<BlogPost> {
      const before = await existing(orm, id);
      if (input.coverImageKey && input.coverImageKey !== before.coverImageKey) await covers.accept(input.coverImageKey);
      const row = await inTransaction(orm, async (db) => {
        const current = await existing(db, id);
        const slug = input.slug ? await freeSlug(db, input, id) : current.slug;
        if (slug !== current.slug && current.publishedAt) await repo.moveSlug(db, id, current.slug, slug);
        const updated = await repo.update(db, id, values(input, slug), now());
        if (current.publishedAt) await publicContent.changed(db);
        return updated;
      });
      if (!row) throw notFound();
      return toPost(row);
    },

    /** Publishes now, or at `at` when that is still to come. */
    async publish(id: number, at: Date | null): Promise<BlogPost> {
      return inTransaction(orm, async (db) => {
        const current = await existing(db, id);
        if (!hasContent(current.body)) throw new AppError('VALIDATION', BLOG_MESSAGES.bodyEmpty);
        const when = at && at > now() ? at : now();
        const row = await repo.update(db, id, { publishedAt: when, live: when <= now() }, now());
        await publicContent.changed(db);
        await audited(
          db,
          'blog-post.published',
          current,
          { status: statusAt(current, now()) },
          { publishAt: when.toISOString() },
        );
        return toPost(row ?? current);
      });
    },

    /** Back to a draft: the post leaves the blog (its address answers 404 until it is published again). */
    async unpublish(id: number): Promise<BlogPost> {
      return inTransaction(orm, async (db) => {
        const current = await existing(db, id);
        const row = await repo.update(db, id, { publishedAt: null, live: false }, now());
        await publicContent.changed(db);
        await audited(db, 'blog-post.unpublished', current, { status: statusAt(current, now()) }, { status: 'draft' });
        return toPost(row ?? current);
      });
    },

    async remove(id: number): Promise<{ deleted: true }> {
      const row = await inTransaction(orm, async (db) => {
        const current = await existing(db, id);
        await repo.delete(db, id);
        if (current.publishedAt) await publicContent.changed(db);
        await audited(db, 'blog-post.deleted', current, { status: statusAt(current, now()), slug: current.slug }, {});
        return current;
      });
      if (row.coverImageKey) await platform.storage.delete(row.coverImageKey);
      return { deleted: true };
    },

    /** Tells public pages about scheduled posts whose time has come (the publish-due job, every minute). */
    async announceDue(): Promise<number> {
      return inTransaction(orm, async (db) => {
        const count = await repo.markDueLive(db, now());
        if (count > 0) await publicContent.changed(db);
        return count;
      });
    },

    ...createBlogReading(platform, covers),
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
