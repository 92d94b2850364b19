import { expect, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { freshEmail } from '../support/accounts';
import { callApi, type Account } from '../support/api-accounts';
import { lookAtBothWidths } from '../support/look';
import { senderWithMailbox } from '../support/mailbox';
import { openAs } from '../support/signed-in';

/**
 * Issue 12, end to end: a Sales user with saved credentials (a local SMTP server with AUTH stands in
 * for their provider) and contacts writes a campaign, sends a test to themselves, sends it, watches
 * the delivery finish, and sees the opens, clicks and unsubscribes in KPI; at 375 and 1440 px, axe clean.
 */
/** Three subscribed contacts carrying this run's tag. */
async function addContacts(sender: Account, tag: string): Promise<string[]> {
  const emails = ['ada', 'bo', 'cy'].map((name) => freshEmail(`contact-${name}`));
  for (const [index, email] of emails.entries()) {
    await callApi(sender.tokens.accessToken, 'POST', '/api/v1/contacts', {
      email,
      firstName: ['Ada', 'Bo', 'Cy'][index],
      lastName: 'Reader',
      tags: [tag],
    });
  }
  return emails;
}

const recipientsOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((a) => a.address));

/** The path of the first tracking link of `kind` in a message (o: open pixel, c: click, u: unsubscribe). */
function trackingPath(mail: ParsedMail, kind: 'o' | 'c' | 'u'): string {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const match = new RegExp(`/t/${kind}/[^"'<>\\s]+`).exec(html);
  if (!match) throw new Error(`No /t/${kind}/ link in the message`);
  return match[0].replace(/&amp;/g, '&');
}

test('a Sales user writes, tests, sends and follows a campaign, then reads its KPI', async ({ browser }) => {
  // The campaign goes through the real queue.
  test.setTimeout(180_000);
  // A Sales user with a saved mailbox.
  const { account: sender, smtp } = await senderWithMailbox('sender', ['Sales']);
  const { context, page } = await openAs(browser, sender, { viewport: { width: 1440, height: 900 } });
  try {
    const tag = `e2e-${Date.now()}`;
    const contacts = await addContacts(sender, tag);
    const subject = `Market outlook ${Date.now()}`;

    // Compose: subject, audience by tag, body with a merge field and a link, live preview.
    await page.goto('/sales/dashboard/campaign');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Write a campaign' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await page.getByRole('textbox', { name: 'Preheader', exact: true }).fill('Three charts to watch');
    await expect(page.getByText('Choose at least one list, tag or segment')).toBeVisible();
    const tags = page.getByRole('combobox', { name: 'Tags' });
    await tags.fill(tag);
    await tags.press('Enter');
    // The audience's message is about lists and tags both: the tag clears it.
    await expect(page.getByText('Choose at least one list, tag or segment')).toBeHidden();
    const body = page.getByRole('textbox', { name: 'Message' });
    await body.click();
    await body.pressSequentially('Hello ');
    await page.getByRole('button', { name: 'Merge field' }).click();
    await page.getByRole('menuitem', { name: /First name/ }).click();
    await body.pressSequentially(', read the outlook at https://meridian.example/outlook and reply.');
    const preview = page.frameLocator('iframe[title="Message preview"]');
    await expect(preview.getByText('Hello Ada, read the outlook')).toBeVisible();
    await page.locator('label', { hasText: /^Mobile$/ }).click();
    await expect(page.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    await lookAtBothWidths(page, 'campaign-compose');

    // A test to the sender's own address.
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText(`Test sent to ${sender.email}`)).toBeVisible({ timeout: 30_000 });
    const [testMail] = await smtp.waitFor(1, 30_000);
    expect(recipientsOf(testMail!)).toEqual([sender.email]);

    // Send now, after the confirmation; then the delivery, live, to the end.
    await page.getByRole('button', { name: 'Send now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this campaign now?' });
    await expect(confirm).toContainText(`every contact tagged ${tag}`);
    await lookAtBothWidths(page, 'campaign-confirm', { within: '[role="dialog"]', fullPage: false });
    await confirm.getByRole('button', { name: 'Send now' }).click();
    await expect(page).toHaveURL(/\/sales\/dashboard\/campaign\?id=\d+$/);
    await expect(page.getByText('3 of 3 sent')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
    await lookAtBothWidths(page, 'campaign-detail');

    // Each contact got exactly one message, from the sender's own address.
    const mails = await smtp.waitFor(4, 30_000);
    const delivered = mails.slice(1).flatMap(recipientsOf).sort();
    expect(delivered).toEqual([...contacts].sort());
    for (const mail of mails.slice(1)) {
      expect(mail.from?.value[0]?.address).toBe(sender.email);
      expect(mail.subject).toBe(subject);
    }

    // Ada opens and clicks; Bo unsubscribes in one click.
    const ada = mails.find((mail) => recipientsOf(mail).includes(contacts[0]!))!;
    const bo = mails.find((mail) => recipientsOf(mail).includes(contacts[1]!))!;
    expect((await page.request.get(trackingPath(ada, 'o'))).status()).toBe(200);
    const click = await page.request.get(trackingPath(ada, 'c'), { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    expect(click.headers().location).toBe('https://meridian.example/outlook');
    const unsubscribe = await page.request.post(trackingPath(bo, 'u'), {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.status()).toBe(200);

    // The unsubscribe page a person opens from the footer link: one button, in the site's colours.
    await page.goto(trackingPath(ada, 'u'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    await lookAtBothWidths(page, 'campaign-unsubscribe');

    // KPI: the numbers of the last 30 days.
    await page.goto('/sales/dashboard/kpi');
    await expect(page.getByRole('heading', { level: 1, name: 'KPI' })).toBeVisible();
    await expect(page.getByTestId('total-sent')).toHaveText('3');
    await expect(page.getByTestId('total-failed')).toHaveText('0');
    await expect(page.getByTestId('total-unique-opens')).toHaveText('1');
    await expect(page.getByTestId('total-unique-clicks')).toHaveText('1');
    await expect(page.getByTestId('total-unsubscribes')).toHaveText('1');
    await expect(page.getByText('33.3% open rate')).toBeVisible();
    const perCampaign = page.getByRole('table', { name: 'Per campaign' });
    await expect(perCampaign.getByRole('link', { name: subject })).toBeVisible();
    await lookAtBothWidths(page, 'campaign-kpi');
  } finally {
    await smtp.close();
    await context.close();
  }
});
