import { TextInput } from '@mantine/core';
import { SIGN_IN_MESSAGES, signInFormSchema } from '@meridian/contracts/identity';
import { SIGN_UP_MESSAGES } from '@meridian/contracts/users';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../providers';
import { ApiError } from '../api-client';
import { useContractForm, type ContractForm } from './use-contract-form';

afterEach(cleanup);

let form: ContractForm<{ email: string; password: string }, { email: string; password: string }>;
let sent: { email: string; password: string } | null = null;

function SignInLike() {
  form = useContractForm(signInFormSchema, { initialValues: { email: '', password: '' } });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        sent = form.check();
      }}
    >
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <TextInput label="Email" {...form.getInputProps('email')} />
      <TextInput label="Password" {...form.getInputProps('password')} />
      <button type="submit">Sign in</button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const submit = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

describe('useContractForm', () => {
  it('shows every message at once, focuses the first field in error, clears a message on edit', async () => {
    render(<SignInLike />, { wrapper: AppProviders });
    await submit();
    expect(sent).toBeNull();
    expect(screen.getByText(SIGN_UP_MESSAGES.email)).toBeTruthy();
    expect(screen.getByText(SIGN_IN_MESSAGES.password)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('Email')));
    fireEvent.change(input('Email'), { target: { value: ' ada@example.com ' } });
    expect(screen.queryByText(SIGN_UP_MESSAGES.email)).toBeNull();
    expect(screen.getByText(SIGN_IN_MESSAGES.password)).toBeTruthy();
    fireEvent.change(input('Password'), { target: { value: 'correct horse' } });
    await submit();
    expect(sent).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    // What was typed stays as typed.
    expect(input('Email').value).toBe(' ada@example.com ');
  });

  it('puts a refused call’s field errors on the fields and the rest on the form; an edit clears the form message', async () => {
    render(<SignInLike />, { wrapper: AppProviders });
    act(() => {
      form.showFailure(
        new ApiError('Check the highlighted fields.', 422, [
          { path: 'password', message: 'That password is on a list of leaked passwords' },
          { path: 'captcha', message: 'Try again in a minute' },
        ]),
      );
    });
    expect(screen.getByText('That password is on a list of leaked passwords')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Try again in a minute');
    await waitFor(() => expect(document.activeElement).toBe(input('Password')));
    fireEvent.change(input('Email'), { target: { value: 'a' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('That password is on a list of leaked passwords')).toBeTruthy();
  });

  it('is dirty while anything differs from where it started', () => {
    render(<SignInLike />, { wrapper: AppProviders });
    expect(form.dirty).toBe(false);
    fireEvent.change(input('Email'), { target: { value: 'a' } });
    expect(form.dirty).toBe(true);
    fireEvent.change(input('Email'), { target: { value: '' } });
    expect(form.dirty).toBe(false);
  });
});
