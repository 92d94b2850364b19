import { SESSION_MESSAGES, type WebinarSession } from '@meridian/contracts/webinars';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { fail, fakeAdminApi, renderSection, sampleSession } from './admin-api.fake';
import ManageEventsPage from './events.page';

const zoneBefore = process.env.TZ;
beforeAll(() => {
  // The admin's browser is in London; sessions elsewhere show both clocks.
  process.env.TZ = 'Europe/London';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});
afterEach(async () => {
  await act(() => notify.clear());
  cleanup();
  vi.unstubAllGlobals();
});

function api(sessions: WebinarSession[], extra: Parameters<typeof fakeAdminApi>[0] = {}) {
  const state = { sessions };
  const fake = fakeAdminApi({
    'GET /api/v1/admin/changes': () => ({ version: '1' }),
    'GET /api/v1/admin/sessions': () => state.sessions,
    ...extra,
  });
  return { ...fake, state };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** A session with 3 paid seats on screen, its Cancel dialog open; the server will answer `counts`. */
async function askToCancel(counts: { refunded: number; released: number; refundFailures: number }) {
  const fake = api([sampleSession()], {
    'DELETE /api/v1/calendar/1': () => ({ session: sampleSession({ status: 'cancelled' }), ...counts }),
  });
  renderSection(ManageEventsPage, '/admin/dashboard');
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel Options basics' }));
  return { fake, dialog: await screen.findByRole('dialog', { name: 'Cancel this session?' }) };
}

function inTwoDays(): string {
  return new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
}

describe('admin Manage Events section', () => {
  it('lists sessions: start in its zone and the admin’s, duration, price, seats and state', async () => {
    api([sampleSession({ timezone: 'America/New_York', waitlistCount: 2 })]);
    renderSection(ManageEventsPage, '/admin/dashboard');
    await screen.findByText('Options basics');
    const row = within(screen.getByRole('table', { name: 'Webinar sessions' })).getAllByRole('row')[1]!;
    expect(within(row).getByText('Options basics')).toBeTruthy();
    expect(within(row).getByText('America/New_York')).toBeTruthy();
    expect(within(row).getByText(/^Your time: .* GMT$/)).toBeTruthy();
    // The session's zone is named once: the start above its name carries no abbreviation.
    const starts = within(row).getByText('America/New_York').parentElement!;
    expect(within(starts).getByText(/^\w{3}, \w{3} \d{1,2}, \d{4} · \d{1,2}:\d{2} [AP]M$/)).toBeTruthy();
    expect(starts.textContent).not.toMatch(/E[SD]T|GMT-[45]/);
    expect(within(row).getByText('1 h 30 min')).toBeTruthy();
    expect(within(row).getByText('$500')).toBeTruthy();
    expect(within(row).getByText('3 paid · 1 held · 46 left')).toBeTruthy();
    expect(within(row).getByText('2 on the waitlist')).toBeTruthy();
    expect(within(row).getByText('Scheduled')).toBeTruthy();
  });

  it('with no sessions says so and offers New session; the scope control asks for past ones', async () => {
    const fake = api([]);
    renderSection(ManageEventsPage, '/admin/dashboard');
    const empty = await screen.findByRole('status');
    expect(within(empty).getByText('No upcoming sessions')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'New session' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upcoming' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Past' }));
    expect(screen.getByRole('button', { name: 'Past' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('No past sessions')).toBeTruthy();
    expect(fake.callsTo('GET /api/v1/admin/sessions').map((call) => call.query.get('scope'))).toEqual([
      'upcoming',
      'past',
    ]);
  });

  it('new session: every message under its field, nothing typed lost, then created with the price in cents', async () => {
    const fake = api([], {
      'POST /api/v1/calendar': (request) => {
        fake.state.sessions = [sampleSession({ title: 'Futures night' })];
        return sampleSession({ ...(request.body as object), id: 9 });
      },
    });
    renderSection(ManageEventsPage, '/admin/dashboard');
    fireEvent.click((await screen.findAllByRole('button', { name: 'New session' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New session' });
    expect(field('Price (USD)').value).toBe('$500');
    expect(field('Time zone').value).toBe('Europe/London');

    type('Date', '2020-01-01');
    type('Start time', '10:00');
    type('Capacity (seats)', '0');
    type('Meeting link', 'http://meet.example.com/x');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create session' }));
    for (const message of [
      SESSION_MESSAGES.title,
      SESSION_MESSAGES.past,
      SESSION_MESSAGES.capacity,
      SESSION_MESSAGES.joinUrl,
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(fake.callsTo('POST /api/v1/calendar')).toHaveLength(0);
    expect(field('Meeting link').value).toBe('http://meet.example.com/x');
    expect(document.activeElement).toBe(field('Title'));

    type('Title', 'Futures night');
    expect(within(dialog).queryByText(SESSION_MESSAGES.title)).toBeNull();
    type('Date', inTwoDays());
    type('Capacity (seats)', '25');
    type('Price (USD)', '$350.50');
    type('Meeting link', 'https://meet.example.com/x');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create session' }));
    await waitFor(() => expect(fake.callsTo('POST /api/v1/calendar')).toHaveLength(1));
    expect(fake.callsTo('POST /api/v1/calendar')[0]?.body).toEqual({
      title: 'Futures night',
      date: inTwoDays(),
      time: '10:00',
      timezone: 'Europe/London',
      durationMinutes: 60,
      capacity: 25,
      priceCents: 35_050,
      joinUrl: 'https://meet.example.com/x',
      doorsOpenMinutes: 15,
      questions: [],
    });
    expect(await screen.findByText('“Futures night” is scheduled.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('table', { name: 'Webinar sessions' })).toBeTruthy();
  }, 20_000);

  it(
    'edit opens the form filled; a 422 from the server lands under its field and keeps the values',
    { timeout: 20_000 },
    async () => {
      let refuse = true;
      const session = sampleSession({ seatsPaid: 12 });
      const fake = api([session], {
        'PUT /api/v1/calendar/1': (request) =>
          refuse
            ? fail(422, SESSION_MESSAGES.capacityBelowTaken(13), [
                { path: 'capacity', message: SESSION_MESSAGES.capacityBelowTaken(13) },
              ])
            : sampleSession({ ...(request.body as object) }),
      });
      renderSection(ManageEventsPage, '/admin/dashboard');
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Options basics' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit session' });
      expect(field('Title').value).toBe('Options basics');
      expect(field('Date').value).toBe(session.date);
      expect(field('Start time').value).toBe(session.time);
      expect(field('Time zone').value).toBe('UTC');
      expect(field('Duration (minutes)').value).toBe('90');
      expect(field('Capacity (seats)').value).toBe('50');
      expect(field('Meeting link').value).toBe('https://meet.example.com/options');

      type('Capacity (seats)', '10');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(await within(dialog).findByText(SESSION_MESSAGES.capacityBelowTaken(13))).toBeTruthy();
      expect(field('Capacity (seats)').value).toBe('10');

      refuse = false;
      type('Capacity (seats)', '20');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Saved the changes to “Options basics”.')).toBeTruthy();
      expect(fake.callsTo('PUT /api/v1/calendar/1').at(-1)?.body).toMatchObject({ capacity: 20, priceCents: 50_000 });
    },
  );

  it('cancel says refunds and emails plainly, then reports the counts', async () => {
    const { fake, dialog } = await askToCancel({ refunded: 3, released: 1, refundFailures: 0 });
    expect(dialog.textContent).toContain('Everyone registered is emailed');
    expect(dialog.textContent).toContain('Paid registrants are refunded in full (3 people).');
    expect(fake.callsTo('DELETE /api/v1/calendar/1')).toHaveLength(0);
    fake.state.sessions = [];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(
      await screen.findByText(
        '“Options basics” is cancelled. Refunded: 3 paid registrations. Released: 1 pending hold. Refund failures: 0.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('No upcoming sessions')).toBeTruthy();
  });

  it('a cancel whose refunds partly fail stays on screen in red and points to RSVP', async () => {
    const { dialog } = await askToCancel({ refunded: 1, released: 0, refundFailures: 2 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Session cancelled, some refunds failed')).toBeTruthy();
    expect(
      screen.getByText(/Refund failures: 2\. Those registrations stay paid: refund them from RSVP\./),
    ).toBeTruthy();
  });
});
