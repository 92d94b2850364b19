import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { freshEmail } from '../support/accounts';
import { createAccount, referralCodeOf } from '../support/api-accounts';
import { expectNoAxeViolations } from '../support/axe';
import { lookAtBothWidths } from '../support/look';
import {
  chooseSession,
  continueToCheckout,
  fillDetails,
  openModalForSession,
  openModalFromHeader,
} from '../support/rsvp-booking';
import { bookingCheck, createSessionAsAdmin } from '../support/sessions';
import { openAsAdmin } from '../support/signed-in';

let titles = 0;
/** A title no other test (or run) uses: specs run in parallel on one server. */
function uniqueTitle(topic: string): string {
  titles += 1;
  return `${topic} ${Date.now().toString(36)}-${process.pid}-${titles}`;
}

/** Axe at 375 and 1440 px (and a screenshot when asked for), with `ready` on screen at each width. */
async function checkAtBothWidths(page: Page, name: string, ready: Locator, dialogOpen = false) {
  await lookAtBothWidths(page, `rsvp-${name}`, {
    fullPage: !dialogOpen,
    noSideScroll: !dialogOpen,
    ready: async () => {
      await expect(ready).toBeVisible();
      await ready.scrollIntoViewIfNeeded();
    },
  });
}

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

/** A new affiliate: their user id, and the referral code their links carry as ?ref=. */
async function newAffiliate(): Promise<{ id: number; code: string }> {
  const account = await createAccount('referrer', { signUpRole: 'Affiliate' });
  return { id: account.userId, code: await referralCodeOf(account.tokens.accessToken) };
}

test.describe('webinar RSVP (embedded defaults: TEST MODE checkout)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a referred visitor books from the header, pays in TEST MODE, and the admin sees the seat paid', async ({
    browser,
  }) => {
    const title = uniqueTitle('Reading the Tape');
    await createSessionAsAdmin({ title });
    const affiliate = await newAffiliate();
    const email = freshEmail('visitor');
    const page = await visitorPage(browser);

    // The affiliate's link: the referral is kept while the visitor moves on.
    await page.goto(`/about?ref=${affiliate.code}`);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('referredby') ?? 'null') as { value: string }))
      .toMatchObject({ value: affiliate.code });

    const dialog = await openModalFromHeader(page);
    await expect(dialog.getByText('$500', { exact: true })).toBeVisible();
    await checkAtBothWidths(page, 'modal', dialog, true);

    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    for (const message of [
      RSVP_MESSAGES.firstName,
      RSVP_MESSAGES.lastName,
      RSVP_MESSAGES.phone,
      RSVP_MESSAGES.email,
      RSVP_MESSAGES.date,
      RSVP_MESSAGES.terms,
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel('First Name')).toBeFocused();
    await checkAtBothWidths(page, 'modal-errors', dialog, true);

    await fillDetails(dialog, 'not-an-email');
    await dialog.getByLabel('Phone Number').fill('12ab');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(dialog.getByText(RSVP_MESSAGES.phoneInvalid)).toBeVisible();
    await expect(dialog.getByText(RSVP_MESSAGES.email, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toHaveValue('Avery');

    await fillDetails(dialog, email);
    await chooseSession(page, dialog, title);
    // Keep the answer as it passes through: once the browser has left for checkout its body is gone.
    let resolveRegistration: (body: { data: { affiliateId: number; reference: string } }) => void = () => undefined;
    const registered = new Promise<{ data: { affiliateId: number; reference: string } }>((resolve) => {
      resolveRegistration = resolve;
    });
    await page.route('**/api/v1/register', async (route) => {
      const response = await route.fetch();
      if (response.ok()) resolveRegistration((await response.json()) as never);
      await route.fulfill({ response });
    });
    await continueToCheckout(page, dialog);
    const registration = await registered;
    await page.unroute('**/api/v1/register');
    expect(registration.data.affiliateId).toBe(affiliate.id);

    const pay = page.getByRole('button', { name: 'Pay $500.00' });
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^\d+:\d{2}$/);
    await checkAtBothWidths(page, 'test-checkout', pay);
    await pay.click();

    await expect(page).toHaveURL(new RegExp(`/rsvp/success\\?reference=${registration.data.reference}$`));
    const paid = page.getByRole('heading', { level: 1, name: "You're in!" });
    await expect(paid).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText('$500.00')).toBeVisible();
    await checkAtBothWidths(page, 'success', paid);
    await page.context().close();

    const { context: adminContext, page: admin } = await openAsAdmin(browser, {
      viewport: { width: 1440, height: 900 },
    });
    await admin.goto('/admin/dashboard/rsvp');
    const row = admin.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText('Paid');
    await adminContext.close();
  });

  test('cancelling at the TEST MODE checkout releases the seat at once', async ({ browser }) => {
    const title = uniqueTitle('Options Basics');
    const session = await createSessionAsAdmin({ title, capacity: 5 });
    const page = await visitorPage(browser);
    await page.goto('/rsvp');
    const card = page.getByRole('heading', { level: 3, name: title });
    await checkAtBothWidths(page, 'sessions', card);
    const dialog = await openModalForSession(page, title);
    await fillDetails(dialog, freshEmail('leaver'));
    await continueToCheckout(page, dialog);

    const seatsLeft = async () => {
      const response = await page.request.get('/api/v1/calendar');
      const { data } = (await response.json()) as { data: { id: number; seatsLeft: number }[] };
      return data.find((item) => item.id === session.id)?.seatsLeft;
    };
    expect(await seatsLeft()).toBe(4);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/rsvp\/cancelled\?reference=/);
    const released = page.getByRole('heading', { level: 1, name: 'Your seat was released' });
    await expect(released).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/nothing was charged/)).toBeVisible();
    expect(await seatsLeft()).toBe(5);
    await checkAtBothWidths(page, 'cancelled', released);

    await page.getByRole('button', { name: 'Choose a date again' }).click();
    await expect(page.getByRole('dialog', { name: 'RSVP' })).toBeVisible();
    await page.context().close();
  });

  test('a full session offers its waitlist, and joining it says what happens next', async ({ browser }) => {
    const title = uniqueTitle('Risk First');
    const session = await createSessionAsAdmin({ title, capacity: 1 });
    const page = await visitorPage(browser);

    // Someone else holds the only seat (a registration waiting for payment).
    const taken = await page.request.post('/api/v1/register', {
      data: {
        firstName: 'Sam',
        lastName: 'Early',
        phone: '+1 555 010 1234',
        email: freshEmail('early'),
        date: String(session.id),
        termsAgreed: true,
        privacyAgreed: true,
        affiliateId: 0,
        altcha: await bookingCheck(page.request),
      },
    });
    expect(taken.ok()).toBe(true);

    await page.setViewportSize({ width: 375, height: 812 });
    const dialog = await openModalForSession(page, title, 'Join the waitlist');
    await expect(dialog.getByText('This session is full', { exact: true })).toBeVisible();
    const join = dialog.getByRole('button', { name: 'Join Waitlist' });
    await expect(join).toBeVisible();
    await fillDetails(dialog, freshEmail('waiting'));
    await join.click();
    await expect(dialog.getByText(RSVP_MESSAGES.waitlistJoined)).toBeVisible();
    await expect(dialog.getByText('You are next in line.', { exact: false })).toBeVisible();
    await checkAtBothWidths(page, 'waitlist-joined', dialog, true);
    await page.context().close();
  });

  test('the checkout, success and cancel pages cope with bad links', async ({ browser }) => {
    const page = await visitorPage(browser);
    await page.goto('/checkout/test/cs_test_local_0000000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout not found' })).toBeVisible();
    await page.goto('/rsvp/success?reference=nonsense');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this booking' })).toBeVisible();
    await page.goto('/rsvp/cancelled');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this booking' })).toBeVisible();
    const html = await (await page.request.get('/rsvp/success')).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    await page.context().close();
  });

  test('a refused registration shows the red Error notice with the reason, keeps what was typed, and passes axe', async ({
    browser,
  }) => {
    const title = uniqueTitle('Options Basics');
    const session = await createSessionAsAdmin({ title });
    const email = freshEmail('repeat');
    const page = await visitorPage(browser);
    // This email already holds a paid seat (booked and paid through the public API).
    const form = { firstName: 'Avery', lastName: 'Quinn', phone: '+1 555 010 4477', email, date: String(session.id) };
    const held = await page.request.post('/api/v1/register', {
      data: {
        ...form,
        termsAgreed: true,
        privacyAgreed: true,
        affiliateId: 0,
        altcha: await bookingCheck(page.request),
      },
    });
    const checkout = await page.request.post('/api/v1/stripe/checkout', { data: (await held.json()).data });
    const checkoutId = String((await checkout.json()).data.url)
      .split('/')
      .pop();
    expect((await page.request.post(`/api/v1/test-checkout/${checkoutId}/pay`)).ok()).toBe(true);

    const dialog = await openModalForSession(page, title);
    await fillDetails(dialog, email);
    await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    const notice = page.getByRole('alert').filter({ hasText: RSVP_MESSAGES.alreadyRegistered });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(RSVP_MESSAGES.errorTitle);
    await expect(notice).toContainText(RSVP_MESSAGES.signUpError.trim());
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByLabel('First Name')).toHaveValue('Avery');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
