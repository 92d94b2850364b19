import { AUDIT_MESSAGES, type AuditEntry } from '@meridian/contracts/audit';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import AuditLogPage from './audit-log.page';
import { fail, fakeAdminApi, renderSection } from './admin-api.fake';

afterEach(async () => {
  await act(() => notify.clear());
  cleanup();
  vi.unstubAllGlobals();
});

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 41,
    at: '2026-11-20T15:04:00.000Z',
    actor: { userId: 3, name: 'Ada Admin', roles: ['Admin'] },
    address: '203.0.113.9',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
    action: 'commission.changed',
    subject: { type: 'settings', id: 'affiliate-program', label: 'Affiliate program' },
    changes: [{ field: 'seatRatePercent', before: '10', after: '12' }],
    requestId: 'req-7f3a9c21',
    ...overrides,
  };
}

function api(pages: AuditEntry[][]) {
  return fakeAdminApi({
    'GET /api/v1/admin/audit/actors': () => ({ items: [{ userId: 3, name: 'Ada Admin' }] }),
    'GET /api/v1/admin/audit': (request) => {
      const after = request.query.get('after');
      const index = after ? pages.findIndex((page) => page.at(-1)?.id === Number(after)) + 1 : 0;
      const items = request.query.get('action') === 'user.disabled' ? [] : (pages[index] ?? []);
      return { items, nextCursor: index < pages.length - 1 ? (items.at(-1)?.id ?? null) : null, retentionDays: 400 };
    },
  });
}

describe('admin Audit log section', () => {
  it('shows who did what, to what, from where, with the change, and loads more', async () => {
    const fake = api([[entry()], [entry({ id: 12, action: 'sign-in.failed', subject: null, changes: [] })]]);
    renderSection(AuditLogPage, '/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = await within(table).findByRole('row', { name: /Commission settings changed/ });
    expect(row.textContent).toContain('Ada Admin');
    expect(row.textContent).toContain('Seat rate percent: 10 → 12');
    expect(row.textContent).toContain('203.0.113.9');
    expect(row.textContent).toContain('Request req-7f3a9c21');
    expect(within(row).getByRole('link', { name: 'Affiliate program' }).getAttribute('href')).toBe(
      '/admin/dashboard/affiliates',
    );
    expect(screen.getByText(/They are kept for 400 days/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('row', { name: /Sign-in failed/ })).toBeTruthy();
    expect(fake.callsTo('GET /api/v1/admin/audit').at(-1)?.query.get('after')).toBe('41');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says nothing was recorded yet only when the log is empty, and what to do when filters match nothing', async () => {
    api([]);
    renderSection(AuditLogPage, '/audit');
    expect(await screen.findByRole('heading', { name: 'Nothing recorded yet' })).toBeTruthy();
    cleanup();

    api([[entry()]]);
    const { router } = renderSection(AuditLogPage, '/audit?action=user.disabled');
    expect(await screen.findByRole('heading', { name: 'No entries match these filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('shows the server’s message when a filter is refused, with Try again', async () => {
    fakeAdminApi({
      'GET /api/v1/admin/audit/actors': () => ({ items: [] }),
      'GET /api/v1/admin/audit': () =>
        fail(422, AUDIT_MESSAGES.actor, [{ path: 'actor', message: AUDIT_MESSAGES.actor }]),
    });
    renderSection(AuditLogPage, '/audit?actor=someone');
    expect(await screen.findByText(AUDIT_MESSAGES.actor)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again/i })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Nothing recorded yet' })).toBeNull();
  });
});
