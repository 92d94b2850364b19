import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN, expectPanel, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signedUpWithRoles } from '../support/sender-accounts';

/**
 * Digital billboard end to end (docs/product.md, Digital billboard): an advertiser subscribes in
 * TEST MODE, uploads a banner and submits it; the admin approves it; the home page shows it.
 */
const ADVERTISER_ROLE = 4;
const SHOTS = 'test-results/billboard';

/** A real PNG as wide as the widest slot, as an advertiser's design tool would export it. */
async function bannerPng(): Promise<Buffer> {
  return sharp({ create: { width: 1456, height: 180, channels: 3, background: { r: 18, g: 84, b: 160 } } })
    .png()
    .toBuffer();
}

async function adminPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expectPanel(page, /\/admin\/dashboard/);
  return { context, page };
}

async function subscribe(page: Page) {
  await page.goto('/advertising/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Billboard' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /^Subscribe \$150\.00 \/ month$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/test\//, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Pay $150.00' }).click();
  await expect(page).toHaveURL(/\/advertising\/dashboard/, { timeout: 20_000 });
  await expect(page.getByText('Active', { exact: true })).toBeVisible({ timeout: 20_000 });
}

for (const width of [1440, 375]) {
  test(`an advertiser's banner is reviewed and shown on the home page (${width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signedUpWithRoles(browser, page, `advertiser-${width}`, [ADVERTISER_ROLE]);
    await subscribe(page);
    await expect(page.getByRole('cell', { name: '$150.00' })).toBeVisible();

    const name = `Spring banner ${width}-${Date.now()}`;
    await page.getByRole('button', { name: 'New creative' }).click();
    const dialog = page.getByRole('dialog', { name: 'New creative' });
    await dialog.getByRole('button', { name: 'Save as draft' }).click();
    await expect(dialog.getByText('Give the creative a name')).toBeVisible();
    await expect(dialog.getByText('Upload the banner image')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: await bannerPng(),
    });
    await dialog.getByLabel('Image description').fill('Charting tools, free for 30 days');
    await dialog.getByLabel('Target URL').fill('http://advertiser.example/spring');
    await dialog.getByRole('button', { name: 'Save as draft' }).click();
    await expect(dialog.getByText('Enter the https:// address the ad links to')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await dialog.getByLabel('Target URL').fill('https://advertiser.example/spring');
    await dialog.getByRole('button', { name: 'Save as draft' }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });

    const card = page.getByRole('article', { name });
    await expect(card.getByText('Draft')).toBeVisible();
    await card.getByRole('button', { name: 'Submit for review' }).click();
    await expect(card.getByText('Awaiting review')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/advertiser-${width}.png`, fullPage: true });

    const admin = await adminPage(browser, width);
    await admin.page.goto('/admin/dashboard/billboard');
    const review = admin.page.getByRole('article', { name });
    await expect(review.getByRole('img', { name: 'Charting tools, free for 30 days' })).toBeVisible({
      timeout: 20_000,
    });
    await expectNoAxeViolations(admin.page);
    await admin.page.screenshot({ path: `${SHOTS}/admin-${width}.png`, fullPage: true });
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review.getByText('Approved')).toBeVisible();
    await admin.context.close();

    // The page cache notices the change within seconds; several advertisers may be approved at once.
    await expect(async () => {
      await page.goto('/');
      const slot = page.getByRole('complementary', { name: 'Advertisement' });
      await expect(slot).toBeVisible({ timeout: 1_000 });
      await expect(slot.getByRole('link')).toHaveAttribute('rel', 'sponsored noopener');
    }).toPass({ timeout: 30_000 });
    const slot = page.getByRole('complementary', { name: 'Advertisement' });
    await expect(slot.getByRole('link')).toHaveAttribute('href', /^\/b\/\d+\/[\w-]+$/);
    await slot.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/home-${width}.png` });
    await context.close();
  });
}
