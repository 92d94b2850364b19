import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import { RSVP_ADMIN_MESSAGES } from '@meridian/contracts/rsvp-admin';
import { expect, test } from '@playwright/test';
import { E2E_HOLD_LIMITS } from '../global-setup';
import { freshEmail } from '../support/accounts';
import { adminToken, callApi } from '../support/api-accounts';
import { lookAtBothWidths } from '../support/look';
import { fillDetails, openModalForSession } from '../support/rsvp-booking';
import { bookingCheck, createSessionAsAdmin } from '../support/sessions';
import { openAsAdmin } from '../support/signed-in';

/**
 * Seat holds per visitor (docs/product.md, Webinar seats): the RSVP modal solves its booking check
 * unseen, and a fourth unpaid hold from one address in a session is refused with what to do, the
 * form keeping what was typed. Every browser of the run comes from 127.0.0.1, so this spec lowers
 * the per-address limit of a session for itself (its own session: no other spec books there) and
 * puts the run's value back.
 */
test('a fourth unpaid hold from one address is refused with what to do, and the form keeps its values', async ({
  browser,
}) => {
  const title = `Hold Limits ${Date.now().toString(36)}-${process.pid}`;
  const session = await createSessionAsAdmin({ title, capacity: 10 });
  const token = await adminToken();
  await callApi(token, 'PUT', '/api/v1/admin/rsvp-settings', { ...E2E_HOLD_LIMITS, perAddressInSession: 3 });
  try {
    for (let i = 0; i < 3; i += 1) {
      await callApi(null, 'POST', '/api/v1/register', {
        firstName: 'Held',
        lastName: `Seat ${i + 1}`,
        phone: '+1 555 010 2000',
        email: freshEmail(`held-${i}`),
        date: String(session.id),
        termsAgreed: true,
        privacyAgreed: true,
        altcha: await bookingCheck(),
      });
    }

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const dialog = await openModalForSession(page, title);
    await lookAtBothWidths(page, 'rsvp-booking-check', {
      within: '[role="dialog"]',
      fullPage: false,
      noSideScroll: false,
    });

    const email = freshEmail('fourth');
    await fillDetails(dialog, email);
    await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
    const booking = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/register');
    await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
    // The widget solved the check in the background: the booking carries it.
    expect((await booking).postDataJSON()).toMatchObject({ email, altcha: expect.any(String) });

    const notice = page.getByRole('alert').filter({ hasText: RSVP_MESSAGES.holdsPerAddressInSession });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(RSVP_MESSAGES.signUpError.trim());
    await expect(dialog.getByLabel('First Name')).toHaveValue('Avery');
    await expect(dialog.getByLabel('Last Name')).toHaveValue('Quinn');
    await expect(dialog.getByLabel('Phone Number')).toHaveValue('+1 (555) 010-4477');
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByRole('checkbox', { name: /I agree to the/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    await lookAtBothWidths(page, 'rsvp-hold-refused', { fullPage: false, noSideScroll: false });
    await context.close();
  } finally {
    await callApi(token, 'PUT', '/api/v1/admin/rsvp-settings', E2E_HOLD_LIMITS);
  }
});

test('the admin sees the seat hold limits in RSVP, and a number out of range is explained on its field', async ({
  browser,
}) => {
  const { page, context } = await openAsAdmin(browser, { viewport: { width: 1440, height: 900 } });
  await page.goto('/admin/dashboard/rsvp');
  const open = page.getByRole('button', { name: 'Seat hold limits' });
  await expect(open).toBeEnabled();
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Seat hold limits' });
  await expect(dialog.getByLabel('Unpaid holds per address in all sessions')).toHaveValue(
    String(E2E_HOLD_LIMITS.perAddress),
  );
  const perEmail = dialog.getByLabel('Unpaid holds per email in a session');
  await perEmail.fill('0');
  await dialog.getByRole('button', { name: 'Save limits' }).click();
  await expect(dialog.getByText(RSVP_ADMIN_MESSAGES.holdLimit)).toBeVisible();
  await expect(perEmail).toHaveAttribute('aria-invalid', 'true');
  await lookAtBothWidths(page, 'rsvp-hold-limits-dialog', {
    within: '[role="dialog"]',
    fullPage: false,
    noSideScroll: false,
  });
  await context.close();
});
