import { RSVP_MESSAGES, rsvpFormSchema } from '@meridian/contracts/rsvp';
import { SIGN_IN_MESSAGES, resetPasswordFormSchema, signInFormSchema } from '@meridian/contracts/identity';
import { SIGN_UP_MESSAGES } from '@meridian/contracts/users';
import { SESSION_MESSAGES, sessionInputSchema } from '@meridian/contracts/webinars';
import { describe, expect, it } from 'vitest';
import { contractResolver } from './contract-resolver';

const rsvpValues = { firstName: '', lastName: '', phone: '', email: '', date: '', agreed: false };
const rsvpRules = {
  toInput: (values: typeof rsvpValues) => ({ ...values, termsAgreed: values.agreed, privacyAgreed: values.agreed }),
  fields: {
    firstName: 'firstName',
    lastName: 'lastName',
    phone: 'phone',
    email: 'email',
    date: 'date',
    termsAgreed: 'agreed',
    privacyAgreed: 'agreed',
  },
};

describe('contractResolver', () => {
  it('gives every field its first message, word for word as the contract has it, all at once', () => {
    expect(contractResolver(rsvpFormSchema, rsvpRules)(rsvpValues)).toEqual({
      errors: {
        fields: {
          firstName: RSVP_MESSAGES.firstName,
          lastName: RSVP_MESSAGES.lastName,
          phone: RSVP_MESSAGES.phone,
          email: RSVP_MESSAGES.email,
          date: RSVP_MESSAGES.date,
          agreed: RSVP_MESSAGES.terms,
        },
        form: null,
      },
    });
    const bad = { ...rsvpValues, firstName: 'Ada', lastName: 'Lovelace', phone: '12ab', email: 'ada@', date: '7' };
    expect(contractResolver(rsvpFormSchema, rsvpRules)({ ...bad, agreed: true })).toEqual({
      errors: { fields: { phone: RSVP_MESSAGES.phoneInvalid, email: RSVP_MESSAGES.email }, form: null },
    });
  });

  it('hands back the contract’s output for valid values (trimmed as the contract trims)', () => {
    const values = {
      ...rsvpValues,
      firstName: ' Ada ',
      lastName: 'Lovelace',
      phone: '+1 555 010 2030',
      email: ' ada@example.com ',
      date: '7',
      agreed: true,
    };
    expect(contractResolver(rsvpFormSchema, rsvpRules)(values)).toEqual({
      data: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '+1 555 010 2030',
        email: 'ada@example.com',
        date: '7',
        termsAgreed: true,
        privacyAgreed: true,
      },
    });
  });

  it('uses the values’ own names as fields by default', () => {
    expect(contractResolver(signInFormSchema)({ email: 'nope', password: '' })).toEqual({
      errors: { fields: { email: SIGN_UP_MESSAGES.email, password: SIGN_IN_MESSAGES.password }, form: null },
    });
    expect(
      contractResolver(resetPasswordFormSchema)({ code: ' ', password: 'short', confirmPassword: 'other' }),
    ).toEqual({
      errors: {
        fields: {
          code: SIGN_IN_MESSAGES.code,
          password: SIGN_UP_MESSAGES.password,
          confirmPassword: SIGN_UP_MESSAGES.confirmPassword,
        },
        form: null,
      },
    });
  });

  it('puts renamed paths on their field and a path with no field on the form', () => {
    const values = { title: 'Options', price: 0.5 };
    const resolve = contractResolver(sessionInputSchema, {
      toInput: (typed: typeof values) => ({
        title: typed.title,
        date: '2030-01-01',
        time: '10:00',
        timezone: 'UTC',
        durationMinutes: 60,
        capacity: 10,
        priceCents: Math.round(typed.price * 100),
        joinUrl: 'http://insecure.example.com',
      }),
      fields: { title: 'title', priceCents: 'price' },
    });
    expect(resolve(values)).toEqual({
      errors: { fields: { price: SESSION_MESSAGES.priceCents }, form: SESSION_MESSAGES.joinUrl },
    });
  });

  it('adds the extra client rules to fields the contract left without a message', () => {
    const resolve = contractResolver(signInFormSchema, {
      extraRules: (values: { email: string; password: string }) =>
        values.password === 'guess' ? { email: 'A second email message', password: 'Too easy' } : {},
    });
    expect(resolve({ email: 'nope', password: 'guess' })).toEqual({
      errors: { fields: { email: SIGN_UP_MESSAGES.email, password: 'Too easy' }, form: null },
    });
    expect(resolve({ email: 'ada@example.com', password: 'correct horse' })).toEqual({
      data: { email: 'ada@example.com', password: 'correct horse' },
    });
  });
});
