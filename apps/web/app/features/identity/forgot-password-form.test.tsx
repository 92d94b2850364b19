import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as amplify from '../../lib/auth/amplify';
import { loadIdentity } from '../../lib/auth/amplify';
import { IDENTITY_MESSAGES } from '../../lib/auth/identity-errors';
import { AppProviders } from '../../providers';
import { ForgotPasswordForm } from './forgot-password-form';

vi.mock('../../lib/auth/amplify', async (importOriginal) => ({
  ...(await importOriginal<typeof amplify>()),
  loadIdentity: vi.fn(),
}));
afterEach(cleanup);

function identityError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

/** The pool refuses the code request with `error`; the form is on its first step. */
function renderRefusing(error: Error) {
  vi.mocked(loadIdentity).mockResolvedValue({
    resetPassword: vi.fn(async () => {
      throw error;
    }),
  } as never);
  render(
    <AppProviders>
      <ForgotPasswordForm initialEmail="ada@example.com" info={null} onDone={vi.fn()} onCancel={vi.fn()} />
    </AppProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('ForgotPasswordForm', () => {
  it('says plainly that the hourly reset codes are used up, and what to do instead', async () => {
    renderRefusing(identityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(IDENTITY_MESSAGES.resetCodeLimit);
    expect(alert.textContent).toContain('Use the code in the latest email from us');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
  });

  it('keeps the address-wide limit’s own words', async () => {
    renderRefusing(
      identityError('TooManyRequestsException', 'Too many failed attempts from this address. Try again later.'),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(IDENTITY_MESSAGES.tooManyRequests);
  });
});
