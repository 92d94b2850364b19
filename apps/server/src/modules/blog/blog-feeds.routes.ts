import { BLOG_PATHS } from '@meridian/contracts/blog';
import { legalPagePaths } from '@meridian/contracts/content';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, plainText } from '../../lib/html-text';
import { PUBLIC } from '../../lib/access';
import type { BlogService } from './blog.service';

/** The public pages search engines should find, besides posts (docs/product.md, Site layout and navigation). */
const SITE_PAGES = [
  '/',
  '/about',
  '/careers',
  '/affiliate',
  '/advertising',
  '/emailMarketing',
  '/rsvp',
  BLOG_PATHS.directory,
  '/newsletter',
  '/pricing',
  '/faq',
  '/consultation',
  '/support',
  ...Object.values(legalPagePaths),
];

const xml = (text: string) => escapeHtml(text).replace(/'/g, '&apos;');

/** The RSS 2.0 feed of the newest posts and the sitemap with every published post (five-minute cache). */
export function blogFeedRoutes(
  app: FastifyInstance,
  blog: BlogService,
  site: () => Promise<{ siteName: string; tagline: string }>,
  publicUrl: string,
): void {
  const absolute = (path: string) => `${publicUrl}${path}`;

  app.get(BLOG_PATHS.rss, { config: { access: PUBLIC } }, async (_request, reply) => {
    const [posts, settings] = await Promise.all([blog.recent(), site()]);
    const items = posts.map((post) => {
      const link = absolute(BLOG_PATHS.post(post.slug));
      return [
        '<item>',
        `<title>${xml(post.title)}</title>`,
        `<link>${xml(link)}</link>`,
        `<guid isPermaLink="true">${xml(link)}</guid>`,
        `<pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
        // Readers render a description as HTML: the excerpt's plain text, escaped once (docs/product.md, Blog).
        `<description>${xml(plainText(post.excerpt))}</description>`,
        ...post.tags.map((tag) => `<category>${xml(tag)}</category>`),
        post.coverImageUrl ? `<enclosure url="${xml(post.coverImageUrl)}" type="image/*" length="0" />` : '',
        '</item>',
      ].join('');
    });
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
      `<title>${xml(`${settings.siteName} blog`)}</title>`,
      `<link>${xml(absolute(BLOG_PATHS.directory))}</link>`,
      `<atom:link href="${xml(absolute(BLOG_PATHS.rss))}" rel="self" type="application/rss+xml" />`,
      `<description>${xml(settings.tagline)}</description>`,
      '<language>en</language>',
      ...items,
      '</channel></rss>',
    ].join('\n');
    return reply
      .header('content-type', 'application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  });

  app.get('/sitemap.xml', { config: { access: PUBLIC } }, async (_request, reply) => {
    const posts = await blog.recent();
    const urls = [
      ...SITE_PAGES.map((path) => `<url><loc>${xml(absolute(path))}</loc></url>`),
      ...posts.map(
        (post) =>
          `<url><loc>${xml(absolute(BLOG_PATHS.post(post.slug)))}</loc><lastmod>${post.updatedAt}</lastmod></url>`,
      ),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
    ].join('\n');
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  });
}
