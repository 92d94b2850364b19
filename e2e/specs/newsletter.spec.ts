import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { freshEmail } from '../support/accounts';
import { lookAtBothWidths } from '../support/look';
import { mailsTo, waitForMail } from '../support/mail-sink';
import { openAsAdmin } from '../support/signed-in';

const CHECK_INBOX = 'Almost there: check your inbox and click the link in our email to confirm your subscription.';
const CONFIRM_SUBJECT = /^Confirm your .* newsletter subscription$/;

/**
 * Issue 13's double opt-in in the browser: the subscribe forms of the home page, /rsvp, the blog and
 * the footer; the confirmation email, read from the e2e server's SMTP sink (support/mail-sink.ts); the
 * confirm page; a second subscribe; and the admin's Email Subscribers.
 */
async function subscribe(form: Locator, email: string, firstName?: string) {
  await form.getByLabel('Email').fill(email);
  if (firstName) await form.getByLabel('First name (optional)').fill(firstName);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.page().getByRole('status').filter({ hasText: CHECK_INBOX })).toBeVisible();
}

/** The page's own newsletter band (inside main), once the app has taken the server's HTML over. */
async function mainForm(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page.getByRole('main').getByRole('form', { name: 'Newsletter' });
}

async function subscribersPage(browser: Browser): Promise<Page> {
  const { page: admin } = await openAsAdmin(browser, { viewport: { width: 1440, height: 900 } });
  await admin.goto('/admin/dashboard/marketingSubscribers');
  await expect(admin.getByRole('heading', { level: 1, name: 'Email Subscribers' })).toBeVisible();
  return admin;
}

function subscriberRow(admin: Page, email: string): Locator {
  return admin.getByRole('table', { name: 'Email subscribers' }).getByRole('row').filter({ hasText: email });
}

test.describe('newsletter', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  // Each test waits for real SMTP deliveries.
  test.setTimeout(120_000);

  test('a visitor subscribes on the home page, confirms from the email, and a second subscribe changes nothing', async ({
    page,
    browser,
  }) => {
    const email = freshEmail('confirm');
    const home = await mainForm(page, '/');
    await home.getByRole('button', { name: 'Subscribe' }).click();
    await expect(home.getByText('Please enter a valid email')).toBeVisible();
    await subscribe(home, email, 'Noor');
    await lookAtBothWidths(page, 'newsletter-home', { fullPage: false });

    // The confirmation email, over SMTP: it greets by name and carries the confirm link.
    const mail = await waitForMail(email, CONFIRM_SUBJECT);
    expect(mail.text).toContain('Hi Noor,');
    const link = mail.links.find((url) => url.includes('/newsletter/confirm?token='));
    expect(link).toBeDefined();

    await page.goto(link!);
    await expect(page.getByRole('status').filter({ hasText: "You're subscribed" })).toContainText(
      'Thank you for confirming your email address.',
    );
    await lookAtBothWidths(page, 'newsletter-confirmed');
    // Following the link again (a mail scanner, a second click) says the same.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: "You're subscribed" })).toBeVisible();

    // Subscribing again from /rsvp: the same answer, no new email, still confirmed.
    await subscribe(await mainForm(page, '/rsvp'), email);
    const admin = await subscribersPage(browser);
    await admin.getByLabel('Search').fill(email);
    const row = subscriberRow(admin, email);
    await expect(row).toContainText('Confirmed');
    await expect(row).toContainText('/');
    expect((await mailsTo(email)).filter((m) => CONFIRM_SUBJECT.test(m.subject))).toHaveLength(1);
    await lookAtBothWidths(admin, 'newsletter-admin-confirmed');
    await admin.context().close();
  });

  test('the blog and footer forms subscribe too; the address stays pending until the link is followed', async ({
    page,
    browser,
  }) => {
    const fromBlog = freshEmail('blog');
    await subscribe(await mainForm(page, '/blogdirectory'), fromBlog);
    expect((await waitForMail(fromBlog, CONFIRM_SUBJECT)).text).toContain('Hi,');

    const fromFooter = freshEmail('news');
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    const footer = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter a valid email')).toBeVisible();
    await subscribe(footer, fromFooter, 'Noor');
    await lookAtBothWidths(page, 'newsletter-footer', { fullPage: false });
    await waitForMail(fromFooter, CONFIRM_SUBJECT);

    await page.goto('/newsletter/confirm?token=not-a-real-token');
    await expect(
      page.getByText('This confirmation link is not valid. Subscribe again to get a new one.'),
    ).toBeVisible();
    await lookAtBothWidths(page, 'newsletter-confirm');

    const admin = await subscribersPage(browser);
    for (const [email, source] of [
      [fromBlog, '/blogdirectory'],
      [fromFooter, '/about'],
    ] as const) {
      await admin.getByLabel('Search').fill(email);
      await expect(subscriberRow(admin, email)).toContainText('Pending');
      await expect(subscriberRow(admin, email)).toContainText(source);
    }
    await lookAtBothWidths(admin, 'newsletter-admin');
    await admin.context().close();
  });
});
