import { and, arrayContains, desc, eq, ilike, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { blogPosts, blogSlugRedirects } from './blog.tables';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostValues = Omit<
  typeof blogPosts.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'live'
>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const visible = (now: Date) => and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now));

export const blogRepository = {
  async list(db: Orm): Promise<BlogPostRow[]> {
    return db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt));
  },

  async byId(db: Orm, id: number): Promise<BlogPostRow | undefined> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
    return row;
  },

  async bySlug(db: Orm, slug: string): Promise<BlogPostRow | undefined> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
    return row;
  },

  /** The post an earlier address belongs to. */
  async redirectOf(db: Orm, slug: string): Promise<number | undefined> {
    const [row] = await db
      .select({ postId: blogSlugRedirects.postId })
      .from(blogSlugRedirects)
      .where(eq(blogSlugRedirects.slug, slug));
    return row?.postId;
  },

  async insert(db: Orm, values: BlogPostValues): Promise<BlogPostRow> {
    const [row] = await db.insert(blogPosts).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(
    db: Orm,
    id: number,
    values: Partial<BlogPostValues> & { publishedAt?: Date | null; live?: boolean },
    now: Date,
  ) {
    const [row] = await db
      .update(blogPosts)
      .set({ ...values, updatedAt: now })
      .where(eq(blogPosts.id, id))
      .returning();
    return row;
  },

  async delete(db: Orm, id: number): Promise<boolean> {
    return (await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id })).length > 0;
  },

  /** Keeps `oldSlug` pointing at the post, and frees `newSlug` if it was one of the post's own earlier addresses. */
  async moveSlug(db: Orm, postId: number, oldSlug: string, newSlug: string): Promise<void> {
    await db
      .delete(blogSlugRedirects)
      .where(and(eq(blogSlugRedirects.slug, newSlug), eq(blogSlugRedirects.postId, postId)));
    await db
      .insert(blogSlugRedirects)
      .values({ slug: oldSlug, postId })
      .onConflictDoUpdate({ target: blogSlugRedirects.slug, set: { postId } });
  },

  /** Published posts visible at `now`, newest first, with a tag and a search. */
  async published(db: Orm, now: Date, filter: { tag?: string; q?: string; limit: number; offset: number }) {
    const conditions: (SQL | undefined)[] = [visible(now)];
    if (filter.tag) conditions.push(arrayContains(blogPosts.tags, [filter.tag]));
    if (filter.q) conditions.push(ilike(blogPosts.searchText, `%${escapeLike(filter.q)}%`));
    const where = and(...conditions);
    const rows = await db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(where);
    return { rows, total: Number(count?.total ?? 0) };
  },

  /** Tags of visible posts, most used first. */
  async publishedTags(db: Orm, now: Date): Promise<string[]> {
    const rows = await db
      .select({ tag: sql<string>`unnest(${blogPosts.tags})`.as('tag') })
      .from(blogPosts)
      .where(visible(now));
    const counts = new Map<string, number>();
    for (const { tag } of rows) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
  },

  /** Visible posts for the feed and the sitemap, newest first. */
  async recent(db: Orm, now: Date, limit: number): Promise<BlogPostRow[]> {
    return db.select().from(blogPosts).where(visible(now)).orderBy(desc(blogPosts.publishedAt)).limit(limit);
  },

  /** Scheduled posts whose time has come and that public pages do not show yet: marks them live. */
  async markDueLive(db: Orm, now: Date): Promise<number> {
    const rows = await db
      .update(blogPosts)
      .set({ live: true })
      .where(and(visible(now), eq(blogPosts.live, false)))
      .returning({ id: blogPosts.id });
    return rows.length;
  },
};
