import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { calendarItem, fail, fakeApi, ok, renderInSite } from './rsvp.test-kit';
import { seatsLeftText } from './session-label';
import { UpcomingSessions } from './upcoming-sessions';
import { useOfferFromUrl } from './use-offer-from-url';

// The booking form's widget, without workers (jsdom).
vi.mock('./load-altcha', async () => ({ loadAltcha: (await import('./rsvp.test-kit')).fakeAltcha }));

function Page() {
  useOfferFromUrl();
  return <UpcomingSessions empty={<p>No sessions yet</p>} />;
}

const sessions = [
  calendarItem(),
  calendarItem({ id: 8, title: 'Risk First', seatsLeft: 0, priceCents: 45_000, durationMinutes: 60 }),
];

afterEach(async () => {
  await act(() => notify.clear());
  cleanup();
  vi.unstubAllGlobals();
});

describe('upcoming sessions on /rsvp', () => {
  it('lists each session with its length, seats and price, and "Reserve a seat" opens the modal on it', async () => {
    fakeApi({ 'GET /api/v1/calendar': () => ok(sessions) });
    renderInSite(<Page />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Options Basics' })).toBeTruthy();
    expect(screen.getByText('12 seats left')).toBeTruthy();
    expect(screen.getByText('1 h 30 min')).toBeTruthy();
    expect(screen.getByText('$450')).toBeTruthy();
    expect(screen.getByText('Full')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Reserve a seat for Options Basics/ }));
    const dialog = await screen.findByRole('dialog', { name: 'RSVP' });
    await waitFor(() => expect(dialog.textContent).toContain('Options Basics · 1 h 30 min · 12 seats left'));
  });

  it('shows the empty state when nothing is open', async () => {
    fakeApi({ 'GET /api/v1/calendar': () => ok([]) });
    renderInSite(<Page />);
    expect(await screen.findByText('No sessions yet')).toBeTruthy();
  });

  it('offers a retry when the dates fail to load', async () => {
    let attempts = 0;
    fakeApi({ 'GET /api/v1/calendar': () => (++attempts === 1 ? fail(503, 'Service unavailable') : ok(sessions)) });
    renderInSite(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Risk First' })).toBeTruthy();
  });

  it('opens the modal for a waitlist offer from ?offer=, filled in', async () => {
    fakeApi({
      'GET /api/v1/calendar': () => ok(sessions),
      'GET /api/v1/waitlist/offers/tok123': () =>
        ok({
          token: 'tok123',
          sessionId: 8,
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          phone: null,
          expiresAt: '2030-03-10T12:00:00.000Z',
        }),
    });
    renderInSite(<Page />, '/?offer=tok123');
    expect(await screen.findByRole('dialog', { name: 'RSVP' })).toBeTruthy();
    expect(await screen.findByText('A seat is held for you')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email', { selector: 'input' }).value).toBe('grace@example.com');
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeTruthy();
  });

  it('says clearly when an offer is used or expired', async () => {
    fakeApi({
      'GET /api/v1/calendar': () => ok(sessions),
      'GET /api/v1/waitlist/offers/old': () => fail(404, RSVP_MESSAGES.offerInvalid),
    });
    renderInSite(<Page />, '/?offer=old');
    expect(await screen.findByText(RSVP_MESSAGES.offerInvalid)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'RSVP' })).toBeNull();
  });
});

describe('seatsLeftText', () => {
  it('words the seats left', () => {
    expect([0, 1, 2, -1].map(seatsLeftText)).toEqual(['Full', '1 seat left', '2 seats left', 'Full']);
  });
});
