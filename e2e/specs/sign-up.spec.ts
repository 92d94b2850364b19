import { expect, test, type Page } from '@playwright/test';
import { completeSignUp } from '../support/accounts';
import { createAccount } from '../support/api-accounts';
import { expectNoAxeViolations } from '../support/axe';
import { lookAtBothWidths, screenshot } from '../support/look';

const EMAIL_TAKEN = 'This email is already registered. Sign in instead, or reset your password.';

/** The sign-up messages (docs/product.md, Sign-up), word for word, plus the terms message of the shared schema. */
const REQUIRED_MESSAGES = [
  'First name is required',
  'Last name is required',
  'Please enter a valid email',
  'Passwords must be at least 8 characters.',
  'Please solve the CAPTCHA',
  'You must agree to the terms and conditions',
];

async function captchaSum(page: Page): Promise<{ label: string; sum: number }> {
  const label = (await page.getByText(/^What is \d \+ \d\?$/).textContent()) ?? '';
  const [, a, b] = /What is (\d) \+ (\d)\?/.exec(label) ?? [];
  return { label, sum: Number(a) + Number(b) };
}

test.describe('sign-up modal', () => {
  test('opens from /login?signup after the page is live, titled "Sign Up", and passes axe', async ({ page }) => {
    await page.goto('/login?signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute('href', '/terms');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the server renders /login without the modal', async ({ request }) => {
    const html = await (await request.get('/login?signup&role=3')).text();
    expect(html).toContain('Sign in');
    expect(html).not.toContain('role="dialog"');
  });

  test('shows every validation message under its field and keeps what was typed', async ({ page }) => {
    await page.goto('/login?signup');
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await dialog.getByRole('button', { name: 'Register' }).click();
    for (const message of REQUIRED_MESSAGES) await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('First name')).toBeFocused();

    await dialog.getByLabel('First name').fill('Ada');
    await expect(dialog.getByText('First name is required')).toBeHidden();
    await dialog.getByLabel('Last name').fill('Lovelace');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('correct horse');
    await dialog.getByLabel('Confirm password').fill('correct horsE');
    const { sum } = await captchaSum(page);
    await dialog.getByLabel(/^What is/).fill(String(sum + 1));
    await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
    await expect(dialog.getByText('Incorrect CAPTCHA answer. Please try again.')).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveValue('Ada');
    await expect(dialog.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('correct horse');
    await expectNoAxeViolations(page);
  });

  test('Refresh draws new digits and clears the answer', async ({ page }) => {
    await page.goto('/login?signup');
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 3; i += 1) {
      const before = await captchaSum(page);
      await dialog.getByLabel(/^What is/).fill('7');
      await dialog.getByRole('button', { name: 'Refresh' }).click();
      await expect(dialog.getByText(/^What is \d \+ \d\?$/)).not.toHaveText(before.label);
      await expect(dialog.getByLabel(/^What is/)).toHaveValue('');
    }
  });

  test('"Join the program" on /affiliate opens it titled "Affiliate"', async ({ page }) => {
    await page.goto('/affiliate');
    await page.getByRole('link', { name: 'Join the program' }).first().click();
    await expect(page).toHaveURL(/\/login\?signup&role=3$/);
    await expect(page.getByRole('dialog', { name: 'Affiliate' })).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(0);
  });

  test('"Get started" on /advertising opens it titled "Advertise" with the plan switch', async ({ page }) => {
    await page.goto('/advertising');
    await page.getByRole('link', { name: 'Get started' }).first().click();
    await expect(page).toHaveURL(/\/login\?signup&role=4$/);
    const dialog = page.getByRole('dialog', { name: 'Advertise' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('$150/Month')).toBeVisible();
    // The visible track sits over the (transparent) input; clicking it is what a person does.
    await dialog.getByRole('switch', { name: 'Yearly billing' }).click({ force: true });
    await expect(dialog.getByText('$600/Year')).toBeVisible();
    await expect(dialog.getByText('$150/Month')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/login?signup&role=4');
    await expect(page.getByRole('dialog', { name: 'Advertise' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('sign-up: plans and existing accounts', () => {
  test('"Choose the monthly plan" opens it on Monthly, "Choose the yearly plan" on Yearly', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/advertising');
    await page.getByRole('link', { name: 'Choose the monthly plan' }).click();
    await expect(page).toHaveURL(/\/login\?signup&role=4&plan=monthly$/);
    const dialog = page.getByRole('dialog', { name: 'Advertise' });
    await expect(dialog.getByTestId('plan-price')).toHaveText('$150/Month');
    await expect(dialog.getByRole('switch', { name: 'Yearly billing' })).not.toBeChecked();

    await page.goto('/advertising');
    await page.getByRole('link', { name: 'Choose the yearly plan' }).click();
    await expect(page).toHaveURL(/\/login\?signup&role=4&plan=yearly$/);
    await expect(dialog.getByTestId('plan-price')).toHaveText('$600/Year');
    await expect(dialog.getByRole('switch', { name: 'Yearly billing' })).toBeChecked();
    await lookAtBothWidths(page, 'sign-up-yearly', { fullPage: false });
  });

  test('an email that has an account gets "already registered", is never signed in, and can sign in instead', async ({
    browser,
  }) => {
    // Each step signs in against the real pool (SRP and argon2): slow on a busy machine.
    test.setTimeout(180_000);
    const SIGN_IN_WAIT = { timeout: 45_000 };
    // The account's owner signed up as an affiliate.
    const { email, password } = await createAccount('taken', { signUpRole: 'Affiliate' });

    for (const width of [1440, 375]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto('/login?signup');
      const dialog = page.getByRole('dialog', { name: 'Sign Up' });
      // The right password for that account, and (at 375 px) a wrong one: the same answer.
      await completeSignUp(page, email, width === 1440 ? password : 'another long password');
      await expect(dialog.getByText(EMAIL_TAKEN)).toBeVisible(SIGN_IN_WAIT);
      await expect(dialog.getByLabel('Email')).toBeFocused();
      await expect(page.getByText('Your account is ready', { exact: false })).toHaveCount(0);
      await expect(page).toHaveURL(/\/login\?signup$/);
      await expect(dialog.getByLabel('First name')).toHaveValue('Riley');
      await expect(dialog.getByLabel('Email')).toHaveValue(email);
      await expectNoAxeViolations(page);
      await screenshot(page, 'sign-up-email-taken', { fullPage: false });
      // Nothing was signed in: a panel still asks for a sign-in.
      expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('accessToken')))).toBe(
        false,
      );

      await dialog.getByRole('button', { name: 'Sign in with this email' }).click();
      await expect(dialog).toBeHidden();
      const main = page.getByRole('main');
      await expect(main.getByLabel('Email')).toHaveValue(email);
      await expect(main.getByLabel('Password', { exact: true })).toBeFocused();
      if (width === 1440) {
        await main.getByLabel('Password', { exact: true }).fill(password);
        await main.getByRole('button', { name: /^Sign in$/ }).click();
        await expect(page).toHaveURL(/\/affiliate\/dashboard/, SIGN_IN_WAIT);
      }
      await context.close();
    }
  });
});

test.describe('sign-in form', () => {
  test('says what is missing, and the forgot-password flow starts from it', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('main');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
    await expect(form.getByText('Enter your password.')).toBeVisible();
    await form.getByLabel('Email').fill('someone@example.com');
    await form.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(form.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('someone@example.com');
    await form.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(form.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  test('"Create an account" opens the sign-up modal', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeVisible();
  });
});
