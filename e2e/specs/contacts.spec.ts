import { expect, test, type Page } from '@playwright/test';
import { expectPanel } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { expectNoAxeViolations } from '../support/axe';
import { lookAtBothWidths } from '../support/look';
import { closeCredentialsPrompt } from '../support/sender-accounts';
import { signInPage } from '../support/signed-in';

/** A new account that an admin has granted Sales, signed in on `page` and on its panel. */
async function salesUser(page: Page): Promise<string> {
  const account = await createAccount('contacts-seller', { roles: ['Sales'] });
  await signInPage(page, account);
  await page.goto('/sales/dashboard');
  await expectPanel(page, /\/sales\/dashboard/);
  await closeCredentialsPrompt(page);
  return account.email;
}

/** The sidebar's "Users" link; on a phone the sidebar sits behind the menu button. */
async function openUsers(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open sections' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

const CSV = [
  'Email,First Name,Last Name,Tags',
  'ada@import.test,Ada,Lovelace,"vip, maths"',
  'grace@import.test,Grace,Hopper,navy',
  'not-an-email,Bad,Row,',
  'ada@import.test,Ada,Again,',
  ...Array.from({ length: 1200 }, (_, i) => `reader${i}@import.test,Reader,${i},newsletter`),
].join('\n');

test.describe('Users section', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a Sales user adds a contact, imports a CSV with progress and sees the summary', async ({ page }) => {
    test.setTimeout(90_000);
    await salesUser(page);
    await openUsers(page, false);
    await expect(page.getByText('No contacts yet')).toBeVisible();
    await lookAtBothWidths(page, 'contacts-empty');

    await page.getByRole('button', { name: 'Add contact' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add contact' });
    await form.getByLabel('Email').fill('not an email');
    await form.getByRole('button', { name: 'Add contact' }).click();
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
    await form.getByLabel('Email').fill('lin@example.com');
    await form.getByLabel('First name').fill('Lin');
    await form.getByLabel('Tags').fill('Webinar, forex');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await form.getByRole('button', { name: 'Add contact' }).click();
    await expect(form).toBeHidden();
    const table = page.getByRole('table', { name: 'Contacts' });
    await expect(table.getByText('lin@example.com')).toBeVisible();
    await expect(table.getByText('webinar', { exact: true })).toBeVisible();
    await expect(table.getByText('forex', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const wizard = page.getByRole('dialog', { name: 'Import contacts' });
    await wizard
      .locator('input[type="file"]')
      .setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await expect(wizard.getByText('leads.csv: 1,204 rows')).toBeVisible();
    const preview = wizard.getByRole('table', { name: 'Preview of the first rows' });
    await expect(preview.getByRole('cell', { name: 'ada@import.test' }).first()).toBeVisible();
    await expect(wizard.getByRole('combobox', { name: 'Email' })).toHaveValue('Email');
    await lookAtBothWidths(page, 'contacts-mapping', { within: '[role="dialog"]', fullPage: false });
    await wizard.getByRole('button', { name: 'Start import' }).click();

    await expect(wizard.getByRole('progressbar')).toBeVisible();
    await expect(wizard.getByText('Imported leads.csv.')).toBeVisible({ timeout: 30_000 });
    const summary = wizard.getByRole('status');
    await expect(summary.getByText('Added')).toBeVisible();
    await expect(summary.getByText('1,202')).toBeVisible();
    const invalid = wizard.getByRole('table', { name: 'Invalid rows' });
    await expect(invalid.getByText('"not-an-email" is not a valid email address')).toBeVisible();
    const duplicates = wizard.getByRole('table', { name: 'Duplicate rows' });
    await expect(duplicates.getByText('Same address as row 2')).toBeVisible();
    await lookAtBothWidths(page, 'contacts-summary', { within: '[role="dialog"]', fullPage: false });
    await wizard.getByRole('button', { name: 'Close' }).last().click();

    await expect(page.getByText('Showing 50 of 1,203')).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByText('Showing 100 of 1,203')).toBeVisible();
    await page.getByLabel('Search').fill('grace@');
    await expect(table.getByText('grace@import.test')).toBeVisible();
    await expect(page.getByText('Showing 1 of 1')).toBeVisible();
    await lookAtBothWidths(page, 'contacts-table');
  });
});

test.describe('Users section: lists, edit, unsubscribe, delete', () => {
  test('a Sales user makes a list, puts a contact on it, unsubscribes one contact and deletes another', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // On a phone the sidebar sits behind the menu button; the rest happens on a desktop.
    await page.setViewportSize({ width: 375, height: 812 });
    await salesUser(page);
    await openUsers(page, true);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const email of ['keep@lists.test', 'drop@lists.test']) {
      await page.getByRole('button', { name: 'Add contact' }).first().click();
      const form = page.getByRole('dialog', { name: 'Add contact' });
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Add contact' }).click();
      await expect(form).toBeHidden();
    }

    await page.getByRole('button', { name: 'Manage lists' }).click();
    const lists = page.getByRole('dialog', { name: 'Manage lists' });
    await lists.getByRole('button', { name: 'Create list' }).click();
    await expect(lists.getByText('List name is required')).toBeVisible();
    await lists.getByLabel('New list').fill('Spring webinar');
    await lists.getByRole('button', { name: 'Create list' }).click();
    await expect(lists.getByText('Spring webinar')).toBeVisible();
    await lists.getByLabel('New list').fill('Spring webinar');
    await lists.getByRole('button', { name: 'Create list' }).click();
    await expect(lists.getByText('You already have a list with this name.')).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await lists.getByRole('button', { name: 'Close' }).click();

    const table = page.getByRole('table', { name: 'Contacts' });
    await table.getByRole('button', { name: 'Actions for keep@lists.test' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit contact' });
    await expect(edit.getByLabel('Email')).toBeDisabled();
    await edit.getByLabel('First name').fill('Kim');
    await edit.getByRole('checkbox', { name: 'Spring webinar' }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(table.getByText('Kim')).toBeVisible();
    await page.getByRole('combobox', { name: 'List', exact: true }).click();
    await page.getByRole('option', { name: 'Spring webinar' }).click();
    await expect(page.getByText('Showing 1 of 1')).toBeVisible();
    await page.getByRole('combobox', { name: 'List', exact: true }).click();
    await page.getByRole('option', { name: 'Spring webinar' }).click();

    await table.getByRole('button', { name: 'Actions for keep@lists.test' }).click();
    await page.getByRole('menuitem', { name: 'Unsubscribe' }).click();
    await page
      .getByRole('dialog', { name: 'Unsubscribe this contact?' })
      .getByRole('button', { name: 'Unsubscribe' })
      .click();
    await expect(table.getByText('Unsubscribed')).toBeVisible();

    await table.getByRole('button', { name: 'Actions for drop@lists.test' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this contact?' })
      .getByRole('button', { name: 'Delete contact' })
      .click();
    await expect(table.getByText('drop@lists.test')).toBeHidden();
    await expect(page.getByText('Showing 1 of 1')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
