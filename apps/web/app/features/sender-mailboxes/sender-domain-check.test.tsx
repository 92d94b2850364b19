import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../providers';
import { SenderDomainCheckView } from './sender-domain-check';

/** The saved mailbox's domain check: what is missing, what to add, and "check again". */
const CHECK = {
  domain: 'meridian-sender.test',
  checkedAt: '2026-11-27T10:00:00.000Z',
  spf: 'found' as const,
  dmarc: 'missing' as const,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(check: Parameters<typeof SenderDomainCheckView>[0]['check']) {
  render(
    <AppProviders>
      <SenderDomainCheckView userId={7} check={check} />
    </AppProviders>,
  );
}

describe('sender domain check', () => {
  it('says plainly that the domain publishes no DMARC policy, and the record to add', () => {
    show(CHECK);
    expect(screen.getByText(/SPF published · no DMARC policy/)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Gmail and Yahoo require');
    expect(screen.getByText('_dmarc.meridian-sender.test')).toBeTruthy();
    expect(screen.queryByText(/no SPF record/)).toBeNull();
  });

  it('names no problem when both are published, and tells a failed lookup from a missing record', () => {
    show({ ...CHECK, dmarc: 'reject' });
    expect(screen.getByText(/DMARC policy: reject/)).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    show({ ...CHECK, spf: 'unknown', dmarc: 'unknown' });
    expect(screen.getByRole('note').textContent).toContain('did not answer');
  });

  it('checks again on request', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: {} }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    show(CHECK);
    fireEvent.click(screen.getByRole('button', { name: 'Check meridian-sender.test again' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(url).toContain('/api/v2/marketingCredentials/domain-check?adminId=7');
  });
});
