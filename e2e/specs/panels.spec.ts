import type { KpiReport } from '@meridian/contracts/kpi';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { closeCredentialsPrompt } from '../support/sender-accounts';
import { stubConnectedPayouts } from '../support/payouts';

const ROLE_IDS = { Admin: 1, Sales: 2, Affiliate: 3, Advertiser: 4, EmailMarketing: 5 } as const;
type Role = keyof typeof ROLE_IDS;

/**
 * A browser that holds an identity session, and a server whose GET /api/v1/user/me says who it is.
 * The panels trust only that answer, so this is enough to open them without the identity pool.
 */
async function signedInAs(page: Page, roles: Role[], options: { holdMe?: Promise<void> } = {}) {
  const user = {
    id: 7,
    sub: 'sub-7',
    email: 'pat@example.com',
    firstName: 'Pat',
    lastName: 'Lee',
    roles,
    roleIds: roles.map((role) => ROLE_IDS[role]),
    roleId: roles[0] ? ROLE_IDS[roles[0]] : null,
    disabled: false,
  };
  await page.route('**/api/v1/user/me', async (route) => {
    await options.holdMe;
    await route.fulfill({ json: { success: true, data: user } });
  });
  await page.route('**/api/auth/check', (route) =>
    route.fulfill({ json: { success: true, data: { sub: 'sub-7', userId: 7 } } }),
  );
  await page.addInitScript(() => localStorage.setItem('CognitoIdentityServiceProvider.e2e.LastAuthUser', 'pat'));
  // Affiliates' payouts are connected here; the overlay has its own spec (affiliate-connect.spec.ts).
  if (roles.includes('Affiliate')) await stubConnectedPayouts(page, user);
}

/** The KPI endpoints answering a period with nothing in it. */
async function stubEmptyKpi(page: Page) {
  const zero = { visitors: 0, rsvpStarted: 0, rsvpRegistered: 0, paid: 0, attended: 0, replayWatched: 0 };
  const totals = {
    revenue: { seatsCents: 0, advertisingCents: 0, refundsCents: 0, commissionsCents: 0, netCents: 0 },
    seatsSold: 0,
    pageViews: 0,
    visitors: 0,
    funnel: zero,
    signUps: 0,
    subscribersGained: 0,
    subscribersLost: 0,
  };
  await page.route('**/api/v1/admin/kpi**', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/settings')) {
      return route.fulfill({ json: { success: true, data: { timeZone: 'UTC', visitRetentionDays: 90 } } });
    }
    const from = url.searchParams.get('from') ?? '2026-01-01';
    const to = url.searchParams.get('to') ?? from;
    // Typed with the contract, so a report that gains a field fails the typecheck here, not the run.
    const report: KpiReport = {
      period: { from, to },
      previousPeriod: null,
      timeZone: 'UTC',
      currency: 'usd',
      granularity: 'day',
      countedAt: new Date().toISOString(),
      totals,
      previousTotals: null,
      rsvpsByStatus: [],
      signUpsByRole: [],
      sessions: [],
      sources: [],
      series: [],
      attendance: { sessions: [], sources: [] },
    };
    return route.fulfill({ json: { success: true, data: report } });
  });
}

const ADMIN_SECTIONS = [
  'Manage Events',
  'RSVP',
  'Sales',
  'Affiliates',
  'Email Subscribers',
  'KPI',
  'Digital Billboard',
  'Requisition',
  'Newsletter',
  'Blog',
  'Email Marketing KPI',
  'Automation',
  'Segments',
  'Campaign',
  'Email Users',
  'Notes',
  'FAQ',
  'Legal',
  'Audit log',
  'Site settings',
];

test.describe('admin panel', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('"Loading..." while the server is asked, then the sidebar, the active item and the section', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    await signedInAs(page, ['Admin'], { holdMe: new Promise<void>((resolve) => (release = resolve)) });
    // This stubbed session cannot call the real API: the KPI section gets an empty period instead.
    await stubEmptyKpi(page);
    await page.goto('/admin/dashboard/kpi');
    await expect(page.getByText('Loading...')).toBeVisible();
    release();
    const nav = page.getByRole('navigation', { name: 'Admin Dashboard sections' });
    await expect(nav.getByRole('link')).toHaveText(ADMIN_SECTIONS);
    await expect(page.getByRole('heading', { level: 1, name: 'KPI' })).toBeVisible();
    await expect(page.getByText('No webinar session starts in this period.')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'KPI', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    await nav.getByRole('link', { name: 'Affiliates' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/affiliates$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Affiliates' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Affiliates' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'KPI', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/^Affiliates · Admin Dashboard \| /);
  });

  test('an unknown section says so; Logout signs out with no confirmation', async ({ page }) => {
    await signedInAs(page, ['Admin']);
    await page.goto('/admin/dashboard/nope');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin Dashboard sections' });
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Confirm Logout' })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });

  test('at 375 px the sidebar opens from the burger and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signedInAs(page, ['Admin']);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open sections' }).click();
    const nav = page.getByRole('navigation', { name: 'Admin Dashboard sections' });
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open sections' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('role gates use the server answer', () => {
  test('an affiliate opening the sales panel is told and sent to their own dashboard', async ({ page }) => {
    await signedInAs(page, ['Affiliate']);
    await page.goto('/sales/dashboard/kpi');
    await expect(page.getByText('Your account does not have access to the Sales Dashboard.')).toBeVisible();
    await expect(page).toHaveURL(/\/affiliate\/dashboard\/kpi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'KPI' })).toBeVisible();
  });

  test('a signed-in visitor opening /login goes to their landing page', async ({ page }) => {
    await signedInAs(page, ['EmailMarketing']);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/emailMarketing\/dashboard\/kpi$/);
    await expect(page.getByText('Email Marketing Dashboard')).toBeVisible();
  });
});

test.describe('staff panels', () => {
  for (const [role, path, title, sections] of [
    [
      'Sales',
      '/sales/dashboard',
      'Sales Dashboard',
      ['KPI', 'Links', 'Notes', 'Campaign', 'Automation', 'Users', 'Segments'],
    ],
    [
      'EmailMarketing',
      '/emailMarketing/dashboard',
      'Email Marketing Dashboard',
      ['KPI', 'Campaign', 'Automation', 'Users', 'Segments', 'Notes'],
    ],
    ['Affiliate', '/affiliate/dashboard', 'Affiliate Dashboard', ['KPI', 'Links', 'Notes']],
  ] as const) {
    test(`${title}: sections, first section by default, and the Confirm Logout dialog`, async ({ page }) => {
      await signedInAs(page, [role]);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}/kpi$`));
      // Senders without a saved mailbox are asked for one first (docs/product.md, Email marketing).
      if (role !== 'Affiliate') await closeCredentialsPrompt(page);
      await expect(page.getByRole('banner').getByText(title)).toBeVisible();
      const nav = page.getByRole('navigation', { name: `${title} sections` });
      await expect(nav.getByRole('link')).toHaveText([...sections]);
      await expect(nav.getByRole('link', { name: 'KPI', exact: true })).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Logout' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
      await expect(dialog).toContainText('Are you sure you want to logout?');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('dialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect
        .poll(() => page.evaluate(() => [localStorage.getItem('userId'), localStorage.getItem('roles')]))
        .toEqual([null, null]);
    });
  }

  test('the advertiser dashboard opens for advertisers', async ({ page }) => {
    await signedInAs(page, ['Advertiser']);
    await page.goto('/advertising/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My Billboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New creative' })).toBeVisible();
  });
});
