import { TEST_CHECKOUT_MESSAGES } from '@meridian/contracts/payments-test-checkout';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { leaveFor } from './leave-for';
import { fail, fakeApi, ok, renderInSite } from './rsvp.test-kit';
import { TestCheckoutView } from './test-checkout-view';

vi.mock('./leave-for', () => ({ leaveFor: vi.fn() }));

const ID = 'cs_test_local_AbCdEfGh12345678';
const PATH = `/api/v1/test-checkout/${ID}`;

function checkout(overrides = {}) {
  return {
    id: ID,
    status: 'open',
    description: 'Webinar seat: Options Basics, Thu, Mar 14, 2030',
    customerEmail: 'ada@example.com',
    amountCents: 50_000,
    currency: 'usd',
    interval: null,
    expiresAt: new Date(Date.now() + 29 * 60_000 + 30_000).toISOString(),
    cancelUrl: 'http://localhost/rsvp/cancelled?reference=r',
    successUrl: 'http://localhost/rsvp/success?reference=r',
    ...overrides,
  };
}

function show(id = ID) {
  renderInSite(<TestCheckoutView id={id} merchant="Meridian Trading Academy" />);
}

afterEach(async () => {
  await act(() => notify.clear());
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(leaveFor).mockClear();
});

describe('TEST MODE checkout', () => {
  it('shows the banner, description, email, amount, time left and the exact Pay button', async () => {
    fakeApi({ [`GET ${PATH}`]: () => ok(checkout()) });
    show();
    expect(await screen.findByRole('button', { name: 'Pay $500.00' })).toBeTruthy();
    expect(screen.getByText('TEST MODE')).toBeTruthy();
    expect(screen.getByText(/No real card is charged/)).toBeTruthy();
    expect(screen.getByText('Webinar seat: Options Basics, Thu, Mar 14, 2030')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('$500.00')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^29:(2\d|30)$/);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('pays, then sends the browser where the server says', async () => {
    const calls = fakeApi({
      [`GET ${PATH}`]: () => ok(checkout()),
      [`POST ${PATH}/pay`]: () => ok({ redirectUrl: 'http://localhost/rsvp/success?reference=r' }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $500.00' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost/rsvp/success?reference=r'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`${PATH}/pay`]);
  });

  it('shown again from the back/forward cache after paying, says it is paid instead of a busy Pay button', async () => {
    let status = 'open';
    fakeApi({
      [`GET ${PATH}`]: () => ok(checkout({ status })),
      [`POST ${PATH}/pay`]: () => {
        status = 'complete';
        return ok({ redirectUrl: 'http://localhost/rsvp/success?reference=r' });
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $500.00' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    // The browser comes Back to the page as it was left (bfcache): pageshow with persisted.
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(await screen.findByText('Already paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your booking' }).getAttribute('href')).toBe(
      'http://localhost/rsvp/success?reference=r',
    );
  });

  it('cancels, then sends the browser to the cancel page', async () => {
    fakeApi({
      [`GET ${PATH}`]: () => ok(checkout()),
      [`POST ${PATH}/cancel`]: () => ok({ redirectUrl: 'http://localhost/rsvp/cancelled?reference=r' }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost/rsvp/cancelled?reference=r'));
  });

  it('says when the checkout expired, with a way back to /rsvp', async () => {
    fakeApi({ [`GET ${PATH}`]: () => ok(checkout({ status: 'expired' })) });
    show();
    expect(await screen.findByText(TEST_CHECKOUT_MESSAGES.expired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to RSVP' }).getAttribute('href')).toBe('/rsvp');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('says when it was already paid', async () => {
    fakeApi({ [`GET ${PATH}`]: () => ok(checkout({ status: 'complete' })) });
    show();
    expect(await screen.findByText(TEST_CHECKOUT_MESSAGES.complete)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your booking' }).getAttribute('href')).toBe(
      'http://localhost/rsvp/success?reference=r',
    );
  });

  it('reports a refused payment and shows the checkout as it is now', async () => {
    let expired = false;
    fakeApi({
      [`GET ${PATH}`]: () => ok(checkout(expired ? { status: 'expired' } : {})),
      [`POST ${PATH}/pay`]: () => {
        expired = true;
        return fail(409, TEST_CHECKOUT_MESSAGES.expired);
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $500.00' }));
    expect(await screen.findByRole('heading', { name: 'Checkout expired' })).toBeTruthy();
    expect(screen.getAllByText(TEST_CHECKOUT_MESSAGES.expired).length).toBeGreaterThanOrEqual(1);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('does not call the server for a malformed id, and says the checkout was not found', async () => {
    const calls = fakeApi({});
    show('not-a-checkout');
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeTruthy();
    // Said once: the heading, then why and what to do, not the same words again.
    expect(screen.getAllByText(/Checkout not found/)).toHaveLength(1);
    expect(calls).toEqual([]);
  });
});
