import fc from 'fast-check';

/**
 * Hostile values for the route fuzz test: control characters, huge and negative numbers, ids just
 * past the database's integer range, odd unicode, and text that is nearly right.
 */

/** `text` with lone surrogates replaced, so it can be URL-encoded (String#toWellFormed, before ES2024 typings). */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u000B', '\u001B', '\u007F');

/** Addresses that normalise to another (a trailing dot, full-width letters and at sign, a ligature). */
export const LOOK_ALIKE_ADDRESSES = [
  'fuzz-pool@fuzz.test.',
  'FUZZ-POOL@FUZZ.TEST..',
  'ｆｕｚｚ-ｐｏｏｌ@ｆｕｚｚ．ｔｅｓｔ',
  'ｆｕｚｚ-ｐｏｏｌ＠fuzz.test',
  'ﬁle@fuzz.test.',
  '.@.',
  '@.',
] as const;

const NASTY_TEXT = fc.constantFrom(
  ...LOOK_ALIKE_ADDRESSES,
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'null',
  'true',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '-2147483649',
  "'; drop table users; --",
  '%',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'a\u0000b',
  '😀',
  '\uD800',
  'e\u0301\u200D\u2028\uFEFF',
  'ß'.repeat(300),
  'x'.repeat(5000),
);

export const fuzzText: fc.Arbitrary<string> = fc.oneof(
  NASTY_TEXT,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), CONTROL, fc.string({ maxLength: 10 }))
    .map(([before, control, after]) => before + control + after),
);

const NASTY_NUMBERS = fc.constantFrom(
  0,
  -1,
  1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  0.5,
);

/** JSON carries no NaN or Infinity, so numbers stay finite. */
export const fuzzNumber: fc.Arbitrary<number> = fc.oneof(
  NASTY_NUMBERS,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Ids around the edges of PostgreSQL's integer range, as text (paths, queries) and as numbers. */
export const ID_EDGES = fc.constantFrom(
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '4294967296',
  '99999999999999999999',
  '1.5',
  '1e3',
);
const ID_EDGE_NUMBERS = fc.constantFrom(0, -1, 2_147_483_647, 2_147_483_648, 4_294_967_296, 1e20, 1.5);

/** Otherwise ordinary text with one control character in it. */
export const textWithControl = fc
  .tuple(
    fc.constantFrom('Ada', 'Fuzz session', 'ada@example.com', 'https://example.com/x'),
    fc.oneof({ weight: 3, arbitrary: fc.constant('\u0000') }, { weight: 2, arbitrary: CONTROL }),
    fc.nat(24),
  )
  .map(([text, control, at]) => text.slice(0, at) + control + text.slice(at));

const fuzzScalar = fc.oneof(fuzzText, fuzzNumber, fc.boolean(), fc.constant(null));

/** Any JSON value a field might receive. */
export const fuzzValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fuzzScalar },
  { weight: 1, arbitrary: fc.array(fuzzScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fuzzScalar, { maxKeys: 3 }) },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: textWithControl },
  { weight: 2, arbitrary: fc.oneof(ID_EDGES, ID_EDGE_NUMBERS) },
  { weight: 2, arbitrary: fuzzValue },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** `base` with each change applied; an undefined value removes the member. */
export function applyChanges(base: Record<string, unknown>, changes: readonly (readonly [string, unknown])[]) {
  const body: Record<string, unknown> = { ...base };
  for (const [key, value] of changes) {
    if (value === undefined) delete body[key];
    else body[key] = value;
  }
  return body;
}

/** `base` with one or two of its own members made hostile (or removed). */
export function mutationsOf(base: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .array(fc.tuple(fc.constantFrom(...Object.keys(base)), hostileValue), { minLength: 1, maxLength: 2 })
    .map((changes) => applyChanges(base, changes));
}

/**
 * A rich-text document (the editor's JSON) with `depth` quotes nested inside each other around one
 * paragraph, as JSON text: deep input must be refused with a message, never overflow a validator.
 */
export function deepRichTextJson(depth: number): string {
  const open = '{"type":"blockquote","content":['.repeat(depth);
  const close = ']}'.repeat(depth);
  return `{"type":"doc","content":[${open}{"type":"paragraph","content":[{"type":"text","text":"Deep"}]}${close}]}`;
}
