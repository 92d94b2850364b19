import { expect, type Page } from '@playwright/test';
import { storedAccessToken } from './sessions';

/**
 * Connects the signed-in affiliate's payouts the way the panel does, over the API: their referral
 * links, POST /api/v2/stripe-connect, then the TEST MODE onboarding's "Complete onboarding".
 */
export async function connectPayouts(page: Page): Promise<void> {
  const headers = { Authorization: `Bearer ${await storedAccessToken(page)}` };
  const me = (await (await page.request.get('/api/v1/user/me', { headers })).json()) as { data: { id: number } };
  const links = (await (await page.request.get('/api/v1/affiliate/links', { headers })).json()) as {
    data: { links: { kind: string; url: string }[] };
  };
  const url = (kind: string) => links.data.links.find((link) => link.kind === kind)?.url;
  const started = await page.request.post('/api/v2/stripe-connect', {
    headers,
    data: {
      id: me.data.id,
      rsvpLink: url('rsvp'),
      newsletterLink: url('newsletter'),
      digitalBillboardLink: url('billboard'),
      emailMarketingLink: url('email-marketing'),
    },
  });
  expect(started.status()).toBe(200);
  const { data } = (await started.json()) as { data: { onboardingUrl: string } };
  const linkId = new URL(data.onboardingUrl).pathname.split('/').at(-1) ?? '';
  const completed = await page.request.post(`/api/v1/test-connect/${linkId}/complete`);
  expect(completed.status()).toBe(200);
}

/** For a stubbed session (no real token): the payouts lookup answers that payouts are connected. */
export async function stubConnectedPayouts(
  page: Page,
  user: { id: number; email: string; firstName: string; lastName: string },
) {
  await page.route('**/api/v2/stripe-connect**', (route) =>
    route.fulfill({
      json: {
        success: true,
        data: {
          ...user,
          createdAt: '2026-11-01T12:00:00.000Z',
          updatedAt: '2026-11-01T12:00:00.000Z',
          roles: ['Affiliate'],
          adminStripeConnectId: 'acct_test_stubbed',
          referredById: null,
        },
      },
    }),
  );
}
