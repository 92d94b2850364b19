import { VISIT_BEACON_PATH } from '@meridian/contracts/kpi';
import { RSVP_MESSAGES } from '@meridian/contracts/rsvp';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, formatSessionStart } from '../../lib/datetime';
import { notify } from '../../lib/notify';
import { sendVisit } from '../../lib/visit-beacon';
import { leaveFor } from './leave-for';
import { RsvpModal } from './rsvp-modal';
import { calendarItem, fail, fakeApi, ok, REFERENCE, renderInSite } from './rsvp.test-kit';
import { FULL_SUFFIX } from './session-label';

vi.mock('./leave-for', () => ({ leaveFor: vi.fn() }));
vi.mock('./load-altcha', async () => ({ loadAltcha: (await import('./rsvp.test-kit')).fakeAltcha }));

const registration = {
  reference: REFERENCE,
  sessionId: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  status: 'pending',
  affiliateId: 42,
  amountCents: 50_000,
  currency: 'usd',
  holdExpiresAt: '2099-01-01T00:00:00.000Z',
};
const sessions = [calendarItem(), calendarItem({ id: 8, title: 'Risk First', seatsLeft: 0, priceCents: 45_000 })];
/** The label of both sessions' start in this machine's zone (the modal shows the visitor's own). */
const START = formatSessionStart(sessions[0]!.startsAt, browserTimeZone());

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** Opens the modal and waits until the form has settled (its first field focused). */
async function openModal(request = {}, withForm = true) {
  renderInSite(<RsvpModal opened request={request} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'RSVP' });
  if (withForm) await waitFor(() => expect(document.activeElement).toBe(input('First Name')));
  return dialog;
}

function type(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

/**
 * Opens the Date dropdown and picks `name`. jsdom has no layout, so Mantine's popover counts its
 * target as detached and keeps the dropdown `display: none`: the options are found with `hidden`.
 */
async function chooseDate(name: string) {
  fireEvent.click(input('Date'));
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

async function fillValid() {
  type('First Name', 'Ada');
  type('Last Name', 'Lovelace');
  type('Phone Number', '+1 (555) 010-2030');
  type('Email', 'ada@example.com');
  await chooseDate(START);
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

// The tab landed from another site through a tagged link: its first public page kept that source.
beforeAll(() => {
  const landingTab = {
    navigator: { sendBeacon: () => true },
    document: { referrer: 'https://news.example.org/markets?id=3' },
    location: { origin: 'http://localhost' },
  };
  sendVisit('/about', '?utm_source=news&utm_medium=email&utm_campaign=fall', landingTab as unknown as Window);
});

afterEach(async () => {
  await act(() => notify.clear());
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(leaveFor).mockClear();
});

describe('RSVP modal', () => {
  it('has the documented title, price, fields, terms links and button; dates come from the calendar', async () => {
    fakeApi({ 'GET /api/v1/calendar': () => ok(sessions) });
    const dialog = await openModal();
    expect(within(dialog).getByText('$500')).toBeTruthy();
    for (const label of ['First Name', 'Last Name', 'Phone Number', 'Email', 'Date']) expect(input(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Terms & Conditions/ }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeTruthy();
    fireEvent.click(input('Date'));
    expect(await screen.findByRole('option', { name: START, hidden: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: `${START} ${FULL_SUFFIX}`, hidden: true })).toBeTruthy();
  });

  it('shows every field message on an empty submit and sends nothing', async () => {
    const calls = fakeApi({ 'GET /api/v1/calendar': () => ok(sessions) });
    await openModal();
    await press('Continue to Payment');
    const required = ['firstName', 'lastName', 'phone', 'email', 'date', 'terms'] as const;
    for (const key of required) expect(screen.getByText(RSVP_MESSAGES[key])).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST' && call.path !== VISIT_BEACON_PATH)).toEqual([]);
  });

  it('explains a bad phone number and email, keeps what was typed, and clears a message on edit', async () => {
    fakeApi({ 'GET /api/v1/calendar': () => ok(sessions) });
    await openModal();
    await fillValid();
    type('Phone Number', '12ab');
    type('Email', 'not-an-email');
    await press('Continue to Payment');
    expect(screen.getByText(RSVP_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(RSVP_MESSAGES.email)).toBeTruthy();
    expect(input('First Name').value).toBe('Ada');
    expect(input('Phone Number').value).toBe('12ab');
    type('Email', 'ada@example.com');
    expect(screen.queryByText(RSVP_MESSAGES.email)).toBeNull();
  });

  it('registers with the referral, time zone and landing source, posts the returned data to checkout and leaves for its URL', async () => {
    window.localStorage.setItem('referredby', JSON.stringify({ value: 'kfqhbsamdr', expiresAt: Date.now() + 60_000 }));
    const calls = fakeApi({
      'GET /api/v1/calendar': () => ok(sessions),
      'POST /api/v1/register': () => ok(registration),
      'POST /api/v1/stripe/checkout': () => ok({ url: 'http://localhost/checkout/test/cs_test_local_abc' }),
    });
    await openModal();
    await fillValid();
    await press('Continue to Payment');
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost/checkout/test/cs_test_local_abc'));
    // Opening the form over a page counts as reaching the RSVP form (the KPI funnel's second step).
    expect(calls.filter((call) => call.path === VISIT_BEACON_PATH).map((call) => call.body)).toEqual([
      {
        path: '/rsvp',
        referrer: 'https://news.example.org',
        utmSource: 'news',
        utmMedium: 'email',
        utmCampaign: 'fall',
      },
    ]);
    const posts = calls.filter((call) => call.method === 'POST' && call.path !== VISIT_BEACON_PATH);
    expect(posts.map((call) => call.path)).toEqual(['/api/v1/register', '/api/v1/stripe/checkout']);
    expect(posts[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+1 (555) 010-2030',
      email: 'ada@example.com',
      date: '7',
      termsAgreed: true,
      privacyAgreed: true,
      altcha: expect.stringMatching(/^solved-check-\d+$/),
      affiliateId: 'kfqhbsamdr',
      timeZone: browserTimeZone(),
      referrer: 'https://news.example.org',
      utmSource: 'news',
      utmMedium: 'email',
      utmCampaign: 'fall',
      // The session asks no registration questions.
      answers: {},
    });
    expect(posts[1]?.body).toEqual(registration);
    // Leaving for checkout: the button stays busy, so the form cannot be sent twice.
    expect(screen.getByRole('button', { name: 'Continue to Payment' }).hasAttribute('data-loading')).toBe(true);
  });

  it('puts 422 field errors on their fields and shows the red notice with the server message', async () => {
    fakeApi({
      'GET /api/v1/calendar': () => ok(sessions),
      'POST /api/v1/register': () =>
        fail(422, 'Please check the highlighted fields.', [
          { path: 'email', message: 'This email cannot receive mail' },
        ]),
    });
    await openModal();
    await fillValid();
    await press('Continue to Payment');
    expect(await screen.findByText('This email cannot receive mail')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText(`${RSVP_MESSAGES.signUpError}Please check the highlighted fields.`)).toBeTruthy();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(input('Email').value).toBe('ada@example.com');
  });

  it('says so when the booking check cannot be solved, sends no booking and keeps what was typed', async () => {
    const calls = fakeApi({
      'GET /api/v1/calendar': () => ok(sessions),
      'GET /api/v1/register/challenge': () => fail(503, 'Service unavailable'),
    });
    await openModal();
    await fillValid();
    await press('Continue to Payment');
    expect(await screen.findByText(`${RSVP_MESSAGES.signUpError}${RSVP_MESSAGES.challenge}`)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/v1/register')).toHaveLength(0);
    expect(input('Email').value).toBe('ada@example.com');
    expect(screen.getByRole('button', { name: 'Continue to Payment' }).hasAttribute('data-loading')).toBe(false);
  });

  it('retries only the checkout when it failed after the seat was held', async () => {
    let checkouts = 0;
    const calls = fakeApi({
      'GET /api/v1/calendar': () => ok(sessions),
      'POST /api/v1/register': () => ok(registration),
      'POST /api/v1/stripe/checkout': () =>
        ++checkouts === 1 ? fail(503, RSVP_MESSAGES.checkoutUnavailable) : ok({ url: '/checkout/test/x' }),
    });
    await openModal();
    await fillValid();
    await press('Continue to Payment');
    expect(await screen.findByText(`${RSVP_MESSAGES.signUpError}${RSVP_MESSAGES.checkoutUnavailable}`)).toBeTruthy();
    await press('Continue to Payment');
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/test/x'));
    expect(calls.filter((call) => call.path === '/api/v1/register')).toHaveLength(1);
  });

  it('switches to the waitlist when the session filled up (409) and joins it', async () => {
    let full = false;
    const calls = fakeApi({
      'GET /api/v1/calendar': () => ok(full ? sessions.map((s) => ({ ...s, seatsLeft: 0 })) : sessions),
      'POST /api/v1/register': () => {
        full = true;
        return fail(409, RSVP_MESSAGES.sessionFull);
      },
      'POST /api/v1/waitlist': () =>
        ok({ sessionId: 7, email: 'ada@example.com', position: 3, message: RSVP_MESSAGES.waitlistJoined }),
    });
    await openModal();
    await fillValid();
    await press('Continue to Payment');
    expect(await screen.findByRole('button', { name: 'Join Waitlist' })).toBeTruthy();
    expect(screen.getByText(`${RSVP_MESSAGES.signUpError}${RSVP_MESSAGES.sessionFull}`)).toBeTruthy();
    await press('Join Waitlist');
    expect(await screen.findByText(RSVP_MESSAGES.waitlistJoined)).toBeTruthy();
    expect(screen.getByText(/There are 2 people ahead of you/)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/v1/waitlist')?.body).toEqual({
      sessionId: 7,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 (555) 010-2030',
      timeZone: browserTimeZone(),
    });
  });

  it('offers "Join Waitlist" for a full session and shows its own price', async () => {
    fakeApi({ 'GET /api/v1/calendar': () => ok(sessions) });
    const dialog = await openModal({ sessionId: 8 });
    expect(await screen.findByRole('button', { name: 'Join Waitlist' })).toBeTruthy();
    expect(within(dialog).getByText('$450')).toBeTruthy();
    expect(within(dialog).getByText('This session is full')).toBeTruthy();
  });

  it('treats an offered session as open and sends the offer token', async () => {
    const calls = fakeApi({
      'GET /api/v1/calendar': () => ok(sessions),
      'POST /api/v1/register': () => ok({ ...registration, sessionId: 8 }),
      'POST /api/v1/stripe/checkout': () => ok({ url: '/checkout/test/y' }),
    });
    const offer = {
      token: 'offer-token-1',
      sessionId: 8,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+1 555 010 9999',
      expiresAt: '2030-03-10T12:00:00.000Z',
    };
    await openModal({ offer });
    expect(await screen.findByText('A seat is held for you')).toBeTruthy();
    expect(input('Email').value).toBe('grace@example.com');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await press('Continue to Payment');
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/test/y'));
    expect(calls.find((call) => call.path === '/api/v1/register')?.body).toMatchObject({
      date: '8',
      offerToken: 'offer-token-1',
      affiliateId: 0,
    });
  });

  it('says so when no session is open instead of showing an empty dropdown', async () => {
    fakeApi({ 'GET /api/v1/calendar': () => ok([]) });
    await openModal({}, false);
    expect(await screen.findByText('No dates open right now')).toBeTruthy();
    expect(screen.queryByLabelText('Date')).toBeNull();
  });
});
