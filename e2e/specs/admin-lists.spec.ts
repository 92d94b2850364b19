import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshEmail } from '../support/accounts';
import { adminToken, callApi, createAccount } from '../support/api-accounts';
import { expectNoAxeViolations } from '../support/axe';
import { screenshot } from '../support/look';
import { createSessionAsAdmin, paidSeat } from '../support/sessions';
import { openAsAdmin } from '../support/signed-in';

/**
 * Every admin list at 1440 and 375 px (docs/decisions/2026-11-27-admin-tables.md): at 1440 a table
 * with every column and action in view, its order said above it; at 375 a card per row with the
 * status and the actions in view; nothing scrolls sideways; no axe violation. The rows are made
 * through the API first, one set per worker.
 */

interface AdminList {
  slug: string;
  path: (data: Data) => string;
  table: string;
  /** The caption saying how the rows are ordered. */
  order: string;
  /** Text of the row to look at, and what must be in view in it. */
  row: (data: Data) => string;
  status: string;
  /** The row's action that must stay in view (a link for Runs). */
  action?: (data: Data) => { role: 'button' | 'link'; name: string };
  /** Text the row shows by name rather than by id. */
  names?: (data: Data) => string;
}

interface Data {
  sessionId: number;
  sessionTitle: string;
  buyer: string;
  waiting: string;
  affiliate: { email: string; name: string };
  advertiser: { email: string };
  subscriber: string;
  opening: string;
  post: string;
  issue: string;
  sequence: string;
  listName: string;
  campaign: string;
}

const LISTS: AdminList[] = [
  {
    slug: 'events',
    path: () => '/admin/dashboard',
    table: 'Webinar sessions',
    order: 'Soonest first',
    row: (d) => d.sessionTitle,
    status: 'Scheduled',
    action: (d) => ({ role: 'button', name: `Edit ${d.sessionTitle}` }),
  },
  {
    slug: 'rsvp',
    path: (d) => `/admin/dashboard/rsvp?session=${d.sessionId}`,
    table: 'Registrations',
    order: 'Newest registrations first',
    row: (d) => d.buyer,
    status: 'Paid',
    action: (d) => ({ role: 'button', name: `Refund $500.00 to ${d.buyer}` }),
  },
  {
    slug: 'waitlist',
    path: (d) => `/admin/dashboard/rsvp?session=${d.sessionId}&view=waitlist`,
    table: 'Waitlist',
    order: 'In the order they joined',
    row: (d) => d.waiting,
    status: 'Waiting',
  },
  {
    slug: 'sales',
    path: () => '/admin/dashboard/sales',
    table: 'Payments',
    order: 'Latest payments first',
    row: (d) => d.buyer,
    status: 'Paid',
    action: (d) => ({ role: 'button', name: `Refund $500.00 to ${d.buyer}` }),
  },
  {
    slug: 'affiliates',
    path: () => '/admin/dashboard/affiliates',
    table: 'Affiliates',
    order: 'In sign-up order, earliest first',
    row: (d) => d.affiliate.email,
    status: 'Not connected',
    action: (d) => ({ role: 'button', name: `Hold payouts to ${d.affiliate.name}` }),
  },
  {
    slug: 'subscribers',
    path: () => '/admin/dashboard/marketingSubscribers',
    table: 'Email subscribers',
    order: 'Newest subscribers first',
    row: (d) => d.subscriber,
    status: 'Confirmed',
    action: (d) => ({ role: 'button', name: `Delete ${d.subscriber}` }),
  },
  {
    slug: 'billboard',
    path: () => '/admin/dashboard/billboard',
    table: 'Advertisers',
    order: 'In sign-up order, earliest first',
    row: (d) => d.advertiser.email,
    status: 'Not subscribed',
  },
  {
    slug: 'requisition',
    path: () => '/admin/dashboard/requisition',
    table: 'Job openings',
    order: 'Open positions first, the newest first within each',
    row: (d) => d.opening,
    status: 'Open',
    action: (d) => ({ role: 'button', name: `Edit ${d.opening}` }),
  },
  {
    slug: 'newsletter',
    path: () => '/admin/dashboard/newsletter',
    table: 'Newsletter issues',
    order: 'Most recently edited first',
    row: (d) => d.issue,
    status: 'Draft',
  },
  {
    slug: 'blog',
    path: () => '/admin/dashboard/blog',
    table: 'Blog posts',
    order: 'Most recently edited first',
    row: (d) => d.post,
    status: 'Draft',
    action: (d) => ({ role: 'button', name: `Delete ${d.post}` }),
  },
  {
    slug: 'automation',
    path: () => '/admin/dashboard/automation',
    table: 'Sequences',
    order: 'Most recently edited first',
    row: (d) => d.sequence,
    status: 'Draft',
    action: (d) => ({ role: 'link', name: `Runs of ${d.sequence}` }),
    names: (d) => `Added to the list “${d.listName}”`,
  },
  {
    slug: 'campaign',
    path: () => '/admin/dashboard/campaign',
    table: 'Campaigns',
    order: 'Newest campaigns first',
    row: (d) => d.campaign,
    status: 'Draft',
    names: (d) => `Lists: ${d.listName}`,
  },
  {
    slug: 'email-users',
    path: () => '/admin/dashboard/users',
    table: 'Users',
    order: 'Earliest sign-ups first',
    row: (d) => d.affiliate.email,
    status: 'Active',
    action: (d) => ({ role: 'button', name: `Disable ${d.affiliate.email}` }),
  },
];

let data: Data;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const token = await adminToken();
  const asAdmin = <T = unknown>(path: string, body: unknown) => callApi<T>(token, 'POST', path, body);
  const worker = `${test.info().workerIndex}-${Date.now()}`;
  // A long title and subject: they must wrap between words, never overlap the next column.
  const sessionTitle = `Reading the order book before the opening bell on volatile mornings ${worker}`;
  const session = await createSessionAsAdmin({ title: sessionTitle, capacity: 1 });
  const buyer = freshEmail('lists-buyer');
  await paidSeat(session.id, buyer);
  const waiting = freshEmail('lists-waiting');
  await callApi(null, 'POST', '/api/v1/waitlist', {
    sessionId: session.id,
    firstName: 'Wendy',
    lastName: 'Waiting',
    email: waiting,
  });
  const affiliateAccount = await createAccount('lists-affiliate', {
    signUpRole: 'Affiliate',
    firstName: 'Robin',
    lastName: 'Partner-lists-affiliate',
  });
  const affiliate = { email: affiliateAccount.email, name: 'Robin Partner-lists-affiliate' };
  const advertiser = await createAccount('lists-advertiser', { signUpRole: 'Advertiser' });
  const subscriber = freshEmail('lists-reader');
  await asAdmin('/api/v1/admin/newsletter/subscribers/import', {
    csv: `Email,First Name\n${subscriber},Ada\n`,
    consentBasis: 'Signed up at the e2e webinar',
  });
  const opening = `Senior trading educator for the futures desk ${worker}`;
  await asAdmin('/api/v1/admin/careers/openings', {
    title: opening,
    department: 'Education',
    location: 'Remote (United States)',
    type: 'full-time',
    description: 'Teach live webinars.',
    status: 'open',
  });
  const post = `What the yield curve says about the next quarter ${worker}`;
  await asAdmin('/api/v1/blog/admin/posts', {
    title: post,
    body: { type: 'doc', content: [] },
    authorName: 'Ada Admin',
  });
  const issue = `Weekly market notes on futures workshops ${worker}`;
  await asAdmin('/api/v1/admin/newsletter/issues', { subject: issue });
  const listName = `Webinar leads ${worker}`;
  const list = await asAdmin<{ id: number }>('/api/v1/contact-lists', { name: listName });
  const sequence = `Welcome new webinar leads ${worker}`;
  await asAdmin('/api/v1/automations', {
    name: sequence,
    trigger: { type: 'contact.list_added', listId: list.id },
    steps: [{ kind: 'wait', amount: 1, unit: 'days' }],
  });
  const campaign = `Our future strategies workshop: reserve your seat before Friday ${worker}`;
  await asAdmin('/api/v1/campaigns', { subject: campaign, audience: { listIds: [list.id], tags: [] } });
  data = {
    sessionId: session.id,
    sessionTitle,
    buyer,
    waiting,
    affiliate,
    advertiser,
    subscriber,
    opening,
    post,
    issue,
    sequence,
    listName,
    campaign,
  };
});

/** Nothing on the page is wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The element lies inside the window from left to right. */
async function expectInView(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'a box on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

for (const list of LISTS) {
  test(`${list.slug}: every column and action in view at 1440 px, a card per row at 375 px`, async ({ browser }) => {
    const { context, page } = await openAsAdmin(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto(list.path(data));
    const table = page.getByRole('table', { name: list.table, exact: true });
    const row = table.getByRole('row').filter({ hasText: list.row(data) });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(list.order, { exact: true })).toBeVisible();
    const frame = table.locator('xpath=..');

    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      // Wide: a table; narrow: each row a card (the frame says which it drew).
      if (width === 375) await expect(frame).toHaveAttribute('data-stacked', 'true');
      else await expect(frame).not.toHaveAttribute('data-stacked');
      await row.scrollIntoViewIfNeeded();
      await expectInView(page, row.getByText(list.status, { exact: true }).first());
      if (list.action) {
        const { role, name } = list.action(data);
        await expectInView(page, row.getByRole(role, { name }));
      }
      if (list.names) await expect(row.getByText(list.names(data))).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      // From the top, so the fixed header is drawn where it belongs in the full-page picture.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `admin-list-${list.slug}`);
    }
    await context.close();
  });
}
