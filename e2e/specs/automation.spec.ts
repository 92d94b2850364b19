import { expect, test, type Page } from '@playwright/test';
import { freshEmail } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { lookAtBothWidths } from '../support/look';
import { closeCredentialsPrompt, signedUpWithRoles, startMailbox } from '../support/sender-accounts';
import { createSessionAsAdmin, storedAccessToken } from '../support/sessions';
import { openAsAdmin } from '../support/signed-in';

/**
 * Automation sequences, end to end: an Email Marketing user builds "tag added → email → wait 2 days →
 * email", is refused activation until their mailbox is saved, activates it, tags a contact, and sees
 * that person's run (first email done, waiting two days); an administrator builds one on "Attended a
 * session" for one chosen session; at 375 and 1440 px, axe clean.
 */
test.use({ actionTimeout: 20_000 });
const APP_PASSWORD = 'zxcv bnma sdfg hjkl';

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${await storedAccessToken(page)}` },
    data,
  });
  const json = (await response.json()) as { message?: string };
  expect(response.status(), `POST ${path}: ${json.message ?? ''}`).toBeLessThan(300);
}

async function chooseIn(page: Page, step: string, label: string, option: string) {
  await page
    .getByRole('region', { name: step, exact: true })
    .getByRole('combobox', { name: label, exact: true })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function writeEmail(page: Page, step: string, subject: string, body: string) {
  const region = page.getByRole('region', { name: step, exact: true });
  await region.getByLabel('Subject').fill(subject);
  // The campaigns' rich-text editor: typed as a person types (Enter starts a new paragraph).
  const editor = region.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await editor.pressSequentially(body);
}

test('an Email Marketing user builds, activates and follows a sequence', async ({ browser }) => {
  // The sequence runs on the real runner.
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const { email, userId } = await signedUpWithRoles(page, 'automation', [5]);
  const mailbox = await startMailbox({ user: email, password: APP_PASSWORD });
  try {
    const tag = `webinar-lead-${stamp}`;
    await page.goto('/emailMarketing/dashboard/automation');
    await closeCredentialsPrompt(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Automation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No sequences yet' })).toBeVisible();
    await page.getByRole('button', { name: 'New sequence' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New sequence' })).toBeVisible();

    // Every missing field says so at once, under itself.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Name the sequence')).toBeVisible();
    await expect(page.getByText('Type the tag that starts the sequence')).toBeVisible();
    await expect(page.getByText('Every email step needs a subject')).toBeVisible();
    await expect(page.getByText('Every email step needs a message')).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Webinar follow-up ${stamp}`);
    await page.getByRole('textbox', { name: 'Tag', exact: true }).fill(tag);
    await writeEmail(page, 'Step 1', 'Thanks for your interest', 'Hello {{firstName|there}},\nHere is the replay.');
    await page.getByRole('button', { name: 'Add a step' }).click();
    await expect(page.getByRole('region', { name: 'Step 2', exact: true }).getByLabel('Wait for')).toHaveValue('2');
    await page.getByRole('button', { name: 'Add a step' }).click();
    await chooseIn(page, 'Step 3', 'Step 3', 'Send an email');
    await writeEmail(page, 'Step 3', 'Your first lesson', 'Two days in: here is lesson one.');
    // Reordering moves a step and its fields together; moving back restores the order.
    await page.getByRole('button', { name: 'Move step 3 up' }).click();
    await expect(page.getByRole('region', { name: 'Step 2', exact: true }).getByLabel('Subject')).toHaveValue(
      'Your first lesson',
    );
    await page.getByRole('button', { name: 'Move step 2 down' }).click();
    await expect(page.getByRole('region', { name: 'Step 3', exact: true }).getByLabel('Subject')).toHaveValue(
      'Your first lesson',
    );
    // Typing clears each message everywhere it showed.
    await expect(page.getByText('Type the tag that starts the sequence')).toBeHidden();
    await expect(page.getByText('Every email step needs a subject')).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAtBothWidths(page, 'automation-builder');

    // Without a mailbox the builder says so before anything can start, and Activate waits for one.
    await expect(page.getByText('No sending mailbox yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activate' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Version 1')).toBeVisible();
    await expectNoAxeViolations(page);

    await post(page, '/api/v2/marketingCredentials', {
      email,
      appPassword: APP_PASSWORD,
      id: userId,
      smtpHost: '127.0.0.1',
      smtpPort: mailbox.port,
      smtpSecurity: 'none',
    });
    // Saved elsewhere (here over the API): the page reads it again on the next load.
    await page.reload();
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The sequence is active.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

    // The list: name, trigger, status, version and runs.
    await page.getByRole('button', { name: 'Back to sequences' }).click();
    const row = page.getByRole('row').filter({ hasText: `Webinar follow-up ${stamp}` });
    await expect(row).toContainText(`Tagged “${tag}”`);
    await expect(row).toContainText('Active');

    // Tagging a contact starts their run.
    const contact = freshEmail('lead');
    await post(page, '/api/v1/contacts', { email: contact, firstName: 'Lena', lastName: 'Lead', tags: [tag] });
    await page.reload();
    await expect(row).toBeVisible();
    await lookAtBothWidths(page, 'automation-list');

    await row.getByRole('link', { name: /Runs/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Runs: Webinar follow-up ${stamp}` })).toBeVisible();
    const run = page.getByRole('row').filter({ hasText: contact });
    await expect(run).toContainText('In progress', { timeout: 30_000 });
    await expect(run).toContainText('1. Email "Thanks for your interest" queued', { timeout: 30_000 });
    await expect(run).toContainText('Step 3: Email “Your first lesson”', { timeout: 30_000 });
    await lookAtBothWidths(page, 'automation-runs');
  } finally {
    await mailbox.close();
    await context.close();
  }
});

test('an administrator starts a sequence when someone attends one chosen session', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const title = `Attendance follow-up ${stamp}`;
  const session = await createSessionAsAdmin({ title: `Reading the tape ${stamp}` });
  const { context, page } = await openAsAdmin(browser, { viewport: { width: 1440, height: 900 } });
  try {
    await page.goto('/admin/dashboard/automation?new=1');
    await expect(page.getByRole('heading', { level: 1, name: 'New sequence' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(title);
    await page.getByRole('combobox', { name: 'Starts when', exact: true }).click();
    await page.getByRole('option', { name: 'Attended a session', exact: true }).click();
    await expect(
      page.getByText('first joins through their personal link, or is marked attended by hand'),
    ).toBeVisible();
    // Any session until one is chosen.
    const sessionField = page.getByRole('combobox', { name: 'Session', exact: true });
    await expect(sessionField).toHaveValue('Any session');
    await sessionField.click();
    await sessionField.fill(session.title);
    await page.getByRole('option', { name: new RegExp(`^${session.title} · `) }).click();
    await writeEmail(page, 'Step 1', 'Thanks for coming', 'Hello {{firstName|there}},\nThe slides are attached.');
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAtBothWidths(page, 'automation-attendance-trigger');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Version 1')).toBeVisible();
    await page.getByRole('button', { name: 'Back to sequences' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(`Attended “${session.title}” (`);
    await expect(row).toContainText('Draft');
  } finally {
    await context.close();
  }
});
