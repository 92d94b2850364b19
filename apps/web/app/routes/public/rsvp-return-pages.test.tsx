import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendarItem,
  fail,
  fakeApi,
  ok,
  REFERENCE,
  renderInSite,
  statusView,
} from '../../features/rsvp/rsvp.test-kit';
import { POLL_LIMIT_MS } from '../../features/rsvp/use-registration-status';
import RsvpCancelledPage from './rsvp-cancelled.page';
import RsvpSuccessPage from './rsvp-success.page';

/** The pages checkout sends the visitor back to: /rsvp/success and /rsvp/cancelled. */

const PATH = `/api/v1/register/${REFERENCE}`;

function showAt(Page: ComponentType, path: string, search: string) {
  renderInSite(<Page />, `${path}${search}`, path);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/rsvp/success', () => {
  const show = (search = `?reference=${REFERENCE}`) => showAt(RsvpSuccessPage, '/rsvp/success', search);

  it('shows a paid booking: session, times, length, email and amount', async () => {
    fakeApi({ [`GET ${PATH}`]: () => ok(statusView({ status: 'paid' })) });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: "You're in!" })).toBeTruthy();
    expect(screen.getByText('Options Basics')).toBeTruthy();
    expect(screen.getByText('1 h 30 min')).toBeTruthy();
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('$500.00')).toBeTruthy();
    expect(screen.getByText('Thu, Mar 14, 2030 · 7:00 PM EDT')).toBeTruthy();
  });

  it('says "Confirming your payment…" while pending and updates by itself', async () => {
    let calls = 0;
    fakeApi({ [`GET ${PATH}`]: () => ok(statusView({ status: ++calls < 2 ? 'pending' : 'paid' })) });
    show();
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: "You're in!" }, { timeout: 5000 })).toBeTruthy();
  });

  it('stops asking after two minutes with a helpful message, and "Check again" asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    const calls = fakeApi({ [`GET ${PATH}`]: () => ok(statusView({ status: paid ? 'paid' : 'pending' })) });
    show();
    await screen.findByRole('heading', { name: 'Confirming your payment…' });
    await act(() => vi.advanceTimersByTimeAsync(POLL_LIMIT_MS + 5000));
    expect(await screen.findByRole('heading', { name: 'Still waiting for your payment' })).toBeTruthy();
    const asked = calls.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls.length).toBe(asked);
    paid = true;
    act(() => screen.getByRole('button', { name: 'Check again' }).click());
    expect(await screen.findByRole('heading', { name: "You're in!" })).toBeTruthy();
  });

  it.each([
    ['expired', 'Your seat hold expired'],
    ['cancelled', 'This booking was cancelled'],
    ['refunded', 'This booking was refunded'],
  ] as const)('explains a %s booking and links back to /rsvp', async (status, heading) => {
    fakeApi({ [`GET ${PATH}`]: () => ok(statusView({ status })) });
    show();
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a date again' }).getAttribute('href')).toBe('/rsvp');
  });

  it('explains a cancelled session', async () => {
    fakeApi({ [`GET ${PATH}`]: () => ok(statusView({ status: 'refunded', sessionCancelled: true })) });
    show();
    expect(await screen.findByRole('heading', { name: 'This session was cancelled' })).toBeTruthy();
  });

  it.each(['', '?reference=', '?reference=not-a-uuid'])(
    'handles the reference %j without calling the server',
    async (search) => {
      const calls = fakeApi({});
      show(search);
      expect(await screen.findByRole('heading', { name: 'We could not find this booking' })).toBeTruthy();
      expect(calls).toEqual([]);
    },
  );

  it('says so when the server knows no such booking', async () => {
    fakeApi({ [`GET ${PATH}`]: () => fail(404, 'Registration not found') });
    show();
    expect(await screen.findByRole('heading', { name: 'We could not find this booking' })).toBeTruthy();
  });
});

describe('/rsvp/cancelled', () => {
  const show = (search = `?reference=${REFERENCE}`) => showAt(RsvpCancelledPage, '/rsvp/cancelled', search);

  it('releases the seat once, says nothing was charged, and "Choose a date again" opens the modal', async () => {
    const calls = fakeApi({
      [`POST ${PATH}/release`]: () => ok(statusView({ status: 'cancelled' })),
      'GET /api/v1/calendar': () => ok([calendarItem()]),
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your seat was released' })).toBeTruthy();
    expect(screen.getByText(/nothing was charged/)).toBeTruthy();
    expect(calls.filter((call) => call.path === `${PATH}/release`)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Choose a date again' }));
    expect(await screen.findByRole('dialog', { name: 'RSVP' })).toBeTruthy();
  });

  it('shows a booking that was paid meanwhile instead of releasing it', async () => {
    // Another booking: this page releases each reference once per page load.
    const other = '9b2e4c1d-7f3a-4e5b-8c6d-1a2b3c4d5e6f';
    fakeApi({
      [`POST /api/v1/register/${other}/release`]: () => fail(409, RSVP_MESSAGES.notPending),
      [`GET /api/v1/register/${other}`]: () => ok(statusView({ reference: other, status: 'paid' })),
    });
    show(`?reference=${other}`);
    expect(await screen.findByRole('heading', { name: 'This booking is already paid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your booking' }).getAttribute('href')).toBe(
      `/rsvp/success?reference=${other}`,
    );
  });

  it('handles a missing reference without calling the server', async () => {
    const calls = fakeApi({});
    show('');
    expect(await screen.findByRole('heading', { name: 'We could not find this booking' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
