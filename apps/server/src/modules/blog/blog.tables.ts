import type { RichTextNode } from '@meridian/contracts/rich-text';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** The editor's document; `bodyHtml` is its allow-listed rendering, made on save. */
    body: jsonb('body').$type<RichTextNode>().notNull(),
    bodyHtml: text('body_html').notNull(),
    /** Plain text of title, excerpt, tags and body, for the directory's search. */
    searchText: text('search_text').notNull().default(''),
    coverImageKey: text('cover_image_key'),
    coverImageAlt: text('cover_image_alt').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    authorName: text('author_name').notNull(),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** Null: a draft. Set: published from that time (a future time: scheduled). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Whether public pages were told the post went live (the scheduled-publishing job sets it). */
    live: boolean('live').notNull().default(false),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_posts_published_at_idx').on(table.publishedAt)],
);

/** Earlier addresses of posts: `/blog/<old>` answers 301 to the current one. */
export const blogSlugRedirects = pgTable('blog_slug_redirects', {
  slug: text('slug').primaryKey(),
  postId: integer('post_id')
    .notNull()
    .references(() => blogPosts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
