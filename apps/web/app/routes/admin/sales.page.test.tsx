import { PAYMENT_MESSAGES, type PaymentRow, type SalesSummary } from '@meridian/contracts/payments';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { fail, fakeAdminApi, renderSection, samplePayment } from './admin-api.fake';
import SalesPage from './sales.page';

afterEach(async () => {
  await act(() => notify.clear());
  cleanup();
  vi.unstubAllGlobals();
});

function summary(period: SalesSummary['period'], payments: PaymentRow[]): SalesSummary {
  const gross = payments.reduce((sum, p) => sum + p.amountCents, 0);
  const refunded = payments.reduce((sum, p) => sum + p.refundedCents, 0);
  const totals = {
    count: payments.length,
    grossCents: gross,
    refundedCents: refunded,
    commissionsCents: 0,
    netCents: gross - refunded,
  };
  return {
    currency: 'usd',
    timeZone: 'America/New_York',
    period,
    totals,
    periods: payments.length ? [{ start: '2026-11-01', ...totals }] : [],
  };
}

function api(payments: PaymentRow[], extra: Parameters<typeof fakeAdminApi>[0] = {}) {
  const state = { payments, version: 1 };
  const fake = fakeAdminApi({
    'GET /api/v1/admin/changes': () => ({ version: String(state.version) }),
    'GET /api/v1/admin/payments/summary': (request) =>
      summary((request.query.get('period') ?? 'month') as SalesSummary['period'], state.payments),
    'GET /api/v1/admin/payments': () => state.payments,
    ...extra,
  });
  return { ...fake, state };
}

const total = (name: string) => screen.getByTestId(`total-${name}`).textContent;

describe('admin Sales section', () => {
  it('shows the totals, the periods and every payment with its status and provider', async () => {
    api([
      samplePayment(),
      samplePayment({
        id: 22,
        buyerEmail: 'bo@example.com',
        refundedCents: 50_000,
        status: 'refunded',
        provider: 'stripe',
        affiliateId: 4,
        affiliateName: 'Pat Partner',
        kind: 'advertising',
      }),
      samplePayment({ id: 23, buyerEmail: 'cy@example.com', refundedCents: 10_000, status: 'partially_refunded' }),
    ]);
    renderSection(SalesPage, '/admin/dashboard/sales');
    await screen.findByText('bo@example.com');
    expect(total('gross')).toBe('$1,500.00');
    expect(total('refunds')).toBe('$600.00');
    expect(total('affiliate-commissions')).toBe('$0.00');
    expect(total('net-revenue')).toBe('$900.00');
    expect(total('payments')).toBe('3');
    const periods = screen.getByRole('table', { name: 'Totals by period' });
    expect(within(periods).getByText('November 2026')).toBeTruthy();

    const rows = within(screen.getByRole('table', { name: 'Payments' }))
      .getAllByRole('row')
      .slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    // The buyer heads each row; then purchase, amount (and what went back), status and provider, affiliate, paid at.
    expect(cells.map((row) => row[0])).toEqual([
      'SeatSeat: Options basics',
      'AdvertisingSeat: Options basics',
      'SeatSeat: Options basics',
    ]);
    expect(cells.map((row) => row[2])).toEqual(['PaidTest mode', 'RefundedStripe', 'Partially refundedTest mode']);
    expect(cells.map((row) => row[3])).toEqual(['—', 'Pat Partner', '—']);
    expect(cells.map((row) => row[1])).toEqual(['$500.00', '$500.00$500.00 refunded', '$500.00$100.00 refunded']);
    // Refund is offered while something is left to refund.
    expect(screen.getByRole('button', { name: 'Refund $500.00 to ada@example.com' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refund $400.00 to cy@example.com' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /to bo@example.com/ })).toBeNull();
  });

  it('asks the summary by Day / Week / Month and within From–To, refusing an end before the start', async () => {
    const fake = api([samplePayment()]);
    renderSection(SalesPage, '/admin/dashboard/sales');
    await screen.findByText('ada@example.com');
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(await screen.findByText('Week of Nov 1, 2026')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    await waitFor(() =>
      expect(Object.fromEntries(fake.callsTo('GET /api/v1/admin/payments/summary').at(-1)!.query)).toEqual({
        period: 'week',
        from: '2026-11-10',
      }),
    );
    expect(fake.callsTo('GET /api/v1/admin/payments').at(-1)?.query.get('from')).toBe('2026-11-10');

    const before = fake.calls.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText(PAYMENT_MESSAGES.range)).toBeTruthy();
    expect(fake.calls.slice(before).filter((call) => call.path !== '/api/v1/admin/changes')).toEqual([]);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(screen.queryByText(PAYMENT_MESSAGES.range)).toBeNull());
    await waitFor(() => expect(fake.callsTo('GET /api/v1/admin/payments').at(-1)?.query.get('to')).toBe('2026-11-30'));
  });

  it('refunds part with a reason, updates the row and the totals; a refusal shows the server message', async () => {
    let refuse = true;
    const fake = api([samplePayment()], {
      'POST /api/v1/admin/payments/21/refund': () => {
        if (refuse) return fail(502, PAYMENT_MESSAGES.refundFailed);
        fake.state.payments = [samplePayment({ refundedCents: 12_000, status: 'partially_refunded' })];
        return fake.state.payments[0];
      },
    });
    renderSection(SalesPage, '/admin/dashboard/sales');
    fireEvent.click(await screen.findByRole('button', { name: 'Refund $500.00 to ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment' });
    expect(dialog.textContent).toContain('$500.00 left.');
    const amount = within(dialog).getByLabelText('Amount to refund (USD)');
    expect((amount as HTMLInputElement).value).toBe('500.00');
    fireEvent.change(amount, { target: { value: '120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.refundReason)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Joined late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.refundFailed)).toBeTruthy();

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('$120.00 refunded to ada@example.com. A credit note was issued.')).toBeTruthy();
    expect(fake.callsTo('POST /api/v1/admin/payments/21/refund').at(-1)?.body).toEqual({
      amount: '120',
      reason: 'Joined late',
    });
    expect(await screen.findByRole('button', { name: 'Refund $380.00 to ada@example.com' })).toBeTruthy();
  });

  it('a payment that lands appears without a reload', async () => {
    const fake = api([]);
    renderSection(SalesPage, '/admin/dashboard/sales');
    expect(await screen.findByText('No payments yet')).toBeTruthy();
    fake.state.payments = [samplePayment()];
    fake.state.version += 1;
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(total('gross')).toBe('$500.00');
  });
});
