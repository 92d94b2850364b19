import { expect, type Page } from '@playwright/test';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e admin passphrase' };

let counter = 0;
/** An email no other test uses. */
export function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@e2e.test`;
}

/** Fills and submits the open sign-up modal the way a person does, solving the CAPTCHA. */
export async function completeSignUp(page: Page, email: string, password = 'correct horse battery') {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Riley');
  await dialog.getByLabel('Last name').fill('Morgan');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  const question = await dialog
    .getByLabel(/What is \d \+ \d\?/)
    .getAttribute('aria-label')
    .catch(() => null);
  const label =
    question ??
    (await dialog
      .getByText(/What is \d \+ \d\?/)
      .first()
      .textContent()) ??
    '';
  const [, a, b] = /What is (\d) \+ (\d)\?/.exec(label) ?? [];
  await dialog.getByLabel(/What is \d \+ \d\?/).fill(String(Number(a) + Number(b)));
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Register' }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  // The form is server-rendered: wait until the app has loaded and taken it over before typing. In
  // main: the footer has the newsletter form's Email too.
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^Sign in$/ }).click();
}

export async function expectPanel(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path, { timeout: 20_000 });
}
