import { MARKETING_CREDENTIALS_MESSAGES as M } from '@meridian/contracts/sender-mailboxes';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../providers';
import CredentialsModal from './credentials-modal';

/** The seed's "Email Credentials Required" modal: every message, trimming, the busy label, closing on success. */

type Reply = { status: number; body: unknown };
const SAVED = {
  policy: { email: 'ana@meridian-sender.test', appPassword: '••••••••••' },
  mailbox: {
    provider: 'custom',
    providerName: 'Your email provider',
    authMethod: 'password',
    smtpHost: 'smtp.meridian-sender.test',
    smtpPort: 587,
    smtpSecurity: 'starttls',
    imap: { host: 'imap.meridian-sender.test', port: 993, security: 'tls' },
    limits: { perDay: 500, perMinute: 20 },
    limitsOverridden: false,
    verifiedAt: '2026-11-23T10:00:00.000Z',
    domainCheck: null,
    bounceCheck: null,
  },
};

/** Answers POST /api/v2/marketingCredentials with `save`, the connect options with none configured. */
function fakeApi(save: () => Reply | Promise<Reply>) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname;
      let reply: Reply = { status: 200, body: { success: true, data: { microsoft: false, google: false } } };
      if (init.method === 'POST' && path === '/api/v2/marketingCredentials') {
        bodies.push(JSON.parse(String(init.body)));
        reply = await save();
      }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return bodies;
}

function open(userId: number | null = 7) {
  const onClose = vi.fn();
  render(
    <AppProviders>
      <CredentialsModal opened userId={userId} saved={null} returnTo="/sales/dashboard" onClose={onClose} />
    </AppProviders>,
  );
  return onClose;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));

/** Opens the modal and saves a well-formed Gmail address and app password. */
async function openAndSaveGmail(userId: number | null = 7) {
  open(userId);
  await screen.findByRole('dialog');
  type('Email Address', 'ana@gmail.com');
  type('App Password', 'abcd efgh ijkl mnop');
  save();
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Email Credentials Required', () => {
  it("shows the seed's texts", async () => {
    fakeApi(() => ({ status: 200, body: { success: true, data: SAVED } }));
    open();
    expect(await screen.findByRole('dialog', { name: 'Email Credentials Required' })).toBeTruthy();
    expect(screen.getByText('Setup required to send marketing emails')).toBeTruthy();
    expect(screen.getByText(/different from your normal email password/)).toBeTruthy();
    expect(screen.getByText(/sent from your own email address/)).toBeTruthy();
    expect(screen.getByText('Enter the app password exactly as your email provider gave it')).toBeTruthy();
    expect(screen.getByText(/securely stored and encrypted\. We never share them with third parties/)).toBeTruthy();
    expect(field('App Password').getAttribute('type')).toBe('text');
  });

  it('shows the app password as typed, and hides and shows it again from its button', async () => {
    fakeApi(() => ({ status: 200, body: { success: true, data: SAVED } }));
    open();
    await screen.findByRole('dialog');
    type('App Password', 'abcd efgh ijkl mnop');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Hide password' }), { key: 'Enter' });
    expect(field('App Password').getAttribute('type')).toBe('password');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Show password' }), { key: 'Enter' });
    expect(field('App Password').getAttribute('type')).toBe('text');
    expect((field('App Password') as HTMLInputElement).value).toBe('abcd efgh ijkl mnop');
  });

  it('says what is missing or malformed, after trimming, and clears a message when its field is edited', async () => {
    const bodies = fakeApi(() => ({ status: 200, body: { success: true, data: SAVED } }));
    open();
    await screen.findByRole('dialog');
    save();
    expect(await screen.findByText(M.emailRequired)).toBeTruthy();
    expect(screen.getByText(M.appPasswordRequired)).toBeTruthy();
    type('Email Address', 'ana@');
    expect(screen.queryByText(M.emailRequired)).toBeNull();
    expect(screen.getByText(M.appPasswordRequired)).toBeTruthy();
    type('App Password', '   123456789   ');
    save();
    expect(await screen.findByText(M.emailInvalid)).toBeTruthy();
    expect(screen.getByText(M.appPasswordTooShort)).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('asks for the server of an unknown provider and guides a known one', async () => {
    fakeApi(() => ({ status: 200, body: { success: true, data: SAVED } }));
    open();
    await screen.findByRole('dialog');
    type('Email Address', 'ana@gmail.com');
    expect(screen.queryByLabelText('SMTP Server')).toBeNull();
    expect(screen.getByText(/myaccount\.google\.com\/apppasswords/)).toBeTruthy();
    type('Email Address', 'ana@hotmail.com');
    expect(screen.getByText(M.microsoftPersonal)).toBeTruthy();
    expect(screen.queryByLabelText('App Password')).toBeNull();
    expect(await screen.findByText(M.microsoftNotConfigured)).toBeTruthy();
    type('Email Address', 'ana@meridian-sender.test');
    type('App Password', 'qwer tyui opas dfgh');
    save();
    expect(await screen.findByText(M.hostRequired)).toBeTruthy();
  });

  it('says to sign in again without a user id', async () => {
    const bodies = fakeApi(() => ({ status: 200, body: { success: true, data: SAVED } }));
    await openAndSaveGmail(null);
    expect(await screen.findByText(M.userIdMissing)).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("shows the server's message and keeps what was typed", async () => {
    fakeApi(() => ({ status: 422, body: { success: false, message: 'Your email provider refused the sign-in.' } }));
    await openAndSaveGmail();
    expect(await screen.findByText('Your email provider refused the sign-in.')).toBeTruthy();
    expect((field('App Password') as HTMLInputElement).value).toBe('abcd efgh ijkl mnop');
  });

  it('says "Failed to save credentials" for an answer without a message, "An error occurred" for anything else', async () => {
    fakeApi(() => ({ status: 500, body: { success: false } }));
    await openAndSaveGmail();
    expect(await screen.findByText(M.saveFailed)).toBeTruthy();
    cleanup();
    fakeApi(() => ({ status: 200, body: { success: true, data: { unexpected: true } } }));
    await openAndSaveGmail();
    expect(await screen.findByText(M.unexpected)).toBeTruthy();
  });

  it('sends trimmed values, shows "Saving Credentials..." meanwhile, then closes', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const bodies = fakeApi(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const onClose = open();
    await screen.findByRole('dialog');
    type('Email Address', '  ana@meridian-sender.test ');
    type('App Password', '  qwer tyui opas dfgh  ');
    type('SMTP Server', 'smtp.meridian-sender.test');
    save();
    expect(await screen.findByRole('button', { name: 'Saving Credentials...' })).toBeTruthy();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      email: 'ana@meridian-sender.test',
      appPassword: 'qwer tyui opas dfgh',
      id: 7,
      smtpHost: 'smtp.meridian-sender.test',
      smtpPort: 587,
      smtpSecurity: 'starttls',
    });
    answer({ status: 200, body: { success: true, data: SAVED } });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((field('Email Address') as HTMLInputElement).value).toBe('');
  });
});
