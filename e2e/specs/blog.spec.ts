import { expect, test, type Browser } from '@playwright/test';
import { lookAtBothWidths, screenshot } from '../support/look';
import { gradientPng } from '../support/png';
import { openAsAdmin } from '../support/signed-in';

/**
 * The blog end to end (docs/product.md, Blog): the admin writes a post with a cover uploaded
 * straight to storage, tags and SEO fields, and publishes it; readers find it in /blogdirectory and
 * at /blog/<address> with its share cards and Article data in the first HTML; a new address leaves
 * the old one answering 301; the admin deletes it. At 375 and 1440 px, axe clean. Serial: the first
 * test sees the blog before any post exists.
 */

test.describe.configure({ mode: 'serial' });

async function openAdminBlog(browser: Browser) {
  const { context, page } = await openAsAdmin(browser, { viewport: { width: 1440, height: 900 } });
  await page.goto('/admin/dashboard/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  return { context, page };
}

/** The content of the first `<meta>` or `<link>` in `html` whose `attribute` is `value`. */
function headValue(html: string, tag: 'meta' | 'link', attribute: string, value: string): string | undefined {
  const element = new RegExp(`<${tag} ${attribute}="${value}" (?:content|href)="([^"]*)"`).exec(html);
  return element?.[1]?.replace(/&amp;/g, '&');
}

test('the blog directory before any post: topics and where to go meanwhile', async ({ page }) => {
  await page.goto('/blogdirectory');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No articles published yet' })).toBeVisible();
  await lookAtBothWidths(page, 'blog-directory-empty');
});

test('an admin publishes a post with a cover; readers find it, its old address moves, then it is deleted', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const { context, page } = await openAdminBlog(browser);
  const title = `Position sizing before every trade ${stamp}`;
  const slug = `position-sizing-before-every-trade-${stamp}`;
  const movedSlug = `sizing-positions-${stamp}`;
  const seoTitle = `Position sizing, step by step (${stamp})`;
  const seoDescription = 'How much of your account to risk on one idea, and how to work out the size before you enter.';
  const coverAlt = 'A blue to green gradient';
  try {
    await screenshot(page, 'blog-admin-list-before');

    // Write: the address follows the title; the cover goes straight to storage.
    await page.getByRole('button', { name: 'New post' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(slug);
    await page
      .getByRole('textbox', { name: 'Excerpt', exact: true })
      .fill('Decide what you can lose before you decide what to buy: a worked example.');
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await body.pressSequentially('Risk one to two percent of the account on a single idea, and no more.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: gradientPng(1200, 630),
    });
    await expect(page.getByRole('button', { name: 'Replace image' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Cover description', exact: true }).fill(coverAlt);
    const tags = page.getByRole('combobox', { name: 'Tags' });
    for (const tag of ['risk management', `sizing-${stamp}`]) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    await page.getByRole('textbox', { name: 'SEO title', exact: true }).fill(seoTitle);
    await page.getByRole('textbox', { name: 'SEO description', exact: true }).fill(seoDescription);
    await lookAtBothWidths(page, 'blog-admin-editor');

    // Publish now: saved and live.
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save and keep published' })).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back to posts' }).click();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Published');
    await expect(row).toContainText(`/blog/${slug}`);
    await lookAtBothWidths(page, 'blog-admin-list');

    // The directory lists it.
    const reader = await context.newPage();
    await reader.goto('/blogdirectory');
    await expect(reader.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(reader.getByRole('link', { name: title })).toBeVisible();
    await lookAtBothWidths(reader, 'blog-directory');

    // The first HTML of the post: title, description, canonical, share cards and Article data.
    const response = await reader.request.get(`/blog/${slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const origin = new URL(reader.url()).origin;
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(`<title>${seoTitle} | `);
    expect(headValue(html, 'meta', 'name', 'description')).toBe(seoDescription);
    expect(headValue(html, 'link', 'rel', 'canonical')).toBe(`${origin}/blog/${slug}`);
    expect(headValue(html, 'meta', 'property', 'og:type')).toBe('article');
    expect(headValue(html, 'meta', 'property', 'og:title')).toMatch(
      new RegExp(`^${seoTitle.replace(/[()]/g, '\\$&')} \\| `),
    );
    expect(headValue(html, 'meta', 'name', 'twitter:card')).toBe('summary_large_image');
    const image = headValue(html, 'meta', 'property', 'og:image');
    expect(image).toMatch(new RegExp(`^${origin}/files/public/blog/`));
    expect(headValue(html, 'meta', 'name', 'twitter:image')).toBe(image);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const article = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: title,
      description: seoDescription,
      image: [image],
      keywords: `risk management, sizing-${stamp}`,
    });

    // The cover is served, as a PNG.
    const cover = await reader.request.get(image!);
    expect(cover.status()).toBe(200);
    expect(cover.headers()['content-type']).toBe('image/png');

    // The reader opens the post from the directory.
    await reader.getByRole('link', { name: title }).click();
    await expect(reader).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByText('Risk one to two percent of the account on a single idea')).toBeVisible();
    const shown = reader.getByRole('img', { name: coverAlt });
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    await lookAtBothWidths(reader, 'blog-post');

    // A new address: the old one answers 301 to it.
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill(movedSlug);
    await page.getByRole('button', { name: 'Save and keep published' }).click();
    await expect(page.getByText(`The post lives at /blog/${movedSlug}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save and keep published' })).toBeEnabled();
    await expect
      .poll(async () => {
        const old = await reader.request.get(`/blog/${slug}`, { maxRedirects: 0 });
        return `${old.status()} ${old.headers().location ?? ''}`;
      })
      .toMatch(new RegExp(`^301 (${origin})?/blog/${movedSlug}$`));
    await reader.goto(`/blog/${slug}`);
    await expect(reader).toHaveURL(new RegExp(`/blog/${movedSlug}$`));
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Delete, after the confirmation: the post and its addresses are gone.
    await page.getByRole('button', { name: 'Back to posts' }).click();
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
    await expect(confirm).toContainText(`/blog/${movedSlug}`);
    await lookAtBothWidths(page, 'blog-admin-delete', { within: '[role="dialog"]', fullPage: false });
    await confirm.getByRole('button', { name: 'Delete post' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeHidden();
    expect((await reader.request.get(`/blog/${movedSlug}`)).status()).toBe(404);
  } finally {
    await context.close();
  }
});
