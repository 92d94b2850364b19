import { expect, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import type { SmtpHarness } from '../../apps/server/test/smtp-harness';
import { E2E_ADMIN, freshEmail } from '../support/accounts';
import { adminToken, callApi } from '../support/api-accounts';
import { lookAtBothWidths } from '../support/look';
import { senderWithMailbox } from '../support/mailbox';
import { openAsAdmin } from '../support/signed-in';

/**
 * Newsletter issues, end to end (docs/decisions/2026-11-23-newsletter-issues.md): the admin makes an
 * Email Marketing user the newsletter sender (their mailbox is a local SMTP server with AUTH), writes
 * an issue with the campaign editor, sends a test to themselves, sends it to the confirmed
 * subscribers, and the public archive shows it in the server's first HTML; axe clean at 375 and 1440 px.
 */

const recipientsOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((a) => a.address));

/** Waits until a message to `address` has arrived and returns it. */
async function mailTo(smtp: SmtpHarness, address: string): Promise<ParsedMail> {
  await expect
    .poll(() => smtp.messages.some((mail) => recipientsOf(mail).includes(address)), { timeout: 90_000 })
    .toBe(true);
  return smtp.messages.find((mail) => recipientsOf(mail).includes(address))!;
}

test('the admin writes, tests and sends a newsletter issue, and the archive shows it', async ({ browser }) => {
  // A delivery through the real campaign queue.
  test.setTimeout(180_000);
  let smtp: SmtpHarness | undefined;
  try {
    const mailbox = await senderWithMailbox('newsletter-sender', ['EmailMarketing']);
    smtp = mailbox.smtp;
    const sender = mailbox.account;
    // A confirmed subscriber, imported with the admin's consent basis.
    const reader = freshEmail('reader');
    await callApi(await adminToken(), 'POST', '/api/v1/admin/newsletter/subscribers/import', {
      csv: `Email,First Name\n${reader},Ada\n`,
      consentBasis: 'Signed up at the e2e webinar',
    });
    const { page } = await openAsAdmin(browser, { viewport: { width: 1440, height: 900 } });
    const subject = `Weekly market notes ${Date.now()}`;

    // The section, and the sender picker: the new Email Marketing user sends the newsletter.
    await page.goto('/admin/dashboard/newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Sends the newsletter' });
    await picker.click();
    await picker.fill(sender.email);
    await page.getByRole('option', { name: new RegExp(sender.email.replace(/[.+]/g, '\\$&')) }).click();
    await page.getByRole('button', { name: 'Save sender' }).click();
    await expect(page.getByText(`Sending as`)).toContainText(sender.email);
    await lookAtBothWidths(page, 'newsletter-issues');

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
    await lookAtBothWidths(page, 'newsletter-compose');

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
    await lookAtBothWidths(page, 'newsletter-dialog', { within: '[role="dialog"]', fullPage: false });
    await confirm.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter issue' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard\/newsletter\?id=\d+$/);
    const issueMail = await mailTo(smtp!, reader);
    expect(issueMail.subject).toBe(subject);
    expect(issueMail.html).toContain('Hello Ada, this week we read the yield curve together.');
    expect(issueMail.headerLines.map((line) => line.key)).toContain('list-unsubscribe');
    expect(issueMail.html).toContain('Unsubscribe');
    await lookAtBothWidths(page, 'newsletter-sent');

    // The reader's side: "Manage preferences" shows the subscription; "Unsubscribe" ends it in one click.
    const linkAfter = (label: string) => new RegExp(`${label}: (http\\S+)`).exec(issueMail.text ?? '')?.[1] ?? '';
    const inboxContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const inbox = await inboxContext.newPage();
    await inbox.goto(linkAfter('Manage preferences'));
    await expect(inbox.getByRole('status')).toContainText(`${reader} receives the newsletter.`);
    await lookAtBothWidths(inbox, 'newsletter-preferences');
    await inbox.goto(linkAfter('Unsubscribe'));
    await expect(inbox.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter?' })).toBeVisible();
    await inbox.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(inbox.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await lookAtBothWidths(inbox, 'newsletter-unsubscribed');
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
    await lookAtBothWidths(page, 'newsletter-dialog', { within: '[role="dialog"]', fullPage: false });
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
    await lookAtBothWidths(page, 'newsletter-unschedule', { within: '[role="dialog"]', fullPage: false });
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
    await lookAtBothWidths(page, 'newsletter-archive');
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    // Merge fields show their fallback in the archive.
    await expect(page.getByText('Hello there, this week we read the yield curve together.')).toBeVisible();
    const issueHtml = await (await page.request.get(page.url())).text();
    expect(issueHtml).toContain('Hello there, this week we read the yield curve together.');
    expect(issueHtml).toContain(`<title>${subject} | `);
    await lookAtBothWidths(page, 'newsletter-issue');

    // An unknown issue is the site's 404.
    const missing = await page.request.get('/newsletter/no-such-issue-here');
    expect(missing.status()).toBe(404);
  } finally {
    await smtp?.close();
  }
});
