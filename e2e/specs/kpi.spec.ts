import { VISIT_BEACON_PATH } from '@meridian/contracts/kpi';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { freshEmail } from '../support/accounts';
import { lookAtBothWidths } from '../support/look';
import { chooseSession, continueToCheckout, fillDetails, openModalFromHeader } from '../support/rsvp-booking';
import { createSessionAsAdmin, daysFromNow, joinPathOf, MEETING, paidSeat, startingIn } from '../support/sessions';
import { openAsAdmin } from '../support/signed-in';

/**
 * The admin's KPI end to end (docs/product.md, KPI and visit counting): empty states for a period
 * without data, then a visitor from a tagged link browses and pays for a seat in TEST MODE, a seat of
 * a session whose doors are open joins through its link, and the admin sees the seat, the revenue,
 * the visits and the attendance, switches period, exports a table and changes the time zone.
 */
const KPI = '/admin/dashboard/kpi';
/** A visitor's browser as it announces itself (headless Chromium's own is never counted, as a bot's). */
const VISITOR_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function adminPage(browser: Browser) {
  const { context, page } = await openAsAdmin(browser, {
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return { context, page, problems };
}

/** Axe, no sideways scrolling (wide tables scroll inside their own frame), and a screenshot at 375 and 1440 px. */
async function checkAtBothWidths(page: Page, name: string) {
  await lookAtBothWidths(page, `kpi-${name}`, {
    ready: async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'KPI' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  });
}

const figure = (page: Page, name: string) => page.getByTestId(`total-${name}`);
const asMoney = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

test.describe('admin KPI', () => {
  test.describe.configure({ timeout: 240_000 });

  test('empty states, then a paid booking, visits and attendance in the figures, a period switch, a CSV and the time zone', async ({
    browser,
    request,
  }) => {
    // A period before any data: every part explains itself instead of showing a blank page.
    const admin = await adminPage(browser);
    await admin.page.goto(`${KPI}?period=custom&from=2020-01-01&to=2020-01-31`);
    await expect(admin.page.getByText(/^Figures in /)).toBeVisible({ timeout: 20_000 });
    await expect(figure(admin.page, 'net-revenue')).toHaveText('$0.00');
    for (const text of [
      /No visits in this period yet/,
      /No visits, registrations, payments or sign-ups in this period yet/,
      /No revenue in this period yet/,
      /No RSVPs were made in this period/,
      /Nobody signed up in this period/,
      /No webinar session starts in this period/,
      /No source brought a visit or a paid seat/,
      /Attendance appears here once a session starting in this period opens its doors/,
    ]) {
      await expect(admin.page.getByText(text)).toBeVisible();
    }
    await expect(admin.page.getByRole('alert')).toHaveCount(0);
    await checkAtBothWidths(admin.page, 'empty');

    // A visitor lands from another site through a tagged link, browses, and books and pays a seat.
    const title = `KPI Tape Reading ${Date.now().toString(36)}-${process.pid}`;
    await createSessionAsAdmin({ title, date: daysFromNow(3) });
    const visitorContext = await browser.newContext({ userAgent: VISITOR_UA, viewport: { width: 1440, height: 900 } });
    const visitor = await visitorContext.newPage();
    // What the page hands to sendBeacon (the request's blob body is not visible from outside).
    await visitorContext.addInitScript(() => {
      const sent: unknown[] = [];
      Object.assign(window, { sentBeacons: sent });
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((text) => sent.push(JSON.parse(text)));
        return send(url, data);
      };
    });
    const beacons = () =>
      visitor.evaluate(() => (window as unknown as { sentBeacons: { path: string }[] }).sentBeacons);
    const counted = visitor.waitForResponse((response) => response.url().endsWith(VISIT_BEACON_PATH));
    await visitor.goto('/about?utm_source=e2e&utm_medium=email&utm_campaign=kpi-spec', {
      referer: 'https://news.example.org/markets',
    });
    expect((await counted).status()).toBe(204);
    // On inside the page (the app is running: its first beacon went), not a new page load.
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(visitor).toHaveURL(/\/pricing$/);
    await expect.poll(async () => (await beacons()).map((beacon) => beacon.path)).toEqual(['/about', '/pricing']);
    for (const beacon of await beacons()) {
      expect(beacon).toMatchObject({ referrer: 'https://news.example.org', utmCampaign: 'kpi-spec' });
    }
    const dialog = await openModalFromHeader(visitor);
    await expect.poll(async () => (await beacons()).map((beacon) => beacon.path)).toContain('/rsvp');
    await fillDetails(dialog, freshEmail('kpi-visitor'));
    await chooseSession(visitor, dialog, title);
    const registered = visitor.waitForRequest((request) => request.url().endsWith('/api/v1/register'));
    await continueToCheckout(visitor, dialog);
    expect((await registered).postDataJSON()).toMatchObject({ utmSource: 'e2e', utmCampaign: 'kpi-spec' });
    await visitor.getByRole('button', { name: 'Pay $500.00' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: "You're in!" })).toBeVisible({ timeout: 20_000 });
    await visitorContext.close();

    // A session whose doors are open (they open 4 hours before a start 3 hours away): one seat joins
    // through its personal link, one is never used.
    const heldTitle = `KPI Attendance ${Date.now().toString(36)}-${process.pid}`;
    const held = await createSessionAsAdmin(startingIn(3, heldTitle, 240));
    const joiner = freshEmail('kpi-joiner');
    await paidSeat(held.id, joiner, { firstName: 'Ada', lastName: 'Joiner' });
    await paidSeat(held.id, freshEmail('kpi-absent'), { firstName: 'Alan', lastName: 'Absent' });
    const joined = await request.get(await joinPathOf(joiner), { maxRedirects: 0 });
    expect(joined.status()).toBe(302);
    expect(joined.headers().location).toBe(MEETING);

    // The admin's default view (the last 30 days) now holds the seat and its revenue.
    await admin.page.goto(KPI);
    await expect(admin.page.getByText(/^Figures in /)).toBeVisible({ timeout: 20_000 });
    await expect(admin.page.getByLabel('Period', { exact: true })).toHaveValue('30d');
    await expect.poll(async () => asMoney(await figure(admin.page, 'net-revenue').textContent())).toBeGreaterThan(0);
    expect(Number(await figure(admin.page, 'seats-sold').textContent())).toBeGreaterThan(0);
    const paidRow = admin.page.getByRole('table', { name: 'RSVPs by status' }).getByRole('row', { name: /^Paid/ });
    await expect(paidRow).not.toContainText(/^Paid0/);

    // The session table covers sessions starting in the period: a custom range reaching the session.
    await admin.page.getByLabel('Period', { exact: true }).selectOption('custom');
    await admin.page.getByLabel('To', { exact: true }).fill(daysFromNow(10));
    await expect(admin.page).toHaveURL(/period=custom/);
    const sessionRow = admin.page
      .getByRole('table', { name: 'Sessions' })
      .getByRole('row', { name: new RegExp(title) });
    await expect(sessionRow).toContainText('5.0%');

    // Attendance: the session whose doors opened, its seats and rate; the seats by source.
    const attendanceRow = admin.page
      .getByRole('table', { name: 'Attendance by session' })
      .getByRole('row', { name: new RegExp(heldTitle) });
    await expect(attendanceRow).toContainText(/2\s*2\s*1\s*50%\s*0$/);
    await expect(
      admin.page.getByRole('table', { name: 'Attendance by source' }).getByRole('row', { name: /^Direct/ }),
    ).toBeVisible();
    // The visitor's session, days away, has nothing to attend yet.
    await expect(
      admin.page.getByRole('table', { name: 'Attendance by session' }).getByRole('row', { name: new RegExp(title) }),
    ).toHaveCount(0);
    await expect(
      admin.page.getByRole('table', { name: 'Funnel' }).getByRole('row', { name: /^Attended/ }),
    ).toContainText('of paid');
    await checkAtBothWidths(admin.page, 'attendance');

    // Switching to a preset and back through history.
    await admin.page.getByLabel('Period', { exact: true }).selectOption('7d');
    await expect(admin.page).toHaveURL(/period=7d/);
    await admin.page.locator('label', { hasText: /^Week$/ }).click();
    await expect(admin.page).toHaveURL(/granularity=week/);
    await expect(admin.page.getByText('Visitors and bookings over time')).toBeVisible();
    await admin.page.goBack();
    await expect(admin.page).not.toHaveURL(/granularity=week/);
    await expect(admin.page.getByLabel('Period', { exact: true })).toHaveValue('7d');

    // The funnel as CSV, for the period on screen.
    const downloading = admin.page.waitForEvent('download');
    await admin.page.getByRole('button', { name: 'Export CSV of the funnel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kpi-funnel.*\.csv$/);
    const [header, ...rows] = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe('Step,Count,Conversion (%),Conversion of,Previous period');
    expect(rows.map((row) => row.split(',')[0])).toEqual([
      'Visitors',
      'Opened the RSVP form',
      'Registered',
      'Paid',
      'Attended',
      'Watched the replay',
    ]);
    expect(Number(rows[3]?.split(',')[1])).toBeGreaterThan(0);

    // A new time zone rebuilds the visit rollups at once: the visitor's pages appear.
    await admin.page.getByRole('button', { name: 'KPI settings' }).click();
    const settings = admin.page.getByRole('dialog', { name: 'KPI settings' });
    await expect(settings).toBeVisible();
    const zone = settings.getByLabel('Time zone');
    const next = (await zone.inputValue()) === 'America/Chicago' ? 'America/New_York' : 'America/Chicago';
    await zone.selectOption(next);
    await settings.getByLabel('Keep raw visits (days)').fill('3');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(settings.getByText('Keep raw visits for a whole number of days from 7 to 730')).toBeVisible();
    await settings.getByLabel('Keep raw visits (days)').fill('120');
    await lookAtBothWidths(admin.page, 'kpi-settings', { within: '[role="dialog"]', fullPage: false });
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(settings).toBeHidden();
    await expect(admin.page.getByText(`Figures in ${next}`)).toBeVisible();
    await expect
      .poll(
        async () => {
          await admin.page.reload();
          return Number((await figure(admin.page, 'visitors').textContent())?.replace(/,/g, ''));
        },
        { timeout: 60_000, intervals: [2000] },
      )
      .toBeGreaterThan(0);
    await expect(admin.page.getByRole('table', { name: 'Top sources' })).toContainText(/news\.example\.org|kpi-spec/);
    await checkAtBothWidths(admin.page, 'figures');
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });
});
