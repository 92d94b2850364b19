import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { freshEmail } from '../support/accounts';
import { lookAtBothWidths } from '../support/look';
import { bookingCheck, createSessionAsAdmin, daysFromNow } from '../support/sessions';
import { openAsAdmin } from '../support/signed-in';

/**
 * The admin's side of paid webinar RSVP on the built server with the embedded defaults: Manage
 * Events, RSVP and Sales driven through the UI, seats bought through the public API and the TEST MODE
 * checkout. Titles and emails are unique: other specs run at the same time on the same server.
 */

const SEAT = '$500.00';

let counter = 0;
function uniqueTitle(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}-${process.pid}-${counter}`;
}

async function openAdmin(browser: Browser) {
  const signedIn = await openAsAdmin(browser, { viewport: { width: 1440, height: 900 }, timezoneId: 'Europe/Berlin' });
  await signedIn.page.goto('/admin/dashboard');
  await expect(signedIn.page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
  return signedIn;
}

/** The input labelled `label` (a select's option list is labelled by it too). */
function field(scope: Locator | Page, label: string): Locator {
  return scope.getByLabel(label, { exact: true }).and(scope.locator('input'));
}

async function sessionId(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.get('/api/v1/calendar');
  const body = (await response.json()) as { data: { id: number; title: string }[] };
  const session = body.data.find((item) => item.title === title);
  if (!session) throw new Error(`Session "${title}" is not in the calendar`);
  return session.id;
}

interface Seat {
  email: string;
  checkoutId: string;
}

/** The visitor's calls: register (holds a seat) and open the checkout. */
async function registerSeat(request: APIRequestContext, id: number, email: string): Promise<Seat> {
  const registered = await request.post('/api/v1/register', {
    data: {
      firstName: 'Robin',
      lastName: 'Vega',
      phone: '+1 555 010 0199',
      email,
      date: String(id),
      termsAgreed: true,
      privacyAgreed: true,
      affiliateId: 0,
      altcha: await bookingCheck(request),
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const registration = ((await registered.json()) as { data: { reference: string } }).data;
  const checkout = await request.post('/api/v1/stripe/checkout', { data: registration });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = ((await checkout.json()) as { data: { url: string } }).data;
  const checkoutId = /cs_test_local_[A-Za-z0-9]+/.exec(url)?.[0];
  if (!checkoutId) throw new Error(`No TEST MODE checkout id in ${url}`);
  return { email, checkoutId };
}

/** "Pay $500.00" on the embedded TEST MODE checkout. */
async function pay(request: APIRequestContext, seat: Seat) {
  const paid = await request.post(`/api/v1/test-checkout/${seat.checkoutId}/pay`);
  expect(paid.status(), await paid.text()).toBe(200);
}

/** A session created through the API with one seat bought and paid by a fresh visitor. */
async function sessionWithPaidSeat(browser: Browser, prefix: string) {
  const session = await createSessionAsAdmin({ title: uniqueTitle(prefix), capacity: 5 });
  const context = await browser.newContext();
  const email = freshEmail(prefix.toLowerCase().replace(/\W+/g, '-'));
  await pay(context.request, await registerSeat(context.request, session.id, email));
  await context.close();
  return { title: session.title, email };
}

function section(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Admin Dashboard sections' }).getByRole('link', { name });
}

function rsvpRow(page: Page, email: string): Locator {
  return page.getByRole('table', { name: 'Registrations' }).getByRole('row').filter({ hasText: email });
}

/** Status is the second cell after the registrant, who heads the row: the word, then when it was paid. */
function statusCell(row: Locator): Locator {
  return row.getByRole('cell').nth(1);
}

async function chooseOption(page: Page, label: string, option: string | RegExp, typed?: string) {
  const input = field(page, label);
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/** A dialog once it has finished fading in (axe would measure the contrast of a half-faded one). */
async function openDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
  return dialog;
}

/**
 * Axe (WCAG 2.1 AA) at 375 and 1440 px on what is on screen, no sideways scrolling, and a screenshot
 * when asked for: the whole page, or with a dialog open what the screen shows (fixed layers stay put).
 */
async function checkAndShoot(page: Page, name: string, withDialog = false) {
  await lookAtBothWidths(page, `admin-${name}`, { fullPage: !withDialog, noSideScroll: !withDialog });
}

test.describe('admin: Manage Events, RSVP and Sales', () => {
  test('schedule and edit a session, watch a paid seat arrive, filter, export, refund, and see it in Sales', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await openAdmin(browser);
    const title = uniqueTitle('Options lab');

    // Bad values first: every message under its field, nothing typed lost.
    await page.getByRole('button', { name: 'New session' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New session' });
    await expect(field(dialog, 'Price (USD)')).toHaveValue('$500');
    await expect(field(dialog, 'Time zone')).toHaveValue('Europe/Berlin');
    await field(dialog, 'Date').fill('2020-01-01');
    await field(dialog, 'Start time').fill('10:00');
    await field(dialog, 'Capacity (seats)').fill('0');
    await field(dialog, 'Meeting link').fill('http://meet.example.com/e2e');
    await dialog.getByRole('button', { name: 'Create session' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('The session must start in the future')).toBeVisible();
    await expect(dialog.getByText('Capacity must be a whole number of seats from 1 to 10,000')).toBeVisible();
    await expect(dialog.getByText('Meeting link must be a web address starting with https://')).toBeVisible();
    await expect(field(dialog, 'Meeting link')).toHaveValue('http://meet.example.com/e2e');
    await expect(field(dialog, 'Title')).toBeFocused();

    await field(dialog, 'Title').fill(title);
    await field(dialog, 'Date').fill(daysFromNow(6));
    await field(dialog, 'Capacity (seats)').fill('4');
    await field(dialog, 'Meeting link').fill('https://meet.example.com/e2e');
    await field(dialog, 'Time zone').click();
    await field(dialog, 'Time zone').fill('New_York');
    await page.getByRole('option', { name: 'America/New_York' }).click();
    await dialog.getByRole('button', { name: 'Create session' }).click();
    await expect(page.getByText(`“${title}” is scheduled.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('America/New_York');
    await expect(row).toContainText('Your time:');
    // The Starts column names the session's zone once (no "EST" beside "America/New_York").
    const starts = row.getByRole('cell').nth(0);
    await expect(starts).not.toContainText(/\bE[SD]T\b/);
    await expect(starts).toContainText(/Your time: .*(GMT\+1|CET)/);
    await expect(row).toContainText('0 paid · 0 held · 4 left');

    // Edit opens the same form, filled.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = await openDialog(page, 'Edit session');
    await expect(field(edit, 'Title')).toHaveValue(title);
    await expect(field(edit, 'Start time')).toHaveValue('10:00');
    await expect(field(edit, 'Time zone')).toHaveValue('America/New_York');
    await field(edit, 'Capacity (seats)').fill('6');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Saved the changes to “${title}”.`)).toBeVisible();
    await expect(row).toContainText('0 paid · 0 held · 6 left');

    // A visitor registers: the seat shows as held, then as paid the moment the checkout is paid.
    const email = freshEmail('rsvp-admin');
    const seat = await registerSeat(page.request, await sessionId(page.request, title), email);
    await expect(row).toContainText('0 paid · 1 held · 5 left', { timeout: 15_000 });
    await section(page, 'RSVP').click();
    await expect(page.getByRole('heading', { level: 1, name: 'RSVP' })).toBeVisible();
    await page.getByLabel('Search').fill(email);
    await expect(statusCell(rsvpRow(page, email))).toHaveText(/^Pending/);
    await pay(page.request, seat);
    await expect(statusCell(rsvpRow(page, email))).toHaveText(/^Paid/, { timeout: 15_000 });
    await expect(rsvpRow(page, email)).toContainText(SEAT);
    await expect(rsvpRow(page, email)).toContainText(title);

    // Filters: session and status narrow it; a search that matches nothing says so.
    await page.getByLabel('Search').fill('');
    await chooseOption(page, 'Session', title, title);
    await chooseOption(page, 'Status', 'Paid');
    await expect(page.getByRole('table', { name: 'Registrations' }).getByRole('row')).toHaveCount(2);
    await expect(rsvpRow(page, email)).toBeVisible();
    await page.getByLabel('Search').fill('nobody-like-this');
    await expect(page.getByText('No registrations match')).toBeVisible();
    await page.getByLabel('Search').fill('Robin');
    await expect(rsvpRow(page, email)).toBeVisible();

    // Export with the current filters.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header?.toLowerCase()).toContain('email');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(email);

    // Refund from RSVP: the dialog states the amount.
    await page.getByRole('button', { name: `Refund ${SEAT} to ${email}` }).click();
    const refund = await openDialog(page, 'Refund this registration?');
    await expect(refund).toContainText(`${SEAT} goes back in full`);
    await refund.getByRole('button', { name: `Refund ${SEAT}` }).click();
    await expect(page.getByText(`${SEAT} refunded to Robin Vega.`)).toBeVisible();
    await chooseOption(page, 'Status', 'Any status');
    await expect(statusCell(rsvpRow(page, email))).toHaveText(/^Refunded/);

    // Sales: the payment, refunded, and totals that include it.
    await section(page, 'Sales').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
    const payment = page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: email });
    await expect(payment).toContainText('Refunded');
    await expect(payment).toContainText('Test mode');
    // The buyer heads the row; then the purchase, and the amount with what went back under it.
    await expect(payment.getByRole('cell').nth(0)).toContainText(/^Seat/);
    await expect(payment.getByRole('cell').nth(1)).toHaveText(`${SEAT}${SEAT} refunded`);
    const money = async (name: string) =>
      Number((await page.getByTestId(`total-${name}`).textContent())?.replace(/[$,]/g, ''));
    expect(await money('gross')).toBeGreaterThanOrEqual(500);
    expect(await money('refunds')).toBeGreaterThanOrEqual(500);
    expect(await money('net-revenue')).toBe(
      (await money('gross')) - (await money('refunds')) - (await money('affiliate-commissions')),
    );
    expect(await money('payments')).toBeGreaterThanOrEqual(1);
    await page.getByRole('radiogroup', { name: 'Totals by' }).getByText('Day', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'Totals by period' })).toContainText(
      new Date().toLocaleDateString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        // Days are the business's (the KPI setting), as on the KPI page.
        timeZone: 'America/New_York',
      }),
    );
    await context.close();
  });

  test('cancelling a session with one paid registration refunds it and says so', async ({ browser }) => {
    test.setTimeout(90_000);
    const { title, email } = await sessionWithPaidSeat(browser, 'Futures night');
    const { context, page } = await openAdmin(browser);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('1 paid · 0 held · 4 left');

    await page.getByRole('button', { name: `Cancel ${title}` }).click();
    const dialog = await openDialog(page, 'Cancel this session?');
    await expect(dialog).toContainText('Everyone registered is emailed that the session is cancelled.');
    await expect(dialog).toContainText('Paid registrants are refunded in full (1 person).');
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await expect(
      page.getByText(
        `“${title}” is cancelled. Refunded: 1 paid registration. Released: 0 pending holds. Refund failures: 0.`,
      ),
    ).toBeVisible();
    await expect(row.getByRole('cell').nth(4)).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: `Cancel ${title}` })).toHaveCount(0);

    await page.goto(`/admin/dashboard/rsvp`);
    await page.getByLabel('Search').fill(email);
    await expect(statusCell(rsvpRow(page, email))).toHaveText(/^Refunded/);
    await context.close();
  });

  test('New session and Edit ask before throwing typed changes away', async ({ browser }) => {
    test.setTimeout(90_000);
    const title = uniqueTitle('Discard check');
    await createSessionAsAdmin({ title });
    const { context, page } = await openAdmin(browser);
    const newButton = page.getByRole('button', { name: 'New session' }).first();

    // Untouched: Escape closes at once.
    await newButton.click();
    let form = await openDialog(page, 'New session');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toHaveCount(0);

    // Typed in: Escape asks; Keep editing keeps it all.
    await newButton.click();
    form = await openDialog(page, 'New session');
    await field(form, 'Title').fill('Half-typed title');
    await page.keyboard.press('Escape');
    const ask = await openDialog(page, 'Discard changes?');
    await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await checkAndShoot(page, 'events-discard', true);
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toBeHidden();
    await expect(field(form, 'Title')).toHaveValue('Half-typed title');

    // The close button asks too; Discard closes and the next form starts empty.
    await form.getByRole('button', { name: 'Close' }).click();
    await (await openDialog(page, 'Discard changes?')).getByRole('button', { name: 'Discard' }).click();
    await expect(form).toBeHidden();
    await newButton.click();
    form = await openDialog(page, 'New session');
    await expect(field(form, 'Title')).toHaveValue('');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();

    // Edit: a change, then Escape, Escape (the second answers "Keep editing"), then Cancel → Discard.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = await openDialog(page, 'Edit session');
    await field(edit, 'Capacity (seats)').fill('7');
    await page.keyboard.press('Escape');
    await openDialog(page, 'Discard changes?');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toBeHidden();
    await expect(field(edit, 'Capacity (seats)')).toHaveValue('7');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await (await openDialog(page, 'Discard changes?')).getByRole('button', { name: 'Discard' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('20 seats');
    await context.close();
  });

  // One test per section: each looks at its list and dialogs at both widths, with axe on each screen.
  test('Manage Events, its form and its cancel dialog pass axe at 375 and 1440 px', async ({ browser }) => {
    const { title } = await sessionWithPaidSeat(browser, 'Axe events');
    const { context, page } = await openAdmin(browser);
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('1 paid');
    await checkAndShoot(page, 'events');
    await page.getByRole('button', { name: 'New session' }).first().click();
    const form = await openDialog(page, 'New session');
    await form.getByRole('button', { name: 'Create session' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await checkAndShoot(page, 'events-form', true);
    await form.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: `Cancel ${title}` }).click();
    await openDialog(page, 'Cancel this session?');
    await checkAndShoot(page, 'events-cancel', true);
    await page.getByRole('button', { name: 'Keep session' }).click();
    await context.close();
  });

  test('RSVP and its refund dialog pass axe at 375 and 1440 px', async ({ browser }) => {
    const { email } = await sessionWithPaidSeat(browser, 'Axe rsvp');
    const { context, page } = await openAdmin(browser);
    await page.goto('/admin/dashboard/rsvp');
    await page.getByLabel('Search').fill(email);
    await expect(statusCell(rsvpRow(page, email))).toHaveText(/^Paid/);
    await checkAndShoot(page, 'rsvp');
    await page.getByRole('button', { name: `Refund ${SEAT} to ${email}` }).click();
    await openDialog(page, 'Refund this registration?');
    await checkAndShoot(page, 'rsvp-refund', true);
    await page.getByRole('button', { name: 'Go back' }).click();
    await context.close();
  });

  test('Sales and its refund dialog pass axe at 375 and 1440 px', async ({ browser }) => {
    const { email } = await sessionWithPaidSeat(browser, 'Axe sales');
    const { context, page } = await openAdmin(browser);
    await page.goto('/admin/dashboard/sales');
    const payment = page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: email });
    await expect(payment).toContainText('Paid');
    await checkAndShoot(page, 'sales');
    await payment.getByRole('button', { name: `Refund ${SEAT} to ${email}` }).click();
    await openDialog(page, 'Refund this payment');
    await checkAndShoot(page, 'sales-refund', true);
    await context.close();
  });
});
