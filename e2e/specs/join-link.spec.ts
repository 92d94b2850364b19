import type { SessionInput } from '@meridian/contracts/webinars';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { adminToken, callApi } from '../support/api-accounts';
import { lookAtBothWidths } from '../support/look';
import { waitForMail } from '../support/mail-sink';
import { createSessionAsAdmin, joinPathOf, MEETING, paidSeat, startingIn } from '../support/sessions';
import { openAsAdmin } from '../support/signed-in';

/** A paid seat's personal join link and the admin's attendance view (docs/product.md, Joining a session, Attendance). */

/**
 * The browser is sent to the meeting by the join link's redirect: resolves the request for it (the
 * meeting is another site, out of reach here) once it was made from `/j/…`.
 */
async function ledIntoMeeting(page: Page, joinPath: string) {
  const request = await page.waitForRequest(MEETING);
  expect(new URL(request.redirectedFrom()?.url() ?? '').pathname).toBe(joinPath);
}

test('the join link counts down to the doors, then takes the attendee into the meeting', async ({ page }) => {
  const stamp = Date.now();
  const input = startingIn(3, `Join countdown ${stamp}`, 15);
  const session = await createSessionAsAdmin(input);
  const email = `joiner-${stamp}@e2e.test`;
  await paidSeat(session.id, email);
  const path = await joinPathOf(email);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.clock.install();

  await page.goto(path);
  await expect(page).toHaveURL(/\/join\?t=/);
  await expect(page.getByRole('heading', { level: 1, name: input.title })).toBeVisible();
  // About 2 h 45 min: the doors open 15 minutes before a start 3 hours away.
  await expect(page.getByRole('timer')).toHaveText(/^2:4\d:\d\d$/);
  await expect(page.getByText('15 minutes before the start')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /\/invitation\.ics$/);
  await lookAtBothWidths(page, 'join-waiting', { ready: (p) => expect(p.getByRole('timer')).toBeVisible() });

  // The admin opens the doors 4 hours early: the page's next check (every minute) takes the attendee in.
  const session4h: SessionInput = { ...input, capacity: 20, joinUrl: MEETING, doorsOpenMinutes: 240, questions: [] };
  await callApi(await adminToken(), 'PUT', `/api/v1/calendar/${session.id}`, session4h);
  const led = ledIntoMeeting(page, path);
  await page.clock.fastForward(61_000);
  await led;

  // Opened again from the email while the doors are open, the link goes straight in.
  const tab = await page.context().newPage();
  const again = ledIntoMeeting(tab, path);
  await tab.goto(path).catch(() => undefined);
  await again;
});

test('a join page left open through the session says it ended and what comes next', async ({ page }) => {
  const stamp = Date.now();
  const input = startingIn(2, `Join ended ${stamp}`, 15);
  const session = await createSessionAsAdmin(input);
  const email = `ended-${stamp}@e2e.test`;
  await paidSeat(session.id, email);
  const path = await joinPathOf(email);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.clock.install();
  await page.goto(path);
  await expect(page.getByRole('timer')).toBeVisible();

  // The phone goes offline and sleeps through the session: on waking the page goes on from its last answer.
  await page.route('**/api/v1/join/**', (route) => route.abort());
  await page.clock.fastForward('04:00:00');
  await expect(page.getByRole('heading', { level: 1, name: 'This session has ended' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What comes next' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'book your next live session' })).toHaveAttribute('href', '/rsvp');
  await lookAtBothWidths(page, 'join-ended');
});

test('the admin sees who joined, marks a seat by hand, replaces a link and exports attendance', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const session = await createSessionAsAdmin(startingIn(3, `Attendance ${stamp}`, 240));
  const joiner = `ada-${stamp}@e2e.test`;
  const byHand = `grace-${stamp}@e2e.test`;
  await paidSeat(session.id, joiner, { firstName: 'Ada', lastName: 'Joiner' });
  await paidSeat(session.id, byHand, { firstName: 'Grace', lastName: 'Byhand' });
  const path = await joinPathOf(joiner);
  const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const opened = await request.get(path, { maxRedirects: 0, headers: { 'user-agent': phone } });
  expect(opened.status()).toBe(302);
  expect(opened.headers().location).toBe(MEETING);

  const { page, context } = await openAsAdmin(browser, { viewport: { width: 1440, height: 900 } });
  await page.goto(`/admin/dashboard/rsvp?view=attendance&session=${session.id}`);
  await expect(page.getByTestId('total-paid')).toHaveText('2');
  await expect(page.getByTestId('total-joined')).toHaveText('1');
  await expect(page.getByTestId('total-attendance-rate')).toHaveText('50%');
  const table = page.getByRole('table', { name: 'Attendance' });
  await expect(table.getByRole('row', { name: /Ada Joiner/ })).toContainText('Joined');
  await expect(table.getByRole('row', { name: /Ada Joiner/ })).toContainText('Phone');

  await page.getByRole('button', { name: 'Mark Grace Byhand as attended' }).click();
  await expect(table.getByRole('row', { name: /Grace Byhand/ })).toContainText('Marked by hand');
  await expect(page.getByTestId('total-attendance-rate')).toHaveText('100%');

  await page.getByRole('button', { name: 'Revoke the join link of Ada Joiner and email a new one' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke and send' }).click();
  await expect(page.getByText(`a new one was emailed to ${joiner}`)).toBeVisible();
  await expect(table.getByRole('row', { name: /Ada Joiner/ })).toContainText('1 link revoked');
  const fresh = await waitForMail(joiner, /Your new join link/);
  expect(fresh.links.some((href) => href.includes('/j/') && !href.endsWith(path))).toBe(true);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV of attendance' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^attendance-session-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('Registration ID,First name,Last name,Email,Attended,Marked by hand');
  expect(csv).toContain(`Grace,Byhand,${byHand},yes,yes`);
  expect(csv).toMatch(new RegExp(`Ada,Joiner,${joiner},yes,no,[^,]+,[^,]+,1,mobile,,1`));

  await lookAtBothWidths(page, 'admin-attendance', {
    ready: (p) => expect(p.getByTestId('total-attendance-rate')).toBeVisible(),
  });
  await context.close();
});
