import { RSVP_ADMIN_MESSAGES, type RsvpRow } from '@meridian/contracts/rsvp-admin';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { fail, fakeAdminApi, renderSection, sampleRsvp, sampleSession } from './admin-api.fake';
import RsvpPage from './rsvp.page';

afterEach(async () => {
  await act(() => notify.clear());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function api(rows: RsvpRow[], extra: Parameters<typeof fakeAdminApi>[0] = {}) {
  let version = 1;
  const state = { rows };
  const fake = fakeAdminApi({
    'GET /api/v1/admin/changes': () => ({ version: String(version) }),
    'GET /api/v1/admin/sessions': () => [sampleSession(), sampleSession({ id: 2, title: 'Futures night' })],
    'GET /api/v1/admin/rsvps': () => ({ items: state.rows, nextCursor: null }),
    'GET /api/v1/admin/rsvp-settings': () => ({ perAddressInSession: 3, perEmailInSession: 1, perAddress: 5 }),
    ...extra,
  });
  return { ...fake, state, bump: () => (version += 1) };
}

const table = () => screen.getByRole('table', { name: 'Registrations' });

describe('admin RSVP section', () => {
  it('edits the seat hold limits: a bad number is explained on its field, a good one is saved', async () => {
    const fake = api([], {
      'PUT /api/v1/admin/rsvp-settings': ({ body }) => body as object,
    });
    renderSection(RsvpPage, '/admin/dashboard/rsvp');
    const open = await screen.findByRole('button', { name: 'Seat hold limits' });
    await waitFor(() => expect(open.hasAttribute('disabled')).toBe(false));
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Seat hold limits' });
    const field = within(dialog).getByLabelText('Unpaid holds per address in a session');
    expect((field as HTMLInputElement).value).toBe('3');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    expect(await within(dialog).findByText(RSVP_ADMIN_MESSAGES.holdLimit)).toBeTruthy();
    expect(fake.callsTo('PUT /api/v1/admin/rsvp-settings')).toHaveLength(0);
    fireEvent.change(field, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(fake.callsTo('PUT /api/v1/admin/rsvp-settings')).toHaveLength(1));
    expect(fake.callsTo('PUT /api/v1/admin/rsvp-settings')[0]?.body).toEqual({
      perAddressInSession: 4,
      perEmailInSession: 1,
      perAddress: 5,
    });
  });

  it('lists registrations with the exact status words, the amount, the affiliate by name and — for none', async () => {
    api([
      sampleRsvp(),
      sampleRsvp({
        id: 12,
        email: 'bo@example.com',
        status: 'pending',
        paidAt: null,
        affiliateId: 7,
        affiliateName: 'Pat Partner',
      }),
      sampleRsvp({ id: 13, email: 'cy@example.com', status: 'expired', paidAt: null }),
      sampleRsvp({ id: 14, email: 'di@example.com', status: 'cancelled' }),
      sampleRsvp({ id: 15, email: 'ed@example.com', status: 'refunded' }),
    ]);
    renderSection(RsvpPage, '/admin/dashboard/rsvp');
    await screen.findByText('bo@example.com');
    const rows = within(table()).getAllByRole('row').slice(1);
    // The registrant heads each row; the cells follow: session, status, amount, affiliate, registered, actions.
    const statuses = rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    // The status word, then when it was paid for a seat that was.
    expect(statuses).toEqual([
      expect.stringMatching(/^PaidPaid Nov/),
      'Pending',
      'Expired',
      expect.stringMatching(/^CancelledPaid /),
      expect.stringMatching(/^RefundedPaid /),
    ]);
    expect(within(rows[0]!).getByText('$500.00')).toBeTruthy();
    expect(within(rows[0]!).getAllByRole('cell')[3]?.textContent).toBe('—');
    expect(within(rows[1]!).getAllByRole('cell')[3]?.textContent).toBe('Pat Partner');
    expect(
      within(table())
        .getByRole('columnheader', { name: /Registered/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(screen.getByText('Newest registrations first')).toBeTruthy();
    // Actions only where the status allows them.
    const actions = (email: string) =>
      screen.queryAllByRole('button', { name: new RegExp(`${email}$`) }).map((button) => button.textContent);
    expect(actions('ada@example.com')).toEqual(['Resend', 'Cancel', 'Refund']);
    expect(actions('bo@example.com')).toEqual(['Cancel']);
    for (const email of ['cy@example.com', 'di@example.com', 'ed@example.com']) expect(actions(email)).toEqual([]);
  });

  it('sends the session, status and (debounced) search filters, and exports with them', async () => {
    const fake = api([sampleRsvp()], {
      'GET /api/v1/admin/rsvps/export.csv': () =>
        new Response('name,email\nAda,ada@example.com\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="rsvps-2026.csv"' },
        }),
    });
    const downloads = captureDownloads();
    renderSection(RsvpPage, '/admin/dashboard/rsvp?session=2');
    await screen.findByText('ada@example.com');
    expect(fake.callsTo('GET /api/v1/admin/rsvps').at(-1)?.query.get('sessionId')).toBe('2');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'lovel' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'lovelace' } });
    await waitFor(() => expect(fake.callsTo('GET /api/v1/admin/rsvps').at(-1)?.query.get('search')).toBe('lovelace'));
    expect(fake.callsTo('GET /api/v1/admin/rsvps').some((call) => call.query.get('search') === 'lovel')).toBe(false);

    fireEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paid', hidden: true }));
    await waitFor(() => expect(fake.callsTo('GET /api/v1/admin/rsvps').at(-1)?.query.get('status')).toBe('paid'));

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['rsvps-2026.csv']));
    const exported = fake.callsTo('GET /api/v1/admin/rsvps/export.csv');
    expect(Object.fromEntries(exported[0]!.query)).toEqual({ sessionId: '2', status: 'paid', search: 'lovelace' });
  });

  it('shows a payment that lands without a reload, keeping the filters and an open dialog', async () => {
    const fake = api([sampleRsvp({ status: 'pending', paidAt: null })]);
    renderSection(RsvpPage, '/admin/dashboard/rsvp');
    await waitFor(() => expect(within(table()).getByText('Pending')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ada' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel registration of ada@example.com' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this registration?' })).toBeTruthy();

    fake.state.rows = [sampleRsvp()];
    fake.bump();
    // Coming back to the tab polls at once (otherwise the next 5-second poll brings it).
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await waitFor(() => expect(within(table()).getByText('Paid')).toBeTruthy());
    expect(screen.getByRole('dialog', { name: 'Cancel this registration?' })).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('ada');
  });

  it('refunds after a confirm that states the amount, and shows the server message when it fails', async () => {
    let refusals = 1;
    const fake = api([sampleRsvp()], {
      'POST /api/v1/admin/rsvps/11/refund': () =>
        refusals-- > 0 ? fail(502, RSVP_ADMIN_MESSAGES.refundFailed) : sampleRsvp({ status: 'refunded' }),
    });
    renderSection(RsvpPage, '/admin/dashboard/rsvp');
    fireEvent.click(await screen.findByRole('button', { name: 'Refund $500.00 to ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this registration?' });
    expect(within(dialog).getByText(/\$500\.00 goes back in full/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $500.00' }));
    expect(await screen.findByText(RSVP_ADMIN_MESSAGES.refundFailed)).toBeTruthy();
    expect(within(table()).getByText('Paid')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $500.00' }));
    await waitFor(() => expect(within(table()).getByText('Refunded')).toBeTruthy());
    expect(screen.getByText('$500.00 refunded to Ada Lovelace.')).toBeTruthy();
    expect(fake.callsTo('POST /api/v1/admin/rsvps/11/refund')).toHaveLength(2);
  });

  it('resends a confirmation at once and cancels only after asking', async () => {
    const fake = api([sampleRsvp()], {
      'POST /api/v1/admin/rsvps/11/resend': () => sampleRsvp(),
      'POST /api/v1/admin/rsvps/11/cancel': () => sampleRsvp({ status: 'cancelled' }),
    });
    renderSection(RsvpPage, '/admin/dashboard/rsvp');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend confirmation to ada@example.com' }));
    expect(await screen.findByText('The confirmation was sent again to ada@example.com.')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel registration of ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this registration?' });
    expect(within(dialog).getByText(/No money moves/)).toBeTruthy();
    expect(fake.callsTo('POST /api/v1/admin/rsvps/11/cancel')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => expect(within(table()).getByText('Cancelled')).toBeTruthy());
  });

  it('walks the pages with Next and Previous by cursor, and starts again from page 1 when a filter changes', async () => {
    const cursor = '2026-11-20T10:00:00.123456Z_12';
    const fake = api([], {
      'GET /api/v1/admin/rsvps': ({ query }) =>
        query.get('after') === cursor
          ? { items: [sampleRsvp({ id: 12, email: 'bo@example.com' })], nextCursor: null }
          : { items: [sampleRsvp()], nextCursor: cursor },
    });
    renderSection(RsvpPage, '/admin/dashboard/rsvp');
    await screen.findByText('ada@example.com');
    const nav = () => screen.getByRole('navigation', { name: 'Registrations pages' });
    expect(within(nav()).getByText('Page 1')).toBeTruthy();
    expect((within(nav()).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(nav()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('bo@example.com')).toBeTruthy();
    expect(fake.callsTo('GET /api/v1/admin/rsvps').at(-1)?.query.get('after')).toBe(cursor);
    expect(within(nav()).getByText('Page 2')).toBeTruthy();
    expect((within(nav()).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(nav()).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(fake.callsTo('GET /api/v1/admin/rsvps').at(-1)?.query.get('after')).toBeNull();

    fireEvent.click(within(nav()).getByRole('button', { name: 'Next' }));
    await screen.findByText('bo@example.com');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'ada' } });
    await waitFor(() => expect(fake.callsTo('GET /api/v1/admin/rsvps').at(-1)?.query.get('search')).toBe('ada'));
    expect(fake.callsTo('GET /api/v1/admin/rsvps').at(-1)?.query.get('after')).toBeNull();
    expect(await screen.findByText('Page 1')).toBeTruthy();
  }, 20_000);

  it('says when there are no registrations yet, and when none match the filters', async () => {
    api([]);
    renderSection(RsvpPage, '/admin/dashboard/rsvp');
    expect(await screen.findByText('No RSVPs yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No registrations match')).toBeTruthy();
  });

  it('shows why the list could not be loaded, and loads again on Try Again', async () => {
    let broken = true;
    api([], {
      'GET /api/v1/admin/rsvps': () =>
        broken ? fail(500, 'Something went wrong on our side.') : { items: [sampleRsvp()], nextCursor: null },
    });
    renderSection(RsvpPage, '/admin/dashboard/rsvp');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    broken = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

/** Blob downloads the page starts, by file name (jsdom has no object URLs). */
function captureDownloads(): string[] {
  const names: string[] = [];
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}
