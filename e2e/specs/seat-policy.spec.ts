import { QUESTION_MESSAGES } from '@meridian/contracts/webinars-questions';
import { expect, test } from '@playwright/test';
import { freshEmail } from '../support/accounts';
import { lookAtBothWidths } from '../support/look';
import { waitForMail } from '../support/mail-sink';
import { chooseSession, continueToCheckout, fillDetails, openModalForSession } from '../support/rsvp-booking';
import { createSessionAsAdmin } from '../support/sessions';

/**
 * Selling seats the way ticketing systems do (docs/product.md, Refund policy, Cancelling your own
 * seat, Registration questions): the policy and a session's question in the RSVP modal, a missed
 * required answer, TEST MODE payment, and the confirmation's cancel link refunding the seat.
 */
test('a visitor answers the session’s question, pays, and cancels from the confirmation inside the policy', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Sizing positions ${Date.now().toString(36)}-${process.pid}`;
  const question = 'Your experience';
  await createSessionAsAdmin({
    title,
    questions: [{ kind: 'single', label: question, options: ['Beginner', 'Advanced'], required: true }] as never,
  });
  const email = freshEmail('seat-policy');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();

  const dialog = await openModalForSession(page, title);
  await expect(dialog.getByText('Full refund until 48 hours before the session starts; none after.')).toBeVisible();
  await fillDetails(dialog, email);
  await chooseSession(page, dialog, title);
  await expect(dialog.getByRole('radiogroup', { name: question })).toBeVisible();

  // The required question left empty: its message under it, everything typed kept.
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(dialog.getByText(QUESTION_MESSAGES.required(question))).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await lookAtBothWidths(page, 'seat-policy-modal', {
    fullPage: false,
    noSideScroll: false,
    ready: async () => {
      await expect(dialog.getByText(QUESTION_MESSAGES.required(question))).toBeVisible();
    },
  });

  await dialog.getByRole('radio', { name: 'Beginner' }).check();
  await expect(dialog.getByText(QUESTION_MESSAGES.required(question))).toBeHidden();
  await continueToCheckout(page, dialog);
  await page.getByRole('button', { name: 'Pay $500.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're in!" })).toBeVisible({ timeout: 20_000 });

  // The confirmation states the policy and carries the seat's own cancel link.
  const confirmation = await waitForMail(email, /Your seat is confirmed/);
  expect(confirmation.text).toContain(
    'Refund policy: Full refund until 48 hours before the session starts; none after.',
  );
  const link = confirmation.links.find((href) => href.includes('/seat/cancel?t='));
  if (!link) throw new Error('no cancel link in the confirmation');
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  const cancel = page.getByRole('button', { name: 'Cancel and refund my seat' });
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your seat?' })).toBeVisible();
  await lookAtBothWidths(page, 'seat-policy-cancel', { ready: async () => expect(cancel).toBeVisible() });

  await cancel.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your seat is cancelled and refunded' })).toBeVisible();
  await waitForMail(email, /Your refund of \$500/);
  // The link opened again: the seat as it is now, nothing to press.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your seat is cancelled and refunded' })).toBeVisible();
  await context.close();
});
