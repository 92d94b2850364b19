import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { startSmtpServer, type SmtpHarness } from '../../apps/server/test/smtp-harness';
import { E2E_ADMIN, expectPanel, freshEmail, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signedUpWithRoles } from '../support/sender-accounts';
import { adminAccessToken, storedAccessToken } from '../support/sessions';

/**
 * Newsletter issues, end to end (docs/decisions/2026-11-23-newsletter-issues.md): the admin makes an
 * Email Marketing user the newsletter sender (their mailbox is a local SMTP server with AUTH), writes
 * an issue with the campaign editor, sends a test to themselves, sends it to the confirmed
 * subscribers, and the public archive shows it in the server's first HTML; at 375 and 1440 px, axe clean.
 */
const SHOTS = '/tmp/shots';
const APP_PASSWORD = 'abcd efgh ijkl mnop';

// The newsletter sender is one site setting: the two widths take turns.
test.describe.configure({ mode: 'serial' });

async function call(request: APIRequestContext, token: string, method: 'POST' | 'PUT', path: string, data: unknown) {
  const response = await request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, data });
  const json = (await response.json()) as { message?: string };
  expect(response.status(), `${method} ${path}: ${json.message ?? ''}`).toBeLessThan(300);
}

/** A new Email Marketing user whose mailbox is `smtp` (MAIL_ALLOW_PRIVATE_HOSTS is on for e2e). */
async function newSender(browser: Browser, smtpFor: (email: string) => Promise<SmtpHarness>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const { email, userId } = await signedUpWithRoles(browser, page, 'newsletter-sender', [5]);
    const smtp = await smtpFor(email);
    await call(page.request, await storedAccessToken(page), 'POST', '/api/v2/marketingCredentials', {
      email,
      appPassword: APP_PASSWORD,
      id: userId,
      smtpHost: '127.0.0.1',
      smtpPort: Number(new URL(smtp.url).port),
      smtpSecurity: 'none',
    });
    return { email, smtp };
  } finally {
    await context.close();
  }
}

const recipientsOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((a) => a.address));

/** Waits until a message to `address` has arrived and returns it. */
async function mailTo(smtp: SmtpHarness, address: string): Promise<ParsedMail> {
  await expect
    .poll(() => smtp.messages.some((mail) => recipientsOf(mail).includes(address)), { timeout: 90_000 })
    .toBe(true);
  return smtp.messages.find((mail) => recipientsOf(mail).includes(address))!;
}

async function signedInAdmin(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expectPanel(page, /\/admin\/dashboard/);
  return page;
}

for (const width of [375, 1440]) {
  test(`the admin writes, tests and sends a newsletter issue, and the archive shows it (${width} px)`, async ({
    browser,
  }) => {
    // Two sign-ups (SRP, argon2) and a delivery through the real campaign queue.
    test.setTimeout(240_000);
    let smtp: SmtpHarness | undefined;
    try {
      const sender = await newSender(browser, async (email) => {
        smtp = await startSmtpServer({ accounts: { [email]: APP_PASSWORD } });
        return smtp;
      });
      // A confirmed subscriber, imported with the admin's consent basis.
      const page = await signedInAdmin(browser, width);
      const reader = freshEmail(`reader-${width}`);
      await call(page.request, await adminAccessToken(browser), 'POST', '/api/v1/admin/newsletter/subscribers/import', {
        csv: `Email,First Name\n${reader},Ada\n`,
        consentBasis: 'Signed up at the e2e webinar',
      });
      const subject = `Weekly market notes ${width} ${Date.now()}`;

      // The section, and the sender picker: the new Email Marketing user sends the newsletter.
      await page.goto('/admin/dashboard/newsletter');
      await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
      const picker = page.getByRole('combobox', { name: 'Sends the newsletter' });
      await picker.click();
      await picker.fill(sender.email);
      await page.getByRole('option', { name: new RegExp(sender.email.replace(/[.+]/g, '\\$&')) }).click();
      await page.getByRole('button', { name: 'Save sender' }).click();
      await expect(page.getByText(`Sending as`)).toContainText(sender.email);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/newsletter-issues-${width}.png`, fullPage: true });

      // Compose: the contract's message first, then subject, preheader and a body in the campaign editor.
      await page.getByRole('button', { name: 'Write an issue' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'New issue' })).toBeVisible();
      await page.getByRole('button', { name: 'Send now' }).click();
      await expect(page.getByText('Subject is required')).toBeVisible();
      await page.getByLabel('Subject').fill(subject);
      await page.getByLabel('Preheader').fill('Three charts and one lesson');
      await page.getByRole('button', { name: 'Send test' }).click();
      await expect(page.getByText('Write the issue before sending')).toBeVisible();
      // Nothing typed is lost on a refusal.
      await expect(page.getByLabel('Subject')).toHaveValue(subject);
      const body = page.getByRole('textbox', { name: 'Message' });
      await body.click();
      await body.pressSequentially('Hello {{firstName|there}}, this week we read the yield curve together.');
      const preview = page.frameLocator('iframe[title="Message preview"]');
      await expect(preview.getByText('Hello Ada, this week we read the yield curve')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/newsletter-compose-${width}.png`, fullPage: true });

      // A test to the admin's own address, from the sender's mailbox.
      await page.getByRole('button', { name: 'Send test' }).click();
      await expect(page.getByText(`Test sent to ${E2E_ADMIN.email}`)).toBeVisible({ timeout: 30_000 });
      const testMail = await mailTo(smtp!, E2E_ADMIN.email);
      expect(testMail.subject).toContain(subject);
      expect(testMail.from?.value[0]?.address).toBe(sender.email);

      // Send now, after the confirmation.
      await page.getByRole('button', { name: 'Send now' }).click();
      const confirm = page.getByRole('dialog', { name: 'Send this issue now?' });
      await expect(confirm).toContainText('every confirmed subscriber');
      await expectNoAxeViolations(page, '[role="dialog"]');
      await confirm.getByRole('button', { name: 'Send now' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Newsletter issue' })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/dashboard\/newsletter\?id=\d+$/);
      const issueMail = await mailTo(smtp!, reader);
      expect(issueMail.subject).toBe(subject);
      expect(issueMail.html).toContain('Hello Ada, this week we read the yield curve together.');
      expect(issueMail.headerLines.map((line) => line.key)).toContain('list-unsubscribe');
      expect(issueMail.html).toContain('Unsubscribe');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/newsletter-sent-${width}.png`, fullPage: true });

      // The reader's side: "Manage preferences" shows the subscription; "Unsubscribe" ends it in one click.
      const linkAfter = (label: string) => new RegExp(`${label}: (http\\S+)`).exec(issueMail.text ?? '')?.[1] ?? '';
      const inboxContext = await browser.newContext({ viewport: { width, height: 900 } });
      const inbox = await inboxContext.newPage();
      await inbox.goto(linkAfter('Manage preferences'));
      await expect(inbox.getByRole('status')).toContainText(`${reader} receives the newsletter.`);
      await expectNoAxeViolations(inbox);
      await inbox.screenshot({ path: `${SHOTS}/newsletter-preferences-${width}.png`, fullPage: true });
      await inbox.goto(linkAfter('Unsubscribe'));
      await expect(inbox.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter?' })).toBeVisible();
      await inbox.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(inbox.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
      await expectNoAxeViolations(inbox);
      await inbox.screenshot({ path: `${SHOTS}/newsletter-unsubscribed-${width}.png`, fullPage: true });
      await inbox.goto(linkAfter('Manage preferences'));
      await expect(inbox.getByRole('status')).toContainText(`${reader} does not receive the newsletter.`);
      await expect(inbox.getByRole('button', { name: 'Subscribe again' })).toBeVisible();
      await inboxContext.close();

      // The list counts it as sent.
      await page.getByRole('button', { name: 'Back to issues' }).click();
      const row = page.getByRole('table', { name: 'Newsletter issues' }).getByRole('row').filter({ hasText: subject });
      await expect(row).toContainText('Sent');

      // Another issue, scheduled for tomorrow: a past time is refused first, the draft kept.
      await page.getByRole('button', { name: 'Write an issue' }).click();
      await page.getByLabel('Subject').fill(`Next week ${subject}`);
      await page.getByRole('textbox', { name: 'Message' }).click();
      await page.getByRole('textbox', { name: 'Message' }).pressSequentially('The calendar for next week.');
      await page.getByRole('button', { name: 'Schedule' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule this issue' });
      const sendAt = dialog.getByLabel('Send at');
      const local = (date: Date) =>
        new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      await sendAt.fill(local(new Date(Date.now() - 3_600_000)));
      await dialog.getByRole('button', { name: 'Schedule' }).click();
      await expect(dialog.getByText('Choose a time in the future')).toBeVisible();
      await sendAt.fill(local(new Date(Date.now() + 86_400_000)));
      await expectNoAxeViolations(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Schedule' }).click();
      await expect(page.getByText(/^Goes out .* to the subscribers confirmed then\.$/)).toBeVisible();
      await page.getByRole('button', { name: 'Back to issues' }).click();
      await expect(page.getByTestId('total-scheduled')).not.toHaveText('0');
      await expect(
        page
          .getByRole('table', { name: 'Newsletter issues' })
          .getByRole('row')
          .filter({ hasText: `Next week ${subject}` }),
      ).toContainText('Scheduled');

      // The schedule is called off: the issue goes back to the drafts and opens in the editor.
      await page.getByRole('link', { name: `Next week ${subject}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Newsletter issue' })).toBeVisible();
      await page.getByRole('button', { name: 'Cancel schedule' }).click();
      const callOff = page.getByRole('dialog', { name: 'Cancel this schedule?' });
      await expect(callOff).toContainText('will not go out');
      await expectNoAxeViolations(page, '[role="dialog"]');
      await page.screenshot({ path: `${SHOTS}/newsletter-unschedule-${width}.png`, fullPage: true });
      await callOff.getByRole('button', { name: 'Cancel schedule' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit issue' })).toBeVisible();
      await expect(page.getByLabel('Subject')).toHaveValue(`Next week ${subject}`);
      await page.getByRole('button', { name: 'Back to issues' }).click();
      await expect(
        page
          .getByRole('table', { name: 'Newsletter issues' })
          .getByRole('row')
          .filter({ hasText: `Next week ${subject}` }),
      ).toContainText('Draft');

      // The public archive, in the server's first HTML and in the browser.
      const archiveHtml = await (await page.request.get('/newsletter')).text();
      expect(archiveHtml).toContain(subject);
      await page.goto('/newsletter');
      await expect(page).toHaveTitle(/^Newsletter archive \| /);
      await expect(page.getByRole('heading', { level: 1, name: 'Newsletter archive' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/newsletter-archive-${width}.png`, fullPage: true });
      await page.getByRole('link', { name: subject }).click();
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      // Merge fields show their fallback in the archive.
      await expect(page.getByText('Hello there, this week we read the yield curve together.')).toBeVisible();
      const issueHtml = await (await page.request.get(page.url())).text();
      expect(issueHtml).toContain('Hello there, this week we read the yield curve together.');
      expect(issueHtml).toContain(`<title>${subject} | `);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/newsletter-issue-${width}.png`, fullPage: true });

      // An unknown issue is the site's 404.
      const missing = await page.request.get('/newsletter/no-such-issue-here');
      expect(missing.status()).toBe(404);
    } finally {
      await smtp?.close();
    }
  });
}
