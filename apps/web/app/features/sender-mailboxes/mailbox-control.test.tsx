import { NO_MAILBOX } from '@meridian/contracts/sender-mailboxes';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../providers';
import { MailboxControl } from './mailbox-control';

/**
 * The panel opens the credentials modal by itself when the lookup finds nothing, fails or errs, once
 * a browser session; a panel that does not prompt (the admin's) opens it only when asked.
 */

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

function renderControl(props: { promptOnEntry?: boolean; requested?: boolean; onRequestClosed?: () => void } = {}) {
  const control = (
    <MailboxControl
      userId={7}
      promptOnEntry={props.promptOnEntry ?? true}
      requested={props.requested ?? false}
      onRequestClosed={props.onRequestClosed ?? (() => undefined)}
    />
  );
  const router = createMemoryRouter([{ path: '/sales/dashboard', element: control }], {
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
  window.sessionStorage.clear();
});

const noneSaved = () => Response.json({ success: true, data: NO_MAILBOX });

describe('MailboxControl', () => {
  it.each([
    ['nothing is saved', noneSaved],
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
            imap: { host: 'imap.gmail.com', port: 993, security: 'tls' },
            limits: { perDay: 500, perMinute: 20 },
            limitsOverridden: false,
            verifiedAt: '2026-11-23T10:00:00.000Z',
            domainCheck: null,
            bounceCheck: null,
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

  it('once closed, stays closed for the rest of the browser session', async () => {
    lookupAnswers(noneSaved);
    renderControl();
    const dialog = await screen.findByRole('dialog', { name: 'Email Credentials Required' });
    fireEvent.click(dialog.querySelector('button[aria-label="Close"]') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    renderControl();
    await screen.findByRole('button', { name: 'Sending mailbox' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in a panel that does not prompt, opens only when a sending page asks', async () => {
    lookupAnswers(noneSaved);
    renderControl({ promptOnEntry: false });
    await screen.findByRole('button', { name: 'Sending mailbox' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    const closed = vi.fn();
    renderControl({ promptOnEntry: false, requested: true, onRequestClosed: closed });
    const dialog = await screen.findByRole('dialog', { name: 'Email Credentials Required' });
    fireEvent.click(dialog.querySelector('button[aria-label="Close"]') as HTMLElement);
    expect(closed).toHaveBeenCalledOnce();
  });
});
