import type { RichTextNode } from '@meridian/contracts/rich-text';
import * as pg from 'drizzle-orm/pg-core';

export const blogPosts = pg.pgTable(
  'blog_posts',
  {
    id: pg.serial('id').primaryKey(),
    slug: pg.text('slug').notNull().unique(),
    title: pg.text('title').notNull(),
    excerpt: pg.text('excerpt').notNull().default(''),
    /** The editor's document; `bodyHtml` is its allow-listed rendering, made on save. */
    body: pg.jsonb('body').$type<RichTextNode>().notNull(),
    bodyHtml: pg.text('body_html').notNull(),
    /** Plain text of title, excerpt, tags and body, for the directory's search. */
    searchText: pg.text('search_text').notNull().default(''),
    coverImageKey: pg.text('cover_image_key'),
    coverImageAlt: pg.text('cover_image_alt').notNull().default(''),
    tags: pg.text('tags').array().notNull().default([]),
    authorName: pg.text('author_name').notNull(),
    seoTitle: pg.text('seo_title').notNull().default(''),
    seoDescription: pg.text('seo_description').notNull().default(''),
    /** Null: a draft. Set: published from that time (a future time: scheduled). */
    publishedAt: pg.timestamp('published_at', { withTimezone: true }),
    /** Whether public pages were told the post went live (the scheduled-publishing job sets it). */
    live: pg.boolean('live').notNull().default(false),
    createdBy: pg.integer('created_by'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [pg.index('blog_posts_published_at_idx').on(table.publishedAt)],
);

/** Earlier addresses of posts: `/blog/<old>` answers 301 to the current one. */
export const blogSlugRedirects = pg.pgTable('blog_slug_redirects', {
  slug: pg.text('slug').primaryKey(),
  postId: pg
    .integer('post_id')
    .notNull()
    .references(() => blogPosts.id, { onDelete: 'cascade' }),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
