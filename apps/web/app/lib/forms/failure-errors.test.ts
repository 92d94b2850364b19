import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../api-client';
import { IDENTITY_MESSAGES } from '../auth/identity-errors';
import { failureErrors } from './failure-errors';

const fields = { email: 'email', sessionId: 'date', termsAgreed: 'agreed', privacyAgreed: 'agreed' };

function identityError(name: string, message = ''): Error {
  return Object.assign(new Error(message), { name });
}

describe('failureErrors: a refused call onto a form', () => {
  it('a 422 with one field: its message under that field, nothing for the form', () => {
    const error = new ApiError('Please enter a valid email', 422, [
      { path: 'email', message: 'Please enter a valid email' },
    ]);
    expect(failureErrors(error, { fields })).toEqual({ fields: { email: 'Please enter a valid email' }, form: null });
  });

  it('a 422 with several fields: each field its own first message, renamed paths included', () => {
    const error = new ApiError('Check the highlighted fields.', 422, [
      { path: 'email', message: 'This email cannot receive mail' },
      { path: 'sessionId', message: 'Choose a session date' },
      { path: 'termsAgreed', message: 'You must agree to the terms and conditions' },
      { path: 'privacyAgreed', message: 'You must agree to the privacy policy' },
      { path: 'email.domain', message: 'A second message for the email' },
    ]);
    expect(failureErrors(error, { fields })).toEqual({
      fields: {
        email: 'This email cannot receive mail',
        date: 'Choose a session date',
        agreed: 'You must agree to the terms and conditions',
      },
      form: null,
    });
  });

  it('a path the form has no field for: that message for the whole form', () => {
    const error = new ApiError('Check the highlighted fields.', 422, [
      { path: 'email', message: 'Please enter a valid email' },
      { path: 'affiliateId', message: 'Affiliate must be a whole number' },
    ]);
    expect(failureErrors(error, { fields })).toEqual({
      fields: { email: 'Please enter a valid email' },
      form: 'Affiliate must be a whole number',
    });
  });

  it('an answer without field errors (409, 5xx): its own message for the form', () => {
    const error = new ApiError('This session is full.', 409);
    expect(failureErrors(error, { fields })).toEqual({ fields: {}, form: 'This session is full.' });
  });

  it('the network failing: the network message for the form', () => {
    const error = new ApiError(NETWORK_ERROR_MESSAGE, 0);
    expect(failureErrors(error, { fields })).toEqual({ fields: {}, form: NETWORK_ERROR_MESSAGE });
  });

  it('anything else: the caller’s wording, or a plain sentence', () => {
    expect(failureErrors(new TypeError('x is undefined'), { fields, describe: () => 'Not saved.' })).toEqual({
      fields: {},
      form: 'Not saved.',
    });
    expect(failureErrors(new TypeError('x is undefined'), { fields }).form).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('identity errors the form names go under their field, worded as the sign-in pages word them', () => {
    const identityFields = {
      CodeMismatchException: 'code',
      ExpiredCodeException: 'code',
      InvalidPasswordException: 'password',
    };
    expect(failureErrors(identityError('CodeMismatchException'), { fields: {}, identityFields })).toEqual({
      fields: { code: IDENTITY_MESSAGES.codeMismatch },
      form: null,
    });
    expect(failureErrors(identityError('ExpiredCodeException'), { fields: {}, identityFields }).fields).toEqual({
      code: IDENTITY_MESSAGES.codeExpired,
    });
    expect(
      failureErrors(identityError('InvalidPasswordException', 'Password must have symbol characters'), {
        fields: {},
        identityFields,
      }).fields,
    ).toEqual({ password: 'Password must have symbol characters' });
    // Not named: the form's own wording.
    expect(
      failureErrors(identityError('LimitExceededException'), {
        fields: {},
        identityFields,
        describe: () => IDENTITY_MESSAGES.tooManyRequests,
      }),
    ).toEqual({ fields: {}, form: IDENTITY_MESSAGES.tooManyRequests });
  });
});
