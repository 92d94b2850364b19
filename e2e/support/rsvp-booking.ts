import { expect, type Locator, type Page } from '@playwright/test';

/** The RSVP modal as a visitor uses it: open it, fill it, pick a session, go on to the TEST MODE checkout. */

/** Clicks the header's RSVP button until the page is live and the modal opens (before that it is a link to /rsvp). */
export async function openModalFromHeader(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'RSVP' });
  const button = page.getByRole('banner').getByRole('link', { name: 'RSVP', exact: true });
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

/** Opens /rsvp and the modal from the session's own "Reserve a seat" (or waitlist) button. */
export async function openModalForSession(page: Page, title: string, action = 'Reserve a seat'): Promise<Locator> {
  await page.goto('/rsvp');
  const button = page.getByRole('button', { name: new RegExp(`^${action} for ${title},`) });
  const dialog = page.getByRole('dialog', { name: 'RSVP' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(dialog.getByText(new RegExp(`^${title} ·`))).toBeVisible();
  return dialog;
}

/** Picks the Date option whose session is `title` (labels are dates; the chosen title shows under the field). */
export async function chooseSession(page: Page, dialog: Locator, title: string) {
  const date = dialog.getByRole('combobox', { name: 'Date', exact: true });
  await date.click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  for (let i = 0; i < count; i += 1) {
    if (i > 0) await date.click();
    await options.nth(i).click();
    if (await dialog.getByText(new RegExp(`^${title} ·`)).isVisible()) return;
  }
  throw new Error(`No Date option for the session "${title}"`);
}

export async function fillDetails(dialog: Locator, email: string) {
  await dialog.getByLabel('First Name').fill('Avery');
  await dialog.getByLabel('Last Name').fill('Quinn');
  await dialog.getByLabel('Phone Number').fill('+1 (555) 010-4477');
  await dialog.getByLabel('Email').fill(email);
}

/** Books as far as the TEST MODE checkout page. */
export async function continueToCheckout(page: Page, dialog: Locator) {
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_local_/, { timeout: 20_000 });
  await expect(page.getByText('TEST MODE')).toBeVisible();
}
