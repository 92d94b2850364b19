import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { fakeAdminApi, renderSection } from '../admin/admin-api.fake';
import { adminUser, salesUser, sampleCampaign, sampleCounts, sampleKpi } from './campaigns-api.fake';
import KpiPage from './kpi.page';

afterEach(async () => {
  await act(() => notify.clear());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function api(kpi = sampleKpi(), campaigns = [sampleCampaign()]) {
  return fakeAdminApi({
    'GET /api/v1/campaigns/kpi': () => kpi,
    'GET /api/v1/campaigns': () => ({ items: campaigns, nextBefore: null }),
    'GET /api/v1/admin/users': () => ({
      items: [{ ...salesUser.user, createdAt: '2026-01-01T00:00:00.000Z' }],
      nextCursor: null,
    }),
  });
}

const DAY = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('Email Marketing KPI section', () => {
  it('shows the totals with their rates, the chart’s numbers and each campaign, over the last 30 days', async () => {
    const fake = api();
    renderSection(KpiPage, '/sales/dashboard/kpi', salesUser);
    expect((await screen.findByTestId('total-sent')).textContent).toBe('400');
    expect(screen.getByTestId('total-failed').textContent).toBe('4');
    expect(screen.getByTestId('total-opens').textContent).toBe('260');
    expect(screen.getByTestId('total-unique-clicks').textContent).toBe('48');
    for (const rate of ['32.5% open rate', '12% click rate', '0.5% unsubscribe rate', '1.5% bounce rate']) {
      expect(screen.getByText(rate)).toBeTruthy();
    }
    const days = screen.getByRole('table', { name: 'Numbers by day' });
    const firstDay = within(days).getAllByRole('row')[1]!;
    expect(within(firstDay).getByRole('rowheader').textContent).toBe('Nov 21');
    expect(
      within(firstDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['300', '100', '40', '1', '5']);
    const campaigns = screen.getByRole('table', { name: 'Per campaign' });
    expect(within(campaigns).getByRole('link', { name: 'November market outlook' }).getAttribute('href')).toBe(
      '/sales/dashboard/campaign?id=7',
    );
    expect(within(campaigns).queryByText(/Sam Seller/)).toBeNull();
    expect(screen.queryByRole('table', { name: 'Per sender' })).toBeNull();
    expect(screen.queryByLabelText('Sender')).toBeNull();
    const query = fake.callsTo('GET /api/v1/campaigns/kpi')[0]?.query;
    expect(query?.get('to')).toBe(utcDay(Date.now()));
    expect(query?.get('from')).toBe(utcDay(Date.now() - 29 * DAY));
    expect(query?.has('ownerId')).toBe(false);
  });

  it('asks for the period chosen: 7 days, or custom dates, refusing an end before the start', async () => {
    const fake = api();
    renderSection(KpiPage, '/sales/dashboard/kpi', salesUser);
    await screen.findByTestId('total-sent');
    fireEvent.click(screen.getByText('7 days'));
    await waitFor(() =>
      expect(fake.callsTo('GET /api/v1/campaigns/kpi').at(-1)?.query.get('from')).toBe(utcDay(Date.now() - 6 * DAY)),
    );
    fireEvent.click(screen.getByText('Custom'));
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('The end date must not be before the start date')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    await waitFor(() => expect(fake.callsTo('GET /api/v1/campaigns/kpi').at(-1)?.query.get('to')).toBe('2026-11-20'));
    expect(fake.callsTo('GET /api/v1/campaigns/kpi').at(-1)?.query.get('from')).toBe('2026-11-10');
  });

  it('shows an admin every sender: who sent each campaign, the per-sender table and a filter by sender', async () => {
    const fake = api(
      sampleKpi({
        senders: [
          { ...sampleCounts(), ownerId: 5, ownerName: 'Sam Seller' },
          { ...sampleCounts({ sent: 10 }), ownerId: 8, ownerName: 'Eve Mailer' },
        ],
      }),
    );
    renderSection(KpiPage, '/admin/dashboard/emailkpi', adminUser);
    const senders = await screen.findByRole('table', { name: 'Per sender' });
    expect(within(senders).getByText('Eve Mailer')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Per campaign' })).getByText('Sent by Sam Seller')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Sender', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sam Seller (sam@seller.example)', hidden: true }));
    await waitFor(() => expect(fake.callsTo('GET /api/v1/campaigns/kpi').at(-1)?.query.get('ownerId')).toBe('5'));
  });

  it('counts newsletter issues and automation emails, labelled as such and not linked to the Campaign section', async () => {
    const base = sampleKpi().campaigns[0]!;
    api(
      sampleKpi({
        campaigns: [
          base,
          { ...base, campaignId: 8, kind: 'newsletter', subject: 'Weekly market notes' },
          { ...base, campaignId: 9, kind: 'automation', status: 'sending', subject: 'Welcome aboard' },
        ],
      }),
    );
    renderSection(KpiPage, '/admin/dashboard/emailkpi', adminUser);
    const table = await screen.findByRole('table', { name: 'Per campaign' });
    expect(within(table).getByRole('link', { name: 'November market outlook' })).toBeTruthy();
    const issue = within(table).getByText('Weekly market notes').closest('tr')!;
    expect(within(issue).queryByRole('link')).toBeNull();
    expect(within(issue).getByText('Newsletter issue')).toBeTruthy();
    expect(within(issue).getByText('Sent')).toBeTruthy();
    const step = within(table).getByText('Welcome aboard').closest('tr')!;
    expect(within(step).queryByRole('link')).toBeNull();
    expect(within(step).getByText('Automation email (one step of a sequence)')).toBeTruthy();
    expect(within(step).getByText('Automated')).toBeTruthy();
    expect(within(step).queryByText('Sending')).toBeNull();
  });

  it('invites a first campaign only when there is none at all; a quiet period keeps its zeros', async () => {
    const zero = sampleCounts({ sent: 0, failed: 0, opens: 0, uniqueOpens: 0, clicks: 0, uniqueClicks: 0 });
    const quiet = sampleKpi({ totals: zero, days: [], campaigns: [], senders: [] });
    api(quiet, []);
    renderSection(KpiPage, '/sales/dashboard/kpi', salesUser);
    const invite = await screen.findByRole('link', { name: 'Write your first campaign' });
    expect(invite.getAttribute('href')).toBe('/sales/dashboard/campaign?new=1');
    cleanup();

    api(quiet, [sampleCampaign()]);
    renderSection(KpiPage, '/sales/dashboard/kpi', salesUser);
    expect((await screen.findByTestId('total-sent')).textContent).toBe('0');
    expect(screen.getByText('No campaign sent anything in these dates.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Write your first campaign' })).toBeNull();
  });
});
