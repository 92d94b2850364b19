import { expect, test } from '@playwright/test';
import { E2E_ADMIN, expectPanel, freshEmail, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

const CHECK_INBOX = 'Almost there: check your inbox and click the link in our email to confirm your subscription.';

/**
 * The footer's subscribe form, the confirm page's answer to a bad link, and the admin's Email Subscribers.
 * The e2e server has no SMTP sink for system mail, so the confirmation link itself is followed in the
 * server test (newsletter.test.ts, over a real SMTP session).
 */
for (const viewport of [
  { width: 375, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`newsletter at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('a visitor subscribes from the footer and the admin lists them as pending', async ({ page, browser }) => {
      const email = freshEmail(`news${viewport.width}`);
      await page.goto('/about');
      await page.waitForLoadState('networkidle');
      const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByText('Please enter a valid email')).toBeVisible();
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('First name (optional)').fill('Noor');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(CHECK_INBOX);
      await expectNoAxeViolations(page);
      await page.getByRole('contentinfo').screenshot({ path: `test-results/newsletter-footer-${viewport.width}.png` });

      await page.goto('/newsletter/confirm?token=not-a-real-token');
      await expect(
        page.getByText('This confirmation link is not valid. Subscribe again to get a new one.'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `test-results/newsletter-confirm-${viewport.width}.png`, fullPage: true });

      const context = await browser.newContext({ viewport });
      const admin = await context.newPage();
      await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
      await expectPanel(admin, /\/admin/);
      await admin.goto('/admin/dashboard/marketingSubscribers');
      await expect(admin.getByRole('heading', { level: 1, name: 'Email Subscribers' })).toBeVisible();
      await admin.getByLabel('Search').fill(email);
      const row = admin.getByRole('table', { name: 'Email subscribers' }).getByRole('row').filter({ hasText: email });
      await expect(row).toContainText('Pending');
      await expect(row).toContainText('/about');
      await expectNoAxeViolations(admin);
      await admin.screenshot({ path: `test-results/newsletter-admin-${viewport.width}.png`, fullPage: true });
      await context.close();
    });
  });
}
