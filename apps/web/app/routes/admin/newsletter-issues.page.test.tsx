import { NO_MAILBOX } from '@meridian/contracts/sender-mailboxes';
import { ISSUE_MESSAGES, type Issue } from '@meridian/contracts/newsletter-issues';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { fail, fakeAdminApi, renderSection } from './admin-api.fake';
import NewsletterIssuesPage from './newsletter-issues.page';

afterEach(async () => {
  await act(() => notify.clear());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const URL = '/admin/dashboard/newsletter';
const admin = {
  user: {
    id: 1,
    sub: 'sub-1',
    email: 'ada@meridian.example',
    firstName: 'Ada',
    lastName: 'Admin',
    roles: ['Admin'],
    roleIds: [1],
    roleId: 1,
    disabled: false,
  },
};

function issue(overrides: Partial<Issue> = {}): Issue {
  return {
    id: 3,
    subject: 'Three charts for the week',
    preheader: 'And one lesson',
    html: '<p>Hello {{firstName|there}}</p>',
    slug: null,
    status: 'draft',
    sendAt: null,
    recipients: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const sent = issue({
  id: 4,
  subject: 'Reading the yield curve',
  status: 'sent',
  slug: 'reading-the-yield-curve',
  sendAt: '2026-11-21T15:00:00.000Z',
  recipients: 1200,
});

function api(extra: Parameters<typeof fakeAdminApi>[0] = {}) {
  return fakeAdminApi({
    'GET /api/v1/admin/newsletter/issues': () => ({ items: [sent, issue()] }),
    'GET /api/v1/admin/newsletter/issues/3': () => issue(),
    'GET /api/v1/admin/newsletter/sender': () => ({ userId: 1, name: 'Ada Admin', from: null }),
    'GET /api/v1/admin/users': () => ({ items: [], nextCursor: null }),
    ...extra,
  });
}

describe('Newsletter section', () => {
  it('lists issues with how many are drafts, scheduled and sent, and warns when the sender has no mailbox', async () => {
    api();
    renderSection(NewsletterIssuesPage, URL, admin);
    await screen.findByText('Reading the yield curve');
    const table = screen.getByRole('table', { name: 'Newsletter issues' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Sent')).toBeTruthy(); // the badge, and the moment under it
    expect(within(rows[0]!).getByText(/^Sent [A-Z][a-z]{2} \d{1,2}, \d{4}, /)).toBeTruthy();
    expect(within(rows[0]!).getByText('1,200')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: /View/ }).getAttribute('href')).toBe(
      '/newsletter/reading-the-yield-curve',
    );
    expect(within(rows[1]!).getByText('Draft')).toBeTruthy();
    expect(screen.getByTestId('total-drafts').textContent).toBe('1');
    expect(screen.getByTestId('total-scheduled').textContent).toBe('0');
    expect(screen.getByTestId('total-sent').textContent).toBe('1');
    expect(await screen.findByText(/You are the sender and have not connected one yet/)).toBeTruthy();
  });

  it('saves before a test, shows the API’s refusal as the form’s message and keeps what is typed', async () => {
    const fake = api({
      'PUT /api/v1/admin/newsletter/issues/3': (request) => ({ ...issue(), ...(request.body as Partial<Issue>) }),
      'POST /api/v1/admin/newsletter/issues/3/test': () => fail(422, ISSUE_MESSAGES.noSender),
      // The page believed the mailbox connected; the server found it gone when the test was sent.
      'GET /api/v1/admin/newsletter/sender': () => ({
        userId: 1,
        name: 'Ada Admin',
        from: 'Ada <ada@meridian.example>',
      }),
    });
    renderSection(NewsletterIssuesPage, `${URL}?id=3`, admin);
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    fireEvent.change(subject, { target: { value: 'Three charts, revised' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ISSUE_MESSAGES.noSender);
    expect(fake.callsTo('PUT /api/v1/admin/newsletter/issues/3')[0]?.body).toMatchObject({
      subject: 'Three charts, revised',
    });
    expect((screen.getByRole('textbox', { name: /Subject/ }) as HTMLInputElement).value).toBe('Three charts, revised');
  });

  it('says before sending that the sender has no mailbox, and waits for it', async () => {
    api({ 'GET /api/v2/marketingCredentials': () => NO_MAILBOX });
    renderSection(NewsletterIssuesPage, `${URL}?id=3`, admin);
    expect(await screen.findByText(/You are the sender and have not connected one yet/)).toBeTruthy();
    for (const name of ['Send test', 'Schedule', 'Send now']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
  });
});
