import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCampaignStats, getEmailKpi } from '@meridian/contracts/campaigns-stats';
import { getMarketingCredentials } from '@meridian/contracts/sender-mailboxes';
import type { QueryClient } from '@tanstack/react-query';
import { endpointQueryKey } from '../../lib/endpoint-query-key';
import { createQueryClient } from '../../lib/query-client';
import { AppProviders } from '../../providers';
import { savedMailbox } from '../../routes/campaigns/campaigns-api.fake';
import { MailboxBounceCheckView } from './mailbox-bounce-check';

/** The saved mailbox's bounce check: when it was read, what was found, a refused login, and "check now". */
const CHECK = {
  checkedAt: '2026-11-27T10:00:00.000Z',
  outcome: 'ok' as const,
  problem: null,
  bounces: 3,
  complaints: 1,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(check: Parameters<typeof MailboxBounceCheckView>[0]['check'], queryClient?: QueryClient) {
  render(
    <AppProviders queryClient={queryClient}>
      <MailboxBounceCheckView userId={7} check={check} />
    </AppProviders>,
  );
}

describe('mailbox bounce check', () => {
  it('says when the mailbox was read and what was found', () => {
    show(CHECK);
    expect(screen.getByText(/3 bounces and 1 complaint found so far/)).toBeTruthy();
    expect(screen.queryByText('Your mailbox could not be read')).toBeNull();
  });

  it('shows why the mailbox cannot be read, and says so before the first read', () => {
    show({ ...CHECK, outcome: 'refused', problem: 'Your email provider refused the IMAP sign-in. Enable IMAP.' });
    const alert = screen.getByRole('alert', { name: 'Your mailbox could not be read' });
    expect(alert.textContent).toContain('refused the IMAP sign-in');
    cleanup();
    show(null);
    expect(screen.getByText(/not read yet/)).toBeTruthy();
  });

  it('checks now on request', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: {} }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    show(CHECK);
    fireEvent.click(screen.getByRole('button', { name: 'Check for bounces now' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(url).toContain('/api/v2/marketingCredentials/bounce-check?adminId=7');
  });

  it('reads the campaign figures again after checking, since they count what it found', async () => {
    // The answer as the route gives it (the client checks it against the contract).
    const checked = { ...savedMailbox, mailbox: { ...savedMailbox.mailbox, bounceCheck: { ...CHECK, bounces: 4 } } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, data: checked }), { status: 200 })),
    );
    const client = createQueryClient();
    const stats = endpointQueryKey(getCampaignStats, { params: { id: 5 } });
    const kpi = endpointQueryKey(getEmailKpi, { query: {} });
    const credentials = endpointQueryKey(getMarketingCredentials, { query: { adminId: 7 } });
    for (const key of [stats, kpi, credentials]) client.setQueryData(key, {});
    show(CHECK, client);
    fireEvent.click(screen.getByRole('button', { name: 'Check for bounces now' }));
    await waitFor(() => expect(client.getQueryState(stats)?.isInvalidated).toBe(true));
    expect(client.getQueryState(kpi)?.isInvalidated).toBe(true);
    expect(client.getQueryState(credentials)?.isInvalidated).toBe(true);
  });
});
