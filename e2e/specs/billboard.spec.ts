import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount } from '../support/api-accounts';
import { lookAtBothWidths } from '../support/look';
import { openAsAdmin, signInPage } from '../support/signed-in';

/**
 * Digital billboard end to end (docs/product.md, Digital billboard): an advertiser signs up on the
 * yearly plan, subscribes in TEST MODE, uploads a banner; the admin approves it; the home page and
 * /rsvp show it; a visitor's view and click are counted and the advertiser sees them; the TEST MODE
 * billing page cancels the plan. And the reject path: the reason reaches the advertiser, who fixes
 * the creative and it goes back to review.
 */
/** A visitor's browser as it announces itself (headless Chromium's own is never counted, as a bot's). */
const VISITOR_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A real PNG as wide as the widest slot, as an advertiser's design tool would export it. */
async function bannerPng(): Promise<Buffer> {
  return sharp({ create: { width: 1456, height: 180, channels: 3, background: { r: 18, g: 84, b: 160 } } })
    .png()
    .toBuffer();
}

async function adminPage(browser: Browser, width: number) {
  const signedIn = await openAsAdmin(browser, { viewport: { width, height: 900 } });
  await signedIn.page.goto('/admin/dashboard/billboard');
  return signedIn;
}

/** An advertiser who signed up on the yearly plan (as /advertising's "Choose the yearly plan" does), on My Billboard. */
async function advertiserSignUp(page: Page, prefix: string) {
  await signInPage(page, await createAccount(prefix, { signUpRole: 'Advertiser', plan: 'yearly' }));
  await page.goto('/advertising/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Billboard' })).toBeVisible({ timeout: 20_000 });
}

/** Subscribes on the TEST MODE checkout page, as the browser is sent there. */
async function subscribeYearly(page: Page) {
  await page.getByRole('button', { name: /^Subscribe \$600\.00 \/ year$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/test\//, { timeout: 20_000 });
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe' })).toBeVisible();
  await expect(page.getByText('Digital Billboard — yearly plan')).toBeVisible();
  await lookAtBothWidths(page, 'checkout');
  await page.getByRole('button', { name: 'Subscribe $600.00 / year' }).click();
  await expect(page).toHaveURL(/\/advertising\/dashboard/, { timeout: 20_000 });
  await expect(page.getByText('Active', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('cell', { name: '$600.00' })).toBeVisible();
}

/** Fills the open creative dialog with a banner; the first tries show the form's messages. */
async function newBanner(page: Page, name: string, alt: string) {
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
  await dialog.getByLabel('Image description').fill(alt);
  await dialog.getByLabel('Target URL').fill('http://advertiser.example/spring');
  await dialog.getByRole('button', { name: 'Save as draft' }).click();
  await expect(dialog.getByText('Enter the https:// address the ad links to')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await dialog.getByLabel('Target URL').fill('https://advertiser.example/spring');
  await dialog.getByRole('button', { name: 'Save as draft' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

/** Reloads `path` until the slot shows the creative described by `alt` (creatives take turns per request). */
async function slotShowing(page: Page, path: string, alt: string) {
  const slot = page.getByRole('complementary', { name: 'Advertisement' });
  await expect(async () => {
    await page.goto(path);
    await expect(slot.getByRole('img', { name: alt })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await expect(slot.getByRole('link')).toHaveAttribute('rel', 'sponsored noopener');
  await expect(slot.getByRole('link')).toHaveAttribute('href', /^\/b\/\d+\/[\w-]+$/);
  return slot;
}

const width = 1440;
test("a yearly advertiser's banner is approved, shown, seen and clicked, and they see it", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await advertiserSignUp(page, 'advertiser');
  await subscribeYearly(page);

  const stamp = `${width}-${Date.now()}`;
  const name = `Spring banner ${stamp}`;
  const alt = `Charting tools, free for 30 days (${stamp})`;
  await newBanner(page, name, alt);
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Draft')).toBeVisible();
  await card.getByRole('button', { name: 'Submit for review' }).click();
  await expect(card.getByText('Awaiting review')).toBeVisible();
  await lookAtBothWidths(page, 'advertiser');

  const admin = await adminPage(browser, width);
  const review = admin.page.getByRole('article', { name });
  await expect(review.getByRole('img', { name: alt })).toBeVisible({ timeout: 20_000 });
  const advertisers = admin.page.getByRole('table', { name: 'Advertisers' });
  await expect(advertisers.getByRole('row').filter({ hasText: '$600.00' }).first()).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Export CSV' }).first()).toBeVisible();
  await lookAtBothWidths(admin.page, 'admin');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(review.getByText('Approved')).toBeVisible();

  // A visitor with an ordinary browser: the slot is seen (an impression) and clicked.
  const visitor = await browser.newContext({ viewport: { width, height: 900 }, userAgent: VISITOR_UA });
  const home = await visitor.newPage();
  const slot = await slotShowing(home, '/', alt);
  await slot.scrollIntoViewIfNeeded();
  await lookAtBothWidths(home, 'home');
  // The click goes through the redirect, which answers with the creative's own address.
  const redirected = visitor.waitForEvent('response', (res) => /\/b\/\d+\//.test(res.url()));
  const opened = home.waitForEvent('popup');
  await slot.getByRole('link').click();
  const redirect = await redirected;
  expect(redirect.status()).toBe(302);
  expect(await redirect.headerValue('location')).toBe('https://advertiser.example/spring');
  await (await opened).close();
  const rsvp = await slotShowing(home, '/rsvp', alt);
  await rsvp.scrollIntoViewIfNeeded();
  await lookAtBothWidths(home, 'rsvp');
  // The blog carries the slot too (one impression per visitor and day, whatever the page).
  const blog = await slotShowing(home, '/blogdirectory', alt);
  await blog.scrollIntoViewIfNeeded();
  await lookAtBothWidths(home, 'blog');
  await visitor.close();

  // The advertiser's numbers moved: one impression, one click, 100% CTR.
  await page.reload();
  await expect(card.getByText('Approved')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(/^Clicks\s*1$/)).toBeVisible();
  await expect(card.getByText(/^Impressions\s*1$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Impressions and clicks, last 30 days' })).toBeVisible();
  await lookAtBothWidths(page, 'advertiser-figures');
  await admin.page.reload();
  await expect(admin.page.getByRole('heading', { name: 'Impressions and clicks, last 30 days' })).toBeVisible({
    timeout: 20_000,
  });
  await admin.context.close();

  // Manage billing: the TEST MODE billing page cancels at the period end.
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(/\/billing\/test\/sub_test_local_/, { timeout: 20_000 });
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expect(page.getByText('Yearly · $600.00 / year')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to monthly' })).toBeVisible();
  await lookAtBothWidths(page, 'billing');
  await page.getByRole('button', { name: 'Cancel plan at period end' }).click();
  await expect(page.getByText('Cancels at period end')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page.getByText('Cancelled (runs until the period ends)')).toBeVisible({ timeout: 20_000 });
  await context.close();
});

test('a rejected creative shows its reason; fixed, it goes back to review', async ({ browser }) => {
  test.setTimeout(120_000);
  // On a phone, where the cards stack.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await advertiserSignUp(page, 'rejected');
  const name = `Text ad ${Date.now()}`;
  await page.getByRole('button', { name: 'New creative' }).click();
  const dialog = page.getByRole('dialog', { name: 'New creative' });
  await dialog.getByText('Text ad', { exact: true }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Headline').fill('Guaranteed 40% returns');
  await dialog.getByLabel('Line', { exact: true }).fill('Charting tools that never lose.');
  await dialog.getByLabel('Target URL').fill('https://advertiser.example/text');
  await dialog.getByRole('button', { name: 'Save as draft' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'Submit for review' }).click();
  await expect(card.getByText('Awaiting review')).toBeVisible();

  const admin = await adminPage(browser, 375);
  const review = admin.page.getByRole('article', { name });
  await review.getByRole('button', { name: 'Reject' }).click();
  const reject = admin.page.getByRole('dialog');
  await reject.getByRole('textbox').fill('Remove the promise of returns.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(review).toBeHidden({ timeout: 20_000 });

  await page.reload();
  await expect(card.getByText('Rejected: Remove the promise of returns.')).toBeVisible({ timeout: 20_000 });
  await lookAtBothWidths(page, 'rejected');
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit creative' });
  await expect(edit.getByText(/sends the creative to review again/)).toBeVisible();
  await edit.getByLabel('Headline').fill('Charting made simple');
  await edit.getByLabel('Line', { exact: true }).fill('Try our charting tools free for 30 days.');
  await edit.getByLabel('Show until').fill('2030-12-31T18:00');
  await lookAtBothWidths(page, 'edit');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden({ timeout: 20_000 });
  await expect(card.getByText('Awaiting review')).toBeVisible();
  await expect(card.getByText(/^Shown until /)).toBeVisible();

  await admin.page.reload();
  await expect(admin.page.getByRole('article', { name }).getByText('Charting made simple')).toBeVisible({
    timeout: 20_000,
  });
  await admin.context.close();
  await context.close();
});
