import type { Prices } from '@meridian/contracts/settings';
import { SIGN_UP_MESSAGES, type SignUpForm } from '@meridian/contracts/users';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../providers';
import { SignUpModal } from './sign-up-modal';
import { EMAIL_TAKEN_MESSAGE } from './use-sign-up-account';
import { TEST_SITE_CONFIG } from '../../lib/site-config.fake';
import type { SignUpFlow } from './use-sign-up-flow';

const prices: Prices = TEST_SITE_CONFIG.prices;

function fakeFlow(overrides: Partial<SignUpFlow> = {}): SignUpFlow {
  return {
    step: 'form',
    busy: false,
    codeDestination: null,
    submit: vi.fn(async () => ({})),
    confirmCode: vi.fn(async () => null),
    resendCode: vi.fn(async () => undefined),
    backToForm: vi.fn(),
    ...overrides,
  };
}

function renderModal(roleId: number | null, flow = fakeFlow(), extra: Partial<Parameters<typeof SignUpModal>[0]> = {}) {
  render(
    <AppProviders>
      <SignUpModal opened onClose={() => undefined} roleId={roleId} prices={prices} flow={flow} {...extra} />
    </AppProviders>,
  );
  return flow;
}

function input(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

/** The CAPTCHA's question and its right answer, read from the label. */
function captcha(): { label: string; a: number; b: number } {
  const element = screen.getByText(/^What is \d \+ \d\?$/);
  const [, a, b] = /What is (\d) \+ (\d)\?/.exec(element.textContent ?? '') ?? [];
  return { label: element.textContent ?? '', a: Number(a), b: Number(b) };
}

async function register() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  });
}

function fillValid(answer?: string) {
  type('First name', ' Ada ');
  type('Last name', 'Lovelace');
  type('Email', 'ada@example.com');
  type('Password', 'correct horse');
  type('Confirm password', 'correct horse');
  const { a, b } = captcha();
  type(/^What is/, answer ?? String(a + b));
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('sign-up modal', () => {
  it.each([
    [null, /^Sign Up$/],
    // The seed's title, under "Sign up" so the heading says what the dialog is for.
    [3, /^Sign up\W+Affiliate$/],
    [4, /^Sign up\W+Advertise$/],
    [1, /^Sign Up$/],
  ])('role %s is titled %s', async (roleId, title) => {
    renderModal(roleId);
    expect(await screen.findByRole('dialog', { name: title })).toBeTruthy();
  });

  it('has the documented fields, a terms link to /terms and the Register button', async () => {
    renderModal(null);
    await screen.findByRole('dialog');
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password', /^What is/]) {
      expect(input(label)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /Terms & Conditions/ }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Affiliate Agreement/ })).toBeNull();
  });

  it('asks an affiliate to accept the Affiliate Agreement as well as the Terms', async () => {
    renderModal(3);
    await screen.findByRole('dialog');
    const box = screen.getByRole('checkbox', {
      name: /I agree to the Terms & Conditions .* and the Affiliate Agreement/,
    });
    expect(box).toBeTruthy();
    expect(screen.getByRole('link', { name: /Affiliate Agreement/ }).getAttribute('href')).toBe('/affiliateagreement');
  });

  it('shows every required-field message at once and does not submit', async () => {
    const flow = renderModal(null);
    await register();
    for (const message of [
      SIGN_UP_MESSAGES.firstName,
      SIGN_UP_MESSAGES.lastName,
      SIGN_UP_MESSAGES.email,
      SIGN_UP_MESSAGES.password,
      SIGN_UP_MESSAGES.captchaMissing,
      SIGN_UP_MESSAGES.terms,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Passwords must be at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('Please solve the CAPTCHA')).toBeTruthy();
    expect(flow.submit).not.toHaveBeenCalled();
  });

  it('says when passwords differ and when the CAPTCHA answer is wrong, keeping what was typed', async () => {
    const flow = renderModal(null);
    await screen.findByRole('dialog');
    fillValid();
    type('Confirm password', 'correct horsE');
    const { a, b } = captcha();
    type(/^What is/, String(a + b + 1));
    type('Email', 'not-an-email');
    await register();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(screen.getByText('Incorrect CAPTCHA answer. Please try again.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(flow.submit).not.toHaveBeenCalled();
    expect(input('First name').value).toBe(' Ada ');
    expect(input('Password').value).toBe('correct horse');
    expect(input('Confirm password').value).toBe('correct horsE');
    expect(input('Email').value).toBe('not-an-email');
  });

  it('clears a field error as soon as the field changes', async () => {
    renderModal(null);
    await register();
    expect(screen.getByText(SIGN_UP_MESSAGES.firstName)).toBeTruthy();
    type('First name', 'A');
    expect(screen.queryByText(SIGN_UP_MESSAGES.firstName)).toBeNull();
  });

  it('Refresh draws new digits and clears the answer', async () => {
    renderModal(null);
    await screen.findByRole('dialog');
    type(/^What is/, '12');
    await register();
    for (let i = 0; i < 5; i += 1) {
      const previous = captcha();
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      const next = captcha();
      expect(next.label).not.toBe(previous.label);
      expect(next.a).toBeGreaterThanOrEqual(0);
      expect(next.b).toBeLessThanOrEqual(9);
      expect(input(/^What is/).value).toBe('');
    }
    expect(screen.queryByText(SIGN_UP_MESSAGES.captchaWrong)).toBeNull();
  });

  it('submits the checked form with the preselected role', async () => {
    const flow = renderModal(3);
    await screen.findByRole('dialog', { name: /Affiliate$/ });
    fillValid();
    await register();
    expect(flow.submit).toHaveBeenCalledTimes(1);
    const form = vi.mocked(flow.submit).mock.calls[0]?.[0] as SignUpForm;
    expect(form).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      roleId: 3,
      plan: null,
      termsAgreed: true,
    });
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('for advertisers, the Monthly/Yearly switch shows $150/Month or $600/Year and is submitted', async () => {
    const flow = renderModal(4);
    await screen.findByRole('dialog', { name: /Advertise$/ });
    expect(screen.getByTestId('plan-price').textContent).toBe('$150/Month');
    const toggle = screen.getByRole('switch', { name: 'Yearly billing' });
    fireEvent.click(toggle);
    expect(screen.getByTestId('plan-price').textContent).toBe('$600/Year');
    fireEvent.click(toggle);
    expect(screen.getByTestId('plan-price').textContent).toBe('$150/Month');
    fireEvent.click(toggle);
    fillValid();
    await register();
    expect(vi.mocked(flow.submit).mock.calls[0]?.[0]).toMatchObject({ roleId: 4, plan: 'yearly' });
  });

  it('shows field errors the server returns under their fields', async () => {
    const flow = renderModal(
      null,
      fakeFlow({ submit: vi.fn(async () => ({ email: 'This email is already registered.' })) }),
    );
    await screen.findByRole('dialog');
    fillValid();
    await register();
    await waitFor(() => expect(screen.getByText('This email is already registered.')).toBeTruthy());
    expect(flow.submit).toHaveBeenCalledTimes(1);
    expect(input('Email').value).toBe('ada@example.com');
  });

  it('shows the code step when the pool asks to confirm the email', async () => {
    const flow = renderModal(null, fakeFlow({ step: 'confirm', codeDestination: 'a***@e***.com' }));
    expect(await screen.findByText('a***@e***.com')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    expect(screen.getByText('Enter the code from the email.')).toBeTruthy();
    type('Confirmation code', ' 123456 ');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    });
    expect(flow.confirmCode).toHaveBeenCalledWith('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(flow.resendCode).toHaveBeenCalled();
  });

  it('opens on the plan the visitor chose: ?plan=yearly starts on Yearly, and it is submitted', async () => {
    const flow = renderModal(4, fakeFlow(), { initialPlan: 'yearly' });
    await screen.findByRole('dialog', { name: /Advertise$/ });
    expect(screen.getByTestId('plan-price').textContent).toBe('$600/Year');
    expect((screen.getByRole('switch', { name: 'Yearly billing' }) as HTMLInputElement).checked).toBe(true);
    fillValid();
    await register();
    expect(vi.mocked(flow.submit).mock.calls[0]?.[0]).toMatchObject({ roleId: 4, plan: 'yearly' });
  });

  it('an email with an account: the message under the field with "Sign in with this email", values kept', async () => {
    const onSignInInstead = vi.fn();
    renderModal(null, fakeFlow({ submit: vi.fn(async () => ({ email: EMAIL_TAKEN_MESSAGE })) }), { onSignInInstead });
    await screen.findByRole('dialog');
    fillValid();
    await register();
    const email = input('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(email.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(described?.textContent).toContain(EMAIL_TAKEN_MESSAGE);
    expect(email.value).toBe('ada@example.com');
    expect(input('Password').value).toBe('correct horse');
    expect(input('First name').value).toBe(' Ada ');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with this email' }));
    expect(onSignInInstead).toHaveBeenCalledWith('ada@example.com');
  });
});
