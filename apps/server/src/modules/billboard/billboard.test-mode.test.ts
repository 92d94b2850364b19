import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';
import { advertiserOf, checkout, planOf, planPayments, type Sender } from '../../../test/billboard-harness';

/**
 * Without Stripe keys: the TEST MODE checkout subscribes, and the TEST MODE billing page renews,
 * fails, switches and cancels, driving the same code as Stripe's subscription webhooks.
 */
let t: IdentityTestApp;
let advertiser: Sender;
let billingPath = '';

beforeAll(async () => {
  t = await createIdentityTestApp({ env: { PUBLIC_URL: 'https://meridian.example' } });
  advertiser = await advertiserOf(t, 'tess.tester@billboard.test');
});
afterAll(() => t.close());

const pathOf = (url: string) => new URL(url).pathname;

async function act(body: object) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/${billingPath}`, payload: body });
  return { status: res.statusCode, json: res.json() as { data: Record<string, unknown>; message?: string } };
}

describe('an advertising plan in TEST MODE', () => {
  it('shows "Subscribe … / month" on the test checkout and starts the plan when paid', async () => {
    const res = await checkout(t, advertiser, 'monthly');
    expect(res.status).toBe(200);
    const checkoutPath = pathOf((res.data as { url: string }).url);
    expect(checkoutPath).toMatch(/^\/checkout\/test\/cs_test_local_/);
    const id = checkoutPath.split('/').at(-1) ?? '';
    const view = await t.app.inject({ method: 'GET', url: `/api/v1/test-checkout/${id}` });
    expect(view.json().data).toMatchObject({ interval: 'month', amountCents: 15_000 });
    const pay = await t.app.inject({ method: 'POST', url: `/api/v1/test-checkout/${id}/pay` });
    expect(pay.statusCode).toBe(200);
    const plan = await planOf(t, advertiser);
    expect(plan.subscription).toMatchObject({ plan: 'monthly', status: 'active', amountCents: 15_000 });
    expect(plan.invoices.map((i) => i.amountCents)).toEqual([15_000]);
  });

  it('opens the TEST MODE billing page from "Manage billing"', async () => {
    const res = await api(t, advertiser, 'POST', '/api/v1/advertiser/portal');
    expect(res.status).toBe(200);
    const path = pathOf((res.data as { url: string }).url);
    expect(path).toMatch(/^\/billing\/test\/sub_test_local_/);
    billingPath = path.replace('/billing/test/', 'test-billing/');
    const view = await t.app.inject({ method: 'GET', url: `/api/v1/${billingPath}` });
    expect(view.json().data).toMatchObject({
      status: 'active',
      interval: 'month',
      returnUrl: 'https://meridian.example/advertising/dashboard',
      planOptions: [{ interval: 'year', amountCents: 60_000 }],
    });
  });

  it('renews, fails a renewal (past due), and recovers', async () => {
    expect((await act({ action: 'renew' })).status).toBe(200);
    expect((await planOf(t, advertiser)).invoices).toHaveLength(2);
    expect((await act({ action: 'fail-renewal' })).json.data.status).toBe('past_due');
    expect((await planOf(t, advertiser)).subscription?.status).toBe('past_due');
    expect((await act({ action: 'renew' })).json.data.status).toBe('active');
    const plan = await planOf(t, advertiser);
    expect(plan.subscription?.status).toBe('active');
    expect(plan.invoices).toHaveLength(3);
  });

  it('switches to yearly with Stripe’s proration: the yearly price less the unused month', async () => {
    const res = await act({ action: 'switch', interval: 'year' });
    expect(res.json.data).toMatchObject({ interval: 'year', amountCents: 60_000 });
    const plan = await planOf(t, advertiser);
    expect(plan.subscription).toMatchObject({ plan: 'yearly', status: 'active' });
    // The renewals above ran ahead of the clock, so the whole current month is unused and credited.
    expect(plan.invoices[0]?.amountCents).toBe(60_000 - 15_000);
    expect(await planPayments(t)).toHaveLength(4);
  });

  it('cancels at period end, then ends at the next renewal; an ended plan refuses actions', async () => {
    expect((await act({ action: 'cancel' })).json.data.cancelAtPeriodEnd).toBe(true);
    expect((await planOf(t, advertiser)).subscription?.status).toBe('cancelled');
    expect((await act({ action: 'renew' })).json.data.status).toBe('canceled');
    const plan = await planOf(t, advertiser);
    expect(plan.subscription?.status).toBe('ended');
    expect(plan.serving).toBe(false);
    const refused = await act({ action: 'renew' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('This plan has ended. Subscribe again from your dashboard.');
    expect(await planPayments(t)).toHaveLength(4);
  });
});
