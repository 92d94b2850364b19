import { expect, test, type Page } from '@playwright/test';
import { expectPanel } from '../support/accounts';
import { lookAtBothWidths } from '../support/look';
import { referralCodeOf } from '../support/api-accounts';
import { connectPayouts } from '../support/payouts';
import { openAsAdmin } from '../support/signed-in';
import { closeCredentialsPrompt, signedUpWithRoles } from '../support/sender-accounts';

const SALES = 2;
const AFFILIATE = 3;
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The sidebar's "Links" link; on a phone the sidebar sits behind the menu button. */
async function openLinks(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open sections' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Links' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
}

test.describe('Links section', () => {
  // On a phone: the sidebar sits behind the menu button.
  test.use({ viewport: { width: 375, height: 812 } });

  test('an affiliate copies a link, opens its QR code, and a visit counts once', async ({ browser, context, page }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { account } = await signedUpWithRoles(page, 'links-affiliate', [AFFILIATE]);
    await connectPayouts(page);
    await page.goto('/affiliate/dashboard');
    await expectPanel(page, /\/affiliate\/dashboard/);
    await openLinks(page, true);

    const rsvp = page.getByRole('region', { name: 'Webinar RSVP' });
    const link = rsvp.getByRole('textbox', { name: 'Webinar RSVP link' });
    const code = await referralCodeOf(account.tokens.accessToken);
    expect(code).toMatch(/^[a-hjkmnp-s]{10}$/);
    const url = `${new URL(page.url()).origin}/r/${code}/rsvp`;
    await expect(link).toHaveValue(url);
    for (const name of ['Newsletter', 'Digital Billboard', 'Email Marketing']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(page.getByTestId('clicks-rsvp')).toContainText('0 clicks');

    // A campaign tag: a bad one is refused with the contract's message, a good one joins the link.
    const tag = rsvp.getByRole('textbox', { name: 'Campaign tag (optional)' });
    await tag.fill('spring flyer');
    await expect(
      rsvp.getByText('Campaign tags use letters, digits, dashes and underscores only, at most 40 characters'),
    ).toBeVisible();
    await expect(rsvp.getByRole('button', { name: 'Copy the Webinar RSVP link' })).toBeDisabled();
    await tag.fill('spring-flyer');
    await expect(link).toHaveValue(`${url}?sub=spring-flyer`);
    await tag.fill('');

    await rsvp.getByRole('button', { name: 'Copy the Webinar RSVP link' }).click();
    await expect(rsvp.getByRole('button', { name: 'Copy the Webinar RSVP link' })).toHaveText('Copied');
    await expect(rsvp.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // "Copied" turns back into "Copy" after a moment, its colour fading: look once it has settled, so
    // axe never measures contrast half-way through the fade.
    await expect(rsvp.getByRole('button', { name: 'Copy the Webinar RSVP link' })).toHaveText('Copy');
    await lookAtBothWidths(page, 'links');

    await rsvp.getByRole('button', { name: 'QR code of the Webinar RSVP link' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR code: Webinar RSVP' });
    await expect(dialog.getByTestId('qr-image')).toBeVisible();
    await expect(dialog.getByText(url, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Download SVG' })).toHaveAttribute('download', 'referral-rsvp.svg');
    await lookAtBothWidths(page, 'links-qr', { within: '[role="dialog"]', fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A visitor (a browser that does not announce itself as headless, which counts as a bot)
    // opens the link, opens it again and reloads: one click.
    const visitorContext = await browser.newContext({ userAgent: DESKTOP_CHROME });
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await expect(visitor).toHaveURL(new RegExp(`/rsvp\\?ref=${code}$`));
    await visitor.goto(url);
    await visitor.reload();
    await visitorContext.close();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    await expect(page.getByTestId('clicks-rsvp')).toContainText('1 click · 1 in the last 30 days');
    await expect(page.getByTestId('clicks-newsletter')).toContainText('0 clicks');
  });
});

test.describe('Links in the Sales panel', () => {
  test('sales staff get the same four links, at 375 and 1440 px', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const { account } = await signedUpWithRoles(page, 'links-sales', [SALES]);
    await page.goto('/sales/dashboard');
    await expectPanel(page, /\/sales\/dashboard/);
    await closeCredentialsPrompt(page);
    await openLinks(page, false);
    const origin = new URL(page.url()).origin;
    await expect(page.getByRole('textbox', { name: 'Webinar RSVP link' })).toHaveValue(
      `${origin}/r/${await referralCodeOf(account.tokens.accessToken)}/rsvp`,
    );
    for (const name of ['Newsletter', 'Digital Billboard', 'Email Marketing']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(page.getByRole('dialog', { name: 'Connect Stripe for Payouts' })).toHaveCount(0);
    await lookAtBothWidths(page, 'links-sales');
  });
});

test.describe('an affiliate’s own promo code', () => {
  test('the admin allows own codes, an affiliate makes one under Links, and the admin sees it', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    // The admin turns own codes on in the program settings (20 % off).
    const { context: adminContext, page: admin } = await openAsAdmin(browser, {
      viewport: { width: 1440, height: 900 },
    });
    await admin.goto('/admin/dashboard/affiliates');
    await expect(admin.getByRole('heading', { name: 'Program settings' })).toBeVisible({ timeout: 20_000 });
    const allow = admin.getByRole('switch', { name: 'Affiliates may create their own promo code under Links' });
    const percent = admin.getByRole('textbox', { name: 'Own code discount (%)' });
    await percent.fill('0');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect(admin.getByText("Enter a whole percentage from 1 to 100 for affiliates' own codes")).toBeVisible();
    await percent.fill('20');
    await allow.check({ force: true });
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect(admin.getByText('The affiliate program settings are saved.')).toBeVisible();

    await page.setViewportSize({ width: 1440, height: 900 });
    await signedUpWithRoles(page, 'own-code', [AFFILIATE]);
    await connectPayouts(page);
    await page.goto('/affiliate/dashboard');
    await expectPanel(page, /\/affiliate\/dashboard/);
    await openLinks(page, false);
    const field = page.getByRole('textbox', { name: 'Your own code' });
    await expect(page.getByText('Gives 20% off any session.', { exact: false })).toBeVisible();
    await field.fill('no spaces please');
    await page.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByText('Enter a code of 3 to 32 letters, digits, dashes or underscores')).toBeVisible();
    await expect(field).toHaveValue('no spaces please');
    const own = `OWN-${Date.now().toString(36).toUpperCase()}`;
    await field.fill(own.toLowerCase());
    await page.getByRole('button', { name: 'Create code' }).click();
    await expect(page.getByText(`Your code ${own} is ready to share.`)).toBeVisible();
    const row = page.getByRole('table', { name: 'Your promo codes' }).getByRole('row').filter({ hasText: own });
    await expect(row).toContainText('Made by you');
    await expect(row).toContainText('20% off · every session');
    await expect(field).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Promo codes' })).toBeVisible();
    await lookAtBothWidths(page, 'links-own-code', {
      ready: async () => {
        await row.scrollIntoViewIfNeeded();
      },
    });

    // Manage Events lists it as the affiliate's own code.
    await admin.goto('/admin/dashboard');
    const listed = admin.getByRole('row').filter({ hasText: own });
    await expect(listed).toContainText('Their own code, made under Links');
    await adminContext.close();
  });
});
