import { previewBlogPost } from '@meridian/contracts/blog';
import { richTextTooDeep } from '@meridian/contracts/rich-text';
import { idField, idTextField, MAX_ID, textField, wholeNumberField } from '@meridian/contracts/fields';
import { RSVP_MESSAGES, rsvpFormSchema } from '@meridian/contracts/rsvp';
import { joinWaitlistSchema } from '@meridian/contracts/rsvp-waitlist';
import { registerUserSchema, SIGN_UP_MESSAGES } from '@meridian/contracts/users';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepRichTextJson } from '../../test/fuzz-values';
import { AppError } from './app-error';
import { controlCharacterErrors, parseInput, SEVERAL_FIELDS_MESSAGE } from './validation';

function refusal(schema: z.ZodType, value: unknown): AppError {
  try {
    parseInput(schema, value);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the input was accepted');
}

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('textField', () => {
  const name = textField({ label: 'First name', required: 'First name is required', max: 10 });
  const notes = textField({ label: 'Notes', max: 50, multiline: true });

  it('trims and accepts ordinary and non-Latin text', () => {
    expect(name.parse('  Zoë  ')).toBe('Zoë');
    expect(name.parse('東京 😀')).toBe('東京 😀');
  });

  it('refuses NUL and other control characters with a message naming the field', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001Fb', 'a\u007Fb', 'a\tb', 'a\nb', 'a\rb']) {
      expect(firstMessage(name, bad)).toBe('First name must not contain control characters (such as NUL)');
    }
  });

  it('allows tab and line breaks only in multi-line text, never NUL', () => {
    expect(notes.parse('line one\n\tline two\r\n')).toBe('line one\n\tline two');
    expect(firstMessage(notes, 'a\u0000b')).toBe('Notes must not contain control characters (such as NUL)');
    expect(firstMessage(notes, 'a\u000Bb')).toBe('Notes must not contain control characters (such as NUL)');
  });

  it('gives the field its own message when missing, blank or not text, and a length message', () => {
    for (const missing of [undefined, null, '', '   ', 42, {}]) {
      expect(firstMessage(name, missing)).toBe('First name is required');
    }
    expect(firstMessage(name, 'x'.repeat(11))).toBe('First name must be at most 10 characters');
  });
});

describe('idField', () => {
  const id = idField('Session not found');

  it('accepts whole numbers from 1 to 2147483647, as numbers or digits', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse('1')).toBe(1);
    expect(id.parse(MAX_ID)).toBe(2_147_483_647);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
    expect(id.parse(' 42 ')).toBe(42);
  });

  it('refuses 0, negatives, values past the column range, decimals and words with the same message', () => {
    const refused = [
      0,
      '0',
      -1,
      '-1',
      2_147_483_648,
      '2147483648',
      1e20,
      '99999999999999999',
      1.5,
      '1.5',
      'abc',
      '',
      ' ',
      '1e3',
      '0x10',
      NaN,
      Infinity,
      true,
      null,
      [],
      [1],
      {},
    ];
    for (const value of refused) expect([value, firstMessage(id, value)]).toEqual([value, 'Session not found']);
  });

  it('keeps the value as text where the form holds text', () => {
    expect(idTextField('Choose a session date').parse(7)).toBe('7');
    expect(firstMessage(idTextField('Choose a session date'), '2147483648')).toBe('Choose a session date');
  });

  it('bounds whole numbers with one clear message', () => {
    const limit = wholeNumberField(1, 500, 'Limit must be a whole number from 1 to 500');
    expect(limit.parse('500')).toBe(500);
    expect(firstMessage(limit, '501')).toBe('Limit must be a whole number from 1 to 500');
    expect(firstMessage(limit, 'many')).toBe('Limit must be a whole number from 1 to 500');
  });
});

describe('default messages', () => {
  it('never shows zod’s own wording', () => {
    const schema = z.object({
      name: z.string(),
      count: z.number(),
      kind: z.enum(['a', 'b']),
      tags: z.array(z.string()).max(1),
    });
    const error = refusal(schema, { count: Number.NaN, kind: 'c', tags: ['x', 'y'] });
    const messages = error.errors?.map((e) => e.message) ?? [];
    expect(messages).toEqual([
      'This field is required',
      'Must be a number',
      'Must be one of "a", "b"',
      'Must have at most 1 item',
    ]);
    for (const message of messages) expect(message).not.toMatch(/Invalid input|expected|received/);
  });

  it('gives the waitlist a clear message for a session id that is not a number', () => {
    const error = refusal(joinWaitlistSchema, {
      sessionId: 'soon',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(error.errors).toEqual([{ path: 'sessionId', message: RSVP_MESSAGES.date }]);
    expect(error.message).toBe(RSVP_MESSAGES.date);
  });
});

describe('the 422 shape', () => {
  it('lists one message per field and summarises several fields in one sentence', () => {
    const error = refusal(registerUserSchema, { sub: 'abc', firstName: '', email: 'nope' });
    expect(error.status).toBe(422);
    expect(error.errors).toEqual([
      { path: 'firstName', message: SIGN_UP_MESSAGES.firstName },
      { path: 'lastName', message: SIGN_UP_MESSAGES.lastName },
      { path: 'email', message: SIGN_UP_MESSAGES.email },
      { path: 'termsAgreed', message: SIGN_UP_MESSAGES.terms },
    ]);
    expect(error.message).toBe(SEVERAL_FIELDS_MESSAGE);
  });

  it('uses the field’s own message when only one field is wrong', () => {
    const valid = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+1 555 123 4567',
      email: 'ada@example.com',
      date: '3',
      termsAgreed: true,
      privacyAgreed: true,
    };
    const error = refusal(rsvpFormSchema, { ...valid, termsAgreed: false });
    expect(error.errors).toEqual([{ path: 'termsAgreed', message: RSVP_MESSAGES.terms }]);
    expect(error.message).toBe(RSVP_MESSAGES.terms);
    expect(refusal(rsvpFormSchema, { ...valid, firstName: 'A\u0000' }).message).toBe(
      'First name must not contain control characters (such as NUL)',
    );
  });

  it('refuses control characters in any string the schema did not check, at any depth', () => {
    const loose = z.object({ note: z.string(), items: z.array(z.object({ tag: z.string() })) });
    const error = refusal(loose, {
      note: 'a\u0000',
      items: [{ tag: 'ok' }, { tag: 'b\u0001' }],
      extra: 'fine\tand\nfine',
    });
    expect(error.errors).toEqual([
      { path: 'note', message: 'note must not contain control characters (such as NUL)' },
      { path: 'items.1.tag', message: 'items.1.tag must not contain control characters (such as NUL)' },
    ]);
    expect(error.message).toBe(SEVERAL_FIELDS_MESSAGE);
  });

  it('walks deeply nested input without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(controlCharacterErrors(deep)).toEqual([
      {
        path: expect.stringMatching(/^0(\.0)+$/),
        message: 'A field must not contain control characters (such as NUL)',
      },
    ]);
  });
});

describe('rich text nested too deeply', () => {
  it('is refused with the field’s message before the document schema recurses, however deep', () => {
    for (const depth of [20, 1_500, 50_000]) {
      const body = JSON.parse(deepRichTextJson(depth)) as unknown;
      const error = refusal(previewBlogPost.body as z.ZodType, { body });
      expect(error.errors).toEqual([{ path: 'body', message: richTextTooDeep('The post') }]);
    }
  });
});
