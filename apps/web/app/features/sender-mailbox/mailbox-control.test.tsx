import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../providers';
import { MailboxControl } from './mailbox-control';

/** The panel opens the credentials modal by itself when the lookup finds nothing, fails or errs. */

function lookupAnswers(reply: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/v2/marketingCredentials') return reply();
      return Response.json({ success: true, data: { microsoft: false, google: false } });
    }),
  );
}

function renderControl() {
  const router = createMemoryRouter([{ path: '/sales/dashboard', element: <MailboxControl userId={7} /> }], {
    initialEntries: ['/sales/dashboard'],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MailboxControl', () => {
  it.each([
    [
      'nothing is saved',
      () => Response.json({ success: false, message: 'No email credentials saved' }, { status: 404 }),
    ],
    ['the lookup fails', () => Response.json({ success: false, message: 'Server error' }, { status: 500 })],
    ['the lookup errs', () => new Response('not json', { status: 200 })],
  ])('shows the modal when %s', async (_case, reply) => {
    lookupAnswers(reply);
    renderControl();
    expect(await screen.findByRole('dialog', { name: 'Email Credentials Required' })).toBeTruthy();
  });

  it('stays closed when a mailbox is saved, and "Sending mailbox" opens it', async () => {
    lookupAnswers(() =>
      Response.json({
        success: true,
        data: {
          policy: { email: 'ana@gmail.com', appPassword: '••••••••••' },
          mailbox: {
            provider: 'gmail',
            providerName: 'Gmail',
            authMethod: 'password',
            smtpHost: 'smtp.gmail.com',
            smtpPort: 465,
            smtpSecurity: 'tls',
            limits: { perDay: 500, perMinute: 20 },
            limitsOverridden: false,
            verifiedAt: '2026-11-23T10:00:00.000Z',
          },
        },
      }),
    );
    renderControl();
    const button = await screen.findByRole('button', { name: 'Sending mailbox' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    button.click();
    expect(await screen.findByRole('dialog', { name: 'Sending Mailbox' })).toBeTruthy();
    expect(await screen.findByText('ana@gmail.com')).toBeTruthy();
  });
});
