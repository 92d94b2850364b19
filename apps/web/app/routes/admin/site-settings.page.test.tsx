import type { SystemMail, SystemMailSummary } from '@meridian/contracts/mail';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { fail, fakeAdminApi, renderSection } from './admin-api.fake';
import SiteSettingsPage from './site-settings.page';

afterEach(async () => {
  await act(() => notify.clear());
  cleanup();
  vi.unstubAllGlobals();
});

const resetMail: SystemMail = {
  id: 41,
  kind: 'identity.reset-code',
  to: 'lin@example.com',
  subject: '604219 is your code to reset your password at Meridian Trading Academy',
  status: 'logged',
  createdAt: '2026-11-20T15:05:00.000Z',
  deliveredAt: '2026-11-20T15:05:01.000Z',
  lastError: null,
  text: 'Hello,\n\nEnter this code to choose a new one:\n\n    604219\n',
  attachments: [],
};
const summaryOf = ({ text: _text, attachments: _attachments, ...summary }: SystemMail): SystemMailSummary => summary;

function api(items: SystemMailSummary[], delivery: 'smtp' | 'kept' = 'kept') {
  return fakeAdminApi({
    'GET /api/v1/admin/system-mail': () => ({ items, nextCursor: null, delivery }),
    'GET /api/v1/admin/system-mail/41': () => resetMail,
    'GET /api/v1/admin/system-mail/7': () =>
      fail(404, 'There is no system mail with this id. It may have been erased on request.'),
  });
}

describe('Site settings → System mail', () => {
  it('says so when no mail has been sent, and that mail is kept without a mail server', async () => {
    api([]);
    renderSection(SiteSettingsPage, '/admin/dashboard/settings?tab=mail');
    expect(await screen.findByText('No system mail yet')).toBeTruthy();
    expect(screen.getByText(/Without SMTP_URL the site sends no email/)).toBeTruthy();
  });

  it('lists recipient, kind, subject, status and time, and opens a message with its text, keeping it in the address', async () => {
    const fake = api([summaryOf(resetMail)], 'smtp');
    const { router } = renderSection(SiteSettingsPage, '/admin/dashboard/settings?tab=mail');
    const table = await screen.findByRole('table', { name: 'System mail' });
    const row = (await within(table).findByText('lin@example.com')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('identity.reset-code');
    expect(row.textContent).toContain('604219 is your code');
    expect(row.textContent).toContain('Kept here, not sent');
    expect(screen.queryByText('No mail server is set up')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: /Open the mail to lin@example.com/ }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByText(/Enter this code to choose a new one/)).textContent).toContain('604219');
    expect(router.state.location.search).toBe('?tab=mail&mail=41');
    expect(fake.callsTo('GET /api/v1/admin/system-mail/41')).toHaveLength(1);
  });

  it('says plainly when a message cannot be opened', async () => {
    api([]);
    renderSection(SiteSettingsPage, '/admin/dashboard/settings?tab=mail&mail=7');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There is no system mail with this id');
  });
});
