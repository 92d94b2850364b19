import { BLOG_MESSAGES, type BlogList, type BlogPost, type BlogPostBySlug } from '@meridian/contracts/blog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createBlogTestApp, PUBLIC_URL, type BlogTestApp } from '../../../test/blog-harness';
import { decodeEntities } from '../../lib/html-text';
import { senderOf, type Sender } from '../../../test/contacts-harness';

let b: BlogTestApp;
let sales: Sender;
beforeAll(async () => {
  b = await createBlogTestApp('local');
  sales = await senderOf(b.t, 'sal.sales@blog.test', 'Sales');
});
afterAll(() => b.close());

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const input = (title: string, extra: object = {}) => ({
  title,
  excerpt: `About ${title.toLowerCase()}.`,
  body: { type: 'doc', content: [paragraph(`${title}: the lesson.`)] },
  authorName: 'Dana Reyes',
  tags: ['Risk'],
  ...extra,
});

async function created(title: string, extra: object = {}): Promise<BlogPost> {
  const res = await api(b.t, b.admin, 'POST', '/api/v1/blog/admin/posts', input(title, extra));
  expect(res.status).toBe(201);
  return res.data as BlogPost;
}
const publish = async (id: number, at: string | null = null) =>
  (await api(b.t, b.admin, 'POST', `/api/v1/blog/admin/posts/${id}/publish`, { at })).data as BlogPost;
const publicGet = async (slug: string) => {
  const res = await b.t.app.inject({ url: `/api/v1/blog/posts/${slug}` });
  return { status: res.statusCode, data: (res.json() as { data: BlogPostBySlug }).data };
};
const directory = async (query = '') =>
  ((await b.t.app.inject({ url: `/api/v1/blog/posts${query}` })).json() as { data: BlogList }).data;

describe('writing and publishing', () => {
  it('keeps drafts off the blog; publishing shows the post and bumps the public content version', async () => {
    const draft = await created('Stop losses explained');
    expect(draft).toMatchObject({ slug: 'stop-losses-explained', status: 'draft', publishedAt: null, tags: ['risk'] });
    expect((await publicGet(draft.slug)).status).toBe(404);

    const before = await b.t.services.publicContent.version();
    const published = await publish(draft.id);
    expect(published.status).toBe('published');
    expect(await b.t.services.publicContent.version()).toBeGreaterThan(before);
    const page = await publicGet(draft.slug);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      kind: 'post',
      post: { title: 'Stop losses explained', authorName: 'Dana Reyes' },
    });
  });

  it('makes a unique address from the title and refuses a taken one it was given', async () => {
    const first = await created('Journal every trade');
    const second = await created('Journal every trade');
    expect(second.slug).toBe(`${first.slug}-2`);
    const taken = await api(
      b.t,
      b.admin,
      'PUT',
      `/api/v1/blog/admin/posts/${second.id}`,
      input('Journal', { slug: first.slug }),
    );
    expect(taken.status).toBe(422);
    expect(taken.body?.errors).toEqual([{ path: 'slug', message: BLOG_MESSAGES.slugTaken }]);
    const bad = await api(b.t, b.admin, 'POST', '/api/v1/blog/admin/posts', input('X', { slug: 'Not A Slug!' }));
    expect(bad.status).toBe(422);
    expect(bad.body?.errors?.[0]?.message).toBe(BLOG_MESSAGES.slug);
  });

  it('answers `moved` at the old address after the address changes, and frees it again when changed back', async () => {
    const post = await created('Reading volume');
    await publish(post.id);
    await api(
      b.t,
      b.admin,
      'PUT',
      `/api/v1/blog/admin/posts/${post.id}`,
      input('Reading volume', { slug: 'volume-basics' }),
    );
    expect((await publicGet('reading-volume')).data).toEqual({ kind: 'moved', slug: 'volume-basics' });
    expect(await b.t.services.blog.redirectFor('reading-volume')).toBe('volume-basics');
    expect(await b.t.services.blog.redirectFor('volume-basics')).toBeNull();
    // Another post cannot take the old address while it redirects.
    const other = await api(
      b.t,
      b.admin,
      'POST',
      '/api/v1/blog/admin/posts',
      input('Other', { slug: 'reading-volume' }),
    );
    expect(other.status).toBe(422);
    await api(
      b.t,
      b.admin,
      'PUT',
      `/api/v1/blog/admin/posts/${post.id}`,
      input('Reading volume', { slug: 'reading-volume' }),
    );
    expect((await publicGet('reading-volume')).data).toMatchObject({ kind: 'post' });
    expect((await publicGet('volume-basics')).data).toEqual({ kind: 'moved', slug: 'reading-volume' });
  });

  it('publishes at a time: hidden until then, and the minute job bumps the version when it passes', async () => {
    const post = await created('Scheduled for later');
    const at = new Date(b.t.clock!.now().getTime() + 30 * 60_000).toISOString();
    expect((await publish(post.id, at)).status).toBe('scheduled');
    expect((await publicGet(post.slug)).status).toBe(404);
    expect(await b.t.services.blog.announceDue()).toBe(0);

    b.t.clock!.advance(31 * 60_000);
    const before = await b.t.services.publicContent.version();
    expect(await b.t.services.blog.announceDue()).toBe(1);
    expect(await b.t.services.publicContent.version()).toBeGreaterThan(before);
    expect(await b.t.services.blog.announceDue()).toBe(0);
    expect((await publicGet(post.slug)).status).toBe(200);
  });

  it('unpublishes: the post leaves the blog', async () => {
    const post = await created('Briefly public');
    await publish(post.id);
    const back = await api(b.t, b.admin, 'POST', `/api/v1/blog/admin/posts/${post.id}/unpublish`);
    expect((back.data as BlogPost).status).toBe('draft');
    expect((await publicGet(post.slug)).status).toBe(404);
  });

  it('refuses to publish an empty post', async () => {
    const post = await created('Nothing yet', { body: { type: 'doc', content: [paragraph('  ')] } });
    const res = await api(b.t, b.admin, 'POST', `/api/v1/blog/admin/posts/${post.id}/publish`, { at: null });
    expect(res.status).toBe(422);
    expect(res.body?.message).toBe(BLOG_MESSAGES.bodyEmpty);
  });

  it('is for admins only', async () => {
    expect((await api(b.t, sales, 'GET', '/api/v1/blog/admin/posts')).status).toBe(403);
    expect(
      (await api(b.t, sales, 'POST', '/api/v1/blog/generatePresignedUrl', { contentType: 'image/png', sizeBytes: 10 }))
        .status,
    ).toBe(403);
  });
});

describe('what writers type stays inert', () => {
  it('renders script, handlers, javascript: links and SVG as text or not at all', async () => {
    const body = {
      type: 'doc',
      content: [
        paragraph('<script>alert(1)</script><img src=x onerror=alert(1)><svg onload=alert(1)>'),
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'link', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
        },
        { type: 'image', attrs: { src: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+', alt: 'x' } },
        { type: 'rawHtml', attrs: { html: '<script>alert(1)</script>' } },
        { type: 'videoEmbed', attrs: { provider: 'youtube', videoId: 'x" onload="alert(1)' } },
      ],
    };
    const post = await created('Safe rendering', { body });
    await publish(post.id);
    const { data } = await publicGet(post.slug);
    const html = data.kind === 'post' ? data.post.bodyHtml : '';
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<svg|<iframe|javascript:|data:/i);
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).toContain('<p>link</p>');
  });
});

describe('the directory, the feed and the sitemap', () => {
  it('lists published posts newest first, by tag and search, a page at a time', async () => {
    const tagged = await created('Treasury bonds for beginners', { tags: ['Investing', 'Bonds'] });
    await publish(tagged.id);
    const all = await directory();
    expect(all.posts[0]?.title).toBe('Treasury bonds for beginners');
    expect(all.tags).toEqual(expect.arrayContaining(['risk', 'investing', 'bonds']));
    expect((await directory('?tag=bonds')).posts.map((p) => p.title)).toEqual(['Treasury bonds for beginners']);
    expect((await directory('?q=TREASURY')).total).toBe(1);
    expect((await directory('?q=%25')).total).toBe(0);
    expect((await directory('?page=2')).posts).toEqual([]);
  });

  it('puts published posts in the RSS feed and the sitemap, and no drafts', async () => {
    await created('Draft only');
    const rss = await b.t.app.inject({ url: '/blog/rss.xml' });
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain(`<link>${PUBLIC_URL}/blog/treasury-bonds-for-beginners</link>`);
    expect(rss.body).not.toContain('draft-only');
    const sitemap = await b.t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/blog/treasury-bonds-for-beginners</loc>`);
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/blogdirectory</loc>`);
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/newsletter</loc>`);
    expect(sitemap.body).not.toContain('draft-only');
  });

  it('describes each post in the feed by the plain text of its excerpt, escaped once', async () => {
    const post = await created('Markup in excerpts', {
      excerpt:
        'Risk <b>and</b> reward <img src=x onerror=alert(1)> &lt;script&gt;alert(2)&lt;/script&gt; at AT&T <a href="javascript:alert(3)',
    });
    await publish(post.id);
    const rss = (await b.t.app.inject({ url: '/blog/rss.xml' })).body;
    const item = rss.split('<item>').find((part) => part.includes('/blog/markup-in-excerpts<')) ?? '';
    const description = /<description>([^<]*)<\/description>/.exec(item)?.[1];
    expect(description).toBe('Risk and reward alert(2) at AT&amp;T');
    // What a reader renders as HTML (the XML text, decoded once) has no markup left.
    expect(decodeEntities(description ?? '')).not.toMatch(/[<>]/);
  });
});
