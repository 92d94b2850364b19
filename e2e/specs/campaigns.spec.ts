import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { startSmtpServer, type SmtpHarness } from '../../apps/server/test/smtp-harness';
import { completeSignUp, freshEmail } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { adminAccessToken, storedAccessToken } from '../support/sessions';

/**
 * Issue 12, end to end: a Sales user with saved credentials (a local SMTP server with AUTH stands in
 * for their provider) and contacts writes a campaign, sends a test to themselves, sends it, watches
 * the delivery finish, and sees the opens, clicks and unsubscribes in KPI; at 375 and 1440 px, axe clean.
 */
const SHOTS = '/tmp/shots';
const APP_PASSWORD = 'abcd efgh ijkl mnop';
const SIGN_IN_WAIT = { timeout: 45_000 };

interface Sender {
  id: number;
  email: string;
  token: string;
}

async function call(request: APIRequestContext, token: string, method: 'POST' | 'PUT', path: string, data: unknown) {
  const response = await request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, data });
  const json = (await response.json()) as { success: boolean; data?: unknown; message?: string };
  expect(response.status(), `${method} ${path}: ${json.message ?? ''}`).toBeLessThan(300);
  return json.data;
}

/** Signs a new person up in `page` (as an affiliate, the sign-up's own choice), then an admin makes them Sales. */
async function newSalesUser(page: Page, browser: Browser): Promise<Sender> {
  const email = freshEmail('sender');
  await page.goto('/login?signup&role=3');
  await completeSignUp(page, email);
  await expect(page).toHaveURL(/\/affiliate\/dashboard/, SIGN_IN_WAIT);
  const token = await storedAccessToken(page);
  const me = await page.request.get('/api/v1/user/me', { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await me.json()) as { data: { id: number } };
  const admin = await adminAccessToken(browser);
  await call(page.request, admin, 'PUT', `/api/v1/admin/users/${data.id}/roles`, { roleIds: [2] });
  return { id: data.id, email, token };
}

/** The sender's mailbox credentials, pointing at the local SMTP server (MAIL_ALLOW_PRIVATE_HOSTS is on for e2e). */
async function saveCredentials(page: Page, sender: Sender, smtp: SmtpHarness) {
  const port = Number(new URL(smtp.url).port);
  await call(page.request, sender.token, 'POST', '/api/v2/marketingCredentials', {
    email: sender.email,
    appPassword: APP_PASSWORD,
    id: sender.id,
    smtpHost: '127.0.0.1',
    smtpPort: port,
    smtpSecurity: 'none',
  });
}

/** Three subscribed contacts carrying this run's tag. */
async function addContacts(page: Page, sender: Sender, tag: string): Promise<string[]> {
  const emails = ['ada', 'bo', 'cy'].map((name) => freshEmail(`contact-${name}`));
  for (const [index, email] of emails.entries()) {
    await call(page.request, sender.token, 'POST', '/api/v1/contacts', {
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

for (const width of [375, 1440]) {
  test(`a Sales user writes, tests, sends and follows a campaign, then reads its KPI (${width} px)`, async ({
    browser,
  }) => {
    // Sign-up and sign-in use the real pool (SRP, argon2), and the campaign goes through the real queue.
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const sender = await newSalesUser(page, browser);
    const smtp = await startSmtpServer({ accounts: { [sender.email]: APP_PASSWORD } });
    try {
      await saveCredentials(page, sender, smtp);
      const tag = `e2e-${width}-${Date.now()}`;
      const contacts = await addContacts(page, sender, tag);
      const subject = `Market outlook ${width}`;

      // Compose: subject, audience by tag, body with a merge field and a link, live preview.
      await page.goto('/sales/dashboard/campaign');
      await expect(page.getByRole('heading', { level: 1, name: 'Campaign' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
      await page.getByRole('button', { name: 'Write a campaign' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
      await page.getByRole('button', { name: 'Send now' }).click();
      await expect(page.getByText('Subject is required')).toBeVisible();
      await page.getByLabel('Subject').fill(subject);
      await page.getByLabel('Preheader').fill('Three charts to watch');
      await expect(page.getByText('Choose at least one list or tag')).toBeVisible();
      const tags = page.getByRole('combobox', { name: 'Tags' });
      await tags.fill(tag);
      await tags.press('Enter');
      // The audience's message is about lists and tags both: the tag clears it.
      await expect(page.getByText('Choose at least one list or tag')).toBeHidden();
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
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/campaign-compose-${width}.png`, fullPage: true });

      // A test to the sender's own address.
      await page.getByRole('button', { name: 'Send test' }).click();
      await expect(page.getByText(`Test sent to ${sender.email}`)).toBeVisible({ timeout: 30_000 });
      const [testMail] = await smtp.waitFor(1, 30_000);
      expect(recipientsOf(testMail!)).toEqual([sender.email]);

      // Send now, after the confirmation; then the delivery, live, to the end.
      await page.getByRole('button', { name: 'Send now' }).click();
      const confirm = page.getByRole('dialog', { name: 'Send this campaign now?' });
      await expect(confirm).toContainText(`every contact tagged ${tag}`);
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: 'Send now' }).click();
      await expect(page).toHaveURL(/\/sales\/dashboard\/campaign\?id=\d+$/);
      await expect(page.getByText('3 of 3 sent')).toBeVisible({ timeout: 90_000 });
      await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/campaign-detail-${width}.png`, fullPage: true });

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
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/campaign-unsubscribe-${width}.png`, fullPage: true });

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
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/campaign-kpi-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await smtp.close();
      await context.close();
    }
  });
}
