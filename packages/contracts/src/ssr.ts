import type { BlogList, BlogListQuery, BlogPostBySlug } from './blog';
import type { PublicOpening } from './careers-public';
import type { ServedCreative } from './billboard';
import type { FaqEntry, LegalDocument, LegalSlug } from './content';
import type { ArchiveEntry, ArchiveIssue } from './newsletter-archive';
import type { PublicConfig } from './site';

/**
 * What public pages read. In the browser it is the HTTP API; while the server renders a page it
 * is the services themselves, so the first HTML carries the same data the API would return.
 */
export interface PublicDataSource {
  config(): Promise<PublicConfig>;
  faq(): Promise<FaqEntry[]>;
  legal(slug: LegalSlug): Promise<LegalDocument>;
  /** The blog directory: published posts, newest first, by tag and search. */
  blogPosts(query: BlogListQuery): Promise<BlogList>;
  /** A published post by its address (or where an earlier address moved). */
  blogPost(slug: string): Promise<BlogPostBySlug>;
  openings(): Promise<PublicOpening[]>;
  /** The newsletter archive: sent issues, newest first. */
  newsletterArchive(): Promise<ArchiveEntry[]>;
  /** One archived issue (rejects with a 404 for an unknown slug). */
  newsletterIssue(slug: string): Promise<ArchiveIssue>;
  /** The creatives a billboard slot may show, best first (none when no plan is running). */
  billboard(): Promise<ServedCreative[]>;
}

export interface RenderedPage {
  status: number;
  /** Elements for <head>: title, description, canonical link. */
  head: string;
  /** The app's HTML for <div id="root">. */
  body: string;
  /** JSON for the router's hydration data (already safe to embed in a script element). */
  hydration: string;
  /**
   * The source modules of the lazy pages rendered (as the build manifest names them, e.g.
   * `app/routes/public/faq.page.tsx`): the server links their stylesheets in <head>.
   */
  modules: string[];
}

/** The server-side entry of the web app (apps/web/app/entry-server.tsx). */
export interface ServerEntry {
  render(url: string, data: PublicDataSource, publicUrl: string): Promise<RenderedPage>;
}
