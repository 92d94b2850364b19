import { KPI_EXPORT_PATH, KPI_MESSAGES, type KpiReport, type KpiTotals } from '@meridian/contracts/kpi';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { fail, fakeAdminApi, renderSection } from './admin-api.fake';
import KpiPage from './kpi.page';

const ZONE = 'America/New_York';
const REPORT = 'GET /api/v1/admin/kpi';
const PAGE = '/admin/dashboard/kpi';

afterEach(async () => {
  await act(() => notify.clear());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
beforeEach(() => {
  URL_STUBS.created.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:kpi');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    URL_STUBS.created.push(this.download);
  });
});
const URL_STUBS = { created: [] as string[] };

/** A day `days` before today in New York, written independently of the page's own date code. */
/** The calendar day `daysAgo` days before today in New York (calendar days: a clock change is no day). */
const nyDay = (daysAgo: number) => {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: ZONE });
  return new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);
};

function totals(overrides: Partial<KpiTotals> = {}): KpiTotals {
  return {
    revenue: {
      seatsCents: 150_000,
      advertisingCents: 15_000,
      refundsCents: 50_000,
      commissionsCents: 10_000,
      netCents: 105_000,
    },
    seatsSold: 3,
    pageViews: 900,
    visitors: 400,
    funnel: { visitors: 400, rsvpStarted: 40, rsvpRegistered: 10, paid: 3, attended: 2, replayWatched: 1 },
    signUps: 7,
    subscribersGained: 12,
    subscribersLost: 2,
    ...overrides,
  };
}

const EMPTY: KpiTotals = {
  revenue: { seatsCents: 0, advertisingCents: 0, refundsCents: 0, commissionsCents: 0, netCents: 0 },
  seatsSold: 0,
  pageViews: 0,
  visitors: 0,
  funnel: { visitors: 0, rsvpStarted: 0, rsvpRegistered: 0, paid: 0, attended: 0, replayWatched: 0 },
  signUps: 0,
  subscribersGained: 0,
  subscribersLost: 0,
};

/** The report the server would give for the query asked: figures, or an empty database's zeros. */
function report(query: URLSearchParams, empty = false): KpiReport {
  const from = query.get('from')!;
  const to = query.get('to')!;
  const compare = query.get('compare') !== 'none';
  return {
    period: { from, to },
    previousPeriod: compare ? { from: '2026-09-01', to: '2026-09-30' } : null,
    timeZone: ZONE,
    currency: 'usd',
    granularity: (query.get('granularity') ?? 'day') as KpiReport['granularity'],
    countedAt: '2026-10-31T16:00:00.000Z',
    totals: empty ? EMPTY : totals(),
    previousTotals: compare
      ? empty
        ? EMPTY
        : totals({ revenue: { ...totals().revenue, netCents: 84_000 }, visitors: 400, signUps: 0 })
      : null,
    // Every status and role, as the server lists them, zeros included.
    rsvpsByStatus: [
      { status: 'pending', label: 'Pending', count: 0 },
      { status: 'paid', label: 'Paid', count: empty ? 0 : 3 },
      { status: 'expired', label: 'Expired', count: empty ? 0 : 1 },
    ],
    signUpsByRole: [
      { role: 'Affiliate', label: 'Affiliate', count: empty ? 0 : 7 },
      { role: 'Sales', label: 'Sales', count: 0 },
    ],
    sessions: empty
      ? []
      : [
          {
            sessionId: 5,
            title: 'Reading the Tape',
            startsAt: '2026-11-20T23:30:00.000Z',
            capacity: 20,
            seatsSold: 3,
            fillPercent: 15,
          },
        ],
    sources: empty
      ? []
      : [{ kind: 'utm', label: 'fall / newsletter / email', visitors: 120, paidSeats: 2, revenueCents: 100_000 }],
    attendance: empty
      ? { sessions: [], sources: [] }
      : {
          sessions: [
            {
              sessionId: 5,
              title: 'Reading the Tape',
              startsAt: '2026-11-20T23:30:00.000Z',
              registered: 4,
              paid: 3,
              attended: 2,
              attendanceRate: 2 / 3,
              replayWatched: 1,
            },
          ],
          sources: [
            { source: 'affiliate', label: 'Affiliates', paid: 2, attended: 2, attendanceRate: 1 },
            { source: 'direct', label: 'Direct', paid: 1, attended: 0, attendanceRate: 0 },
          ],
        },
    series: [
      { bucket: from, visitors: empty ? 0 : 400, rsvpRegistered: 0, paid: 0, revenueCents: 0, netCents: 0, signUps: 0 },
    ],
  };
}

function api(options: { empty?: boolean; failure?: string } = {}) {
  let settings = { timeZone: ZONE, visitRetentionDays: 90 };
  return fakeAdminApi({
    'GET /api/v1/admin/kpi/settings': () => settings,
    'PUT /api/v1/admin/kpi/settings': (request) => {
      settings = request.body as typeof settings;
      return settings;
    },
    [REPORT]: (request) => (options.failure ? fail(400, options.failure) : report(request.query, options.empty)),
    [`GET ${KPI_EXPORT_PATH}`]: (request) =>
      new Response(`step,count\r\n`, {
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': `attachment; filename="kpi-${request.query.get('table')}.csv"`,
        },
      }),
  });
}

const total = (name: string) => screen.getByTestId(`total-${name}`);
const lastQuery = (fake: ReturnType<typeof api>) => Object.fromEntries(fake.callsTo(REPORT).at(-1)!.query);

describe('admin KPI section', () => {
  it('asks for the last 30 days in the business time zone and shows every figure of the report', async () => {
    const fake = api();
    renderSection(KpiPage, PAGE);
    await screen.findByText(new RegExp(`^Figures in ${ZONE}, counted at`));
    expect(lastQuery(fake)).toEqual({ from: nyDay(29), to: nyDay(0), granularity: 'day', compare: 'previous' });

    expect(total('net-revenue').textContent).toBe('$1,050.00');
    expect(total('net-revenue').parentElement!.textContent).toContain('Up 25% from $840.00');
    expect(total('visitors').parentElement!.textContent).toContain('Same as the previous period (400)');
    expect(total('sign-ups').parentElement!.textContent).toContain('Up from 0 in the previous period');
    expect(total('subscribers-net').textContent).toBe('10');
    expect(total('subscribers-net').parentElement!.textContent).toContain('12 gained, 2 lost');

    const revenue = within(screen.getByRole('table', { name: 'Revenue by line' }));
    const revenueRows = revenue.getAllByRole('row').map((row) => row.textContent);
    expect(revenueRows).toEqual([
      'LineThis periodPrevious periodChange',
      'Webinar seats$1,500.00$1,500.000%',
      'Advertising$150.00$150.000%',
      '− Refunds− $500.00− $500.000%',
      '− Affiliate commissions− $100.00− $100.000%',
      'Net revenue$1,050.00$840.00+25%',
    ]);

    const funnel = within(screen.getByRole('table', { name: 'Funnel' }));
    expect(funnel.getByRole('row', { name: /Opened the RSVP form/ }).textContent).toBe(
      'Opened the RSVP form4010% of visitors10%40',
    );
    expect(funnel.getByRole('row', { name: /^Paid/ }).textContent).toBe('Paid330% of registered0.8%3');
    // Attendance and replays are shares of the paid seats (a replay is mostly for those who missed).
    expect(funnel.getByRole('row', { name: /^Attended/ }).textContent).toBe('Attended266.7% of paid0.5%2');
    expect(funnel.getByRole('row', { name: /Watched the replay/ }).textContent).toBe(
      'Watched the replay133.3% of paid0.3%1',
    );
    expect(screen.queryByText(/No visits in this period yet/)).toBeNull();

    const statuses = within(screen.getByRole('table', { name: 'RSVPs by status' })).getAllByRole('row');
    expect(statuses.map((row) => row.textContent)).toEqual([
      'StatusCountShare',
      'Pending00%',
      'Paid375%',
      'Expired125%',
    ]);
    const session = within(screen.getByRole('table', { name: 'Sessions' })).getByRole('row', {
      name: /Reading the Tape/,
    });
    // 23:30 UTC on the 20th is 6:30 PM on the 20th in New York.
    expect(session.textContent).toBe('Reading the TapeFri, Nov 20, 2026 · 6:30 PM EST32015.0%');
    expect(
      within(screen.getByRole('table', { name: 'Top sources' })).getByRole('row', { name: /fall/ }).textContent,
    ).toBe('fall / newsletter / emailUTM campaign1202$1,000.00');

    const bySession = within(screen.getByRole('table', { name: 'Attendance by session' })).getAllByRole('row');
    expect(bySession.map((row) => row.textContent)).toEqual([
      'SessionStartsRegisteredPaidAttendedRateReplay watched',
      'Reading the TapeFri, Nov 20, 2026 · 6:30 PM EST43266.7%1',
    ]);
    const bySource = within(screen.getByRole('table', { name: 'Attendance by source' })).getAllByRole('row');
    expect(bySource.map((row) => row.textContent)).toEqual([
      'SourcePaidAttendedRate',
      'Affiliates22100%',
      'Direct100%',
    ]);
  });

  it('switches period, comparison and step through the address, and back in history', async () => {
    const fake = api();
    const { router } = renderSection(KpiPage, PAGE);
    await screen.findByText(new RegExp(`^Figures in ${ZONE}, counted at`));

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'last-month' } });
    const [year, month] = nyDay(0).split('-').map(Number) as [number, number];
    const first = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
    const last = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
    await waitFor(() => expect(lastQuery(fake)).toMatchObject({ from: first, to: last }));
    expect(router.state.location.search).toBe('?period=last-month');

    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(lastQuery(fake)).toMatchObject({ granularity: 'week', compare: 'previous' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Compare with the previous period' }));
    await waitFor(() => expect(lastQuery(fake)).toMatchObject({ granularity: 'week', compare: 'none' }));
    await waitFor(() => expect(screen.queryByText(/Up 25%/)).toBeNull());
    expect(screen.getByRole('table', { name: 'Revenue by line' }).querySelectorAll('th[scope="col"]')).toHaveLength(2);
    expect(new URLSearchParams(router.state.location.search).get('compare')).toBe('none');

    // A custom range starts on the dates on screen; a typed end before the start is refused with the contract's message.
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
    expect(((await screen.findByLabelText('From')) as HTMLInputElement).value).toBe(first);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-06-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-30' } });
    await waitFor(() =>
      expect(lastQuery(fake)).toEqual({ from: '2026-06-01', to: '2026-06-30', granularity: 'week', compare: 'none' }),
    );
    const asked = fake.callsTo(REPORT).length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-01' } });
    expect(await screen.findByText(KPI_MESSAGES.range)).toBeTruthy();
    expect(fake.callsTo(REPORT)).toHaveLength(asked);

    // Back in history: the period before the custom range again.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(lastQuery(fake)).toMatchObject({ from: first, to: last }));
    expect(screen.queryByLabelText('From')).toBeNull();
  }, 20_000);

  it('reads a reloaded address back: a custom range, its step and its comparison', async () => {
    const again = api();
    renderSection(KpiPage, `${PAGE}?period=custom&from=2026-02-01&to=2026-02-28&granularity=month`);
    await screen.findByText(new RegExp(`^Figures in ${ZONE}, counted at`));
    expect(lastQuery(again)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      granularity: 'month',
      compare: 'previous',
    });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-02-01');
  });

  it('exports each table as CSV for the period on screen', async () => {
    const fake = api();
    renderSection(KpiPage, `${PAGE}?period=custom&from=2026-03-01&to=2026-03-31&granularity=week`);
    await screen.findByText(new RegExp(`^Figures in ${ZONE}, counted at`));
    const tables = {
      revenue: 'revenue by line',
      funnel: 'the funnel',
      series: 'the figures over time',
      rsvps: 'RSVPs by status',
      signups: 'sign-ups by role',
      sessions: 'the sessions',
      sources: 'the top sources',
      attendance: 'attendance by session',
      'attendance-sources': 'attendance by source',
    };
    for (const [table, what] of Object.entries(tables)) {
      fireEvent.click(screen.getByRole('button', { name: `Export CSV of ${what}` }));
      await waitFor(() => expect(URL_STUBS.created).toContain(`kpi-${table}.csv`));
      expect(Object.fromEntries(fake.callsTo(`GET ${KPI_EXPORT_PATH}`).at(-1)!.query)).toEqual({
        from: '2026-03-01',
        to: '2026-03-31',
        granularity: 'week',
        table,
      });
    }
  });

  it('explains every empty part on an empty database instead of showing a blank page', async () => {
    api({ empty: true });
    renderSection(KpiPage, PAGE);
    await screen.findByText(new RegExp(`^Figures in ${ZONE}, counted at`));
    expect(total('net-revenue').textContent).toBe('$0.00');
    expect(screen.getByText(/No visits in this period yet. Visits are counted from the public pages/)).toBeTruthy();
    expect(screen.getByText(/No visits, registrations, payments or sign-ups in this period yet/)).toBeTruthy();
    expect(screen.getByText(/No revenue in this period yet/)).toBeTruthy();
    expect(screen.getByText(/No RSVPs were made in this period/)).toBeTruthy();
    expect(screen.getByText(/Nobody signed up in this period/)).toBeTruthy();
    expect(screen.getByText(/No webinar session starts in this period/)).toBeTruthy();
    expect(screen.getByText(/No source brought a visit or a paid seat/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No attendance in this period yet' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Attendance by session' })).toBeNull();
  });

  it('shows the API’s message when the report is refused', async () => {
    api({ failure: KPI_MESSAGES.period });
    renderSection(KpiPage, PAGE);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(KPI_MESSAGES.period);
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('saves the time zone and visit retention, refusing a retention out of range', async () => {
    const fake = api();
    renderSection(KpiPage, PAGE);
    await screen.findByText(new RegExp(`^Figures in ${ZONE}, counted at`));
    fireEvent.click(screen.getByRole('button', { name: 'KPI settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'KPI settings' });
    const retention = within(dialog).getByLabelText('Keep raw visits (days)');
    fireEvent.change(retention, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    expect(await within(dialog).findByText(KPI_MESSAGES.retentionDays)).toBeTruthy();
    expect(fake.callsTo('PUT /api/v1/admin/kpi/settings')).toHaveLength(0);

    fireEvent.change(retention, { target: { value: '120' } });
    const reports = fake.callsTo(REPORT).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fake.callsTo('PUT /api/v1/admin/kpi/settings')).toHaveLength(1));
    expect(fake.callsTo('PUT /api/v1/admin/kpi/settings')[0]!.body).toEqual({
      timeZone: ZONE,
      visitRetentionDays: 120,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'KPI settings' })).toBeNull());
    // The figures are asked again: a new time zone moves the days.
    await waitFor(() => expect(fake.callsTo(REPORT).length).toBeGreaterThan(reports));
  }, 20_000);
});
