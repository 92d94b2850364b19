import fc from 'fast-check';
import {
  applyChanges,
  deepRichTextJson,
  fuzzNumber,
  fuzzText,
  fuzzValue,
  ID_EDGES,
  mutationsOf,
  wellFormed,
} from './fuzz-values';

/**
 * Generated request parts for the route fuzz test: bodies that are valid but for one or two fields,
 * any JSON at all, deep nesting, text that is not JSON, hostile queries and path segments, and the
 * known hard cases as fixed examples.
 */

const UUID = '3f1c2b0e-8d4a-4c55-9a31-6b7e2f1d0c9a';

/** Bodies the API accepts (or nearly), so one bad field is checked with all the others right. */
const VALID_BODIES: Record<string, unknown>[] = [
  {
    title: 'Fuzz session',
    date: '2031-05-01',
    time: '10:00',
    timezone: 'UTC',
    durationMinutes: 60,
    capacity: 20,
    joinUrl: 'https://example.com/live',
  },
  {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+1 555 123 4567',
    email: 'ada@example.com',
    date: '1',
    termsAgreed: true,
    privacyAgreed: true,
    affiliateId: 0,
    timeZone: 'UTC',
  },
  { sessionId: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 555 123 4567' },
  { sub: 'fuzz-sub', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', roleId: 3, termsAgreed: true },
  { roleIds: [3] },
  { email: 'ada@example.com', sub: 'fuzz-sub' },
  { reference: UUID },
];

/** The body each route expects, so a mutation checks one bad field with all the others right. */
const BODY_BY_PATH: Record<string, Record<string, unknown> | undefined> = {
  '/api/v1/calendar': VALID_BODIES[0],
  '/api/v1/calendar/:id': VALID_BODIES[0],
  '/api/v1/register': VALID_BODIES[1],
  '/api/v1/waitlist': VALID_BODIES[2],
  '/api/v1/user': VALID_BODIES[3],
  '/api/v1/admin/users/:id/roles': VALID_BODIES[4],
  '/api/v1/user/updateSub': VALID_BODIES[5],
  '/api/v1/stripe/checkout': VALID_BODIES[6],
};

const BODY_KEYS = [...new Set(VALID_BODIES.flatMap((body) => Object.keys(body))), 'offerToken', 'plan', 'extra'];

const nearlyValidBody = fc
  .tuple(
    fc.constantFrom(...VALID_BODIES),
    fc.array(fc.tuple(fc.constantFrom(...BODY_KEYS), fc.option(fuzzValue, { nil: undefined })), {
      minLength: 1,
      maxLength: 2,
    }),
  )
  .map(([base, changes]) => applyChanges(base, changes));

/** Nested `depth` times: deep input must be refused, not crash the parser or the validators. */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.constantFrom('array', 'object'))
  .map(([depth, shape]) =>
    shape === 'array'
      ? `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`
      : `${'{"title":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** The fields that carry rich text (blog posts and legal texts: `body`; FAQ answers: `answer`). */
const RICH_TEXT_FIELDS = ['body', 'answer'] as const;
/** Far past the rich-text limit and past what any body may nest: refused with 422, never a crash. */
const DEEP_RICH_TEXT_DEPTHS = [1_500, 5_000] as const;

/** `base` as JSON with `field` set to the raw JSON text `raw` (last, so it wins over a member of that name). */
function withRawField(base: Record<string, unknown>, field: string, raw: string): string {
  const members = JSON.stringify(base).slice(1, -1);
  return `{${members}${members === '' ? '' : ','}${JSON.stringify(field)}:${raw}}`;
}

/** A body whose rich-text field nests deeply (the route's own valid body around it when known). */
const deepRichText = fc
  .tuple(fc.constantFrom(...DEEP_RICH_TEXT_DEPTHS), fc.constantFrom(...RICH_TEXT_FIELDS))
  .map(([depth, field]) => withRawField({ title: 'Deep' }, field, deepRichTextJson(depth)));

const RAW_TEXT = fc.constantFrom(
  '{"title": ',
  'not json',
  '[]',
  '"a string"',
  '12',
  'null',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\u0000"}',
  '{"firstName":"\\ud800"}',
);

export interface FuzzBody {
  payload: string;
  contentType: string | undefined;
}

const json = (value: unknown): FuzzBody => ({
  payload: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

/** A request body: mostly JSON, sometimes raw text, another content type or none. */
export const fuzzBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 6, arbitrary: nearlyValidBody.map(json) },
  { weight: 2, arbitrary: fuzzValue.map(json) },
  { weight: 1, arbitrary: deepJson.map((payload) => ({ payload, contentType: 'application/json' })) },
  { weight: 1, arbitrary: deepRichText.map((payload) => ({ payload, contentType: 'application/json' })) },
  { weight: 1, arbitrary: RAW_TEXT.map((payload) => ({ payload, contentType: 'application/json' })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fuzzText, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', undefined))
      .map(([payload, contentType]) => ({ payload, contentType })),
  },
);

const QUERY_KEYS = [
  'sessionId',
  'status',
  'search',
  'limit',
  'from',
  'to',
  'period',
  'scope',
  'userEmail',
  'roleId',
  'after',
];

/** A query string: known parameters with hostile values, repeated keys, unknown keys. */
export const fuzzQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: fuzzText }),
      fc.oneof(fuzzText, ID_EDGES, fuzzNumber.map(String), fc.constantFrom('1', '2030-01-01', 'paid', 'month', 'all')),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => {
    const params = new URLSearchParams();
    for (const [key, value] of pairs) params.append(wellFormed(key), wellFormed(value));
    const text = params.toString();
    return text ? `?${text}` : '';
  });

/** Percent-encodings no decoder accepts, and a segment past the router's length limit. */
const BROKEN_SEGMENTS = fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%80', '%FF', 'a'.repeat(101));

/** One path segment's value, URL-encoded (or deliberately broken). */
export function fuzzSegment(validIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 7,
      arbitrary: fc
        .oneof(
          { weight: 2, arbitrary: fc.constantFrom(...validIds) },
          { weight: 2, arbitrary: ID_EDGES },
          { weight: 2, arbitrary: fuzzText },
          { weight: 1, arbitrary: fuzzNumber.map(String) },
        )
        .map((value) => encodeURIComponent(wellFormed(value))),
    },
    { weight: 1, arbitrary: BROKEN_SEGMENTS },
  );
}

/** A body for the route at `url`: often its own valid body with one or two fields made hostile. */
export function fuzzBodyFor(url: string): fc.Arbitrary<FuzzBody> {
  const base = BODY_BY_PATH[url];
  if (!base) return fuzzBody;
  return fc.oneof({ weight: 3, arbitrary: mutationsOf(base).map(json) }, { weight: 2, arbitrary: fuzzBody });
}

/**
 * Requests fast-check runs before the random ones, so the known hard cases are always covered:
 * each field of the route's own body set to text with NUL and to ids past the column range, each
 * path parameter and query parameter likewise, and every body route given rich text nested 1,500
 * and 5,000 levels deep in each rich-text field.
 */
export function examplesFor(
  url: string,
  hasBody: boolean,
  validId: string,
): { path: string; query: string; body: FuzzBody | undefined }[] {
  const edges = ['a\u0000b', '2147483648', '-1', '0', 'x'.repeat(100)];
  const fill = (value: string) => url.replace(/:[A-Za-z]+/g, encodeURIComponent(value));
  const validPath = fill(validId);
  const examples: { path: string; query: string; body: FuzzBody | undefined }[] = [
    ...edges.map((value) => ({ path: fill(value), query: '', body: undefined })),
    ...QUERY_KEYS.flatMap((key) =>
      edges.map((value) => ({
        path: validPath,
        query: `?${new URLSearchParams({ [key]: value }).toString()}`,
        body: undefined,
      })),
    ),
  ];
  const base = BODY_BY_PATH[url];
  if (hasBody) {
    for (const depth of DEEP_RICH_TEXT_DEPTHS) {
      for (const field of RICH_TEXT_FIELDS) {
        const payload = withRawField(base ?? {}, field, deepRichTextJson(depth));
        examples.push({ path: validPath, query: '', body: { payload, contentType: 'application/json' } });
      }
    }
  }
  if (hasBody && base) {
    examples.push({ path: validPath, query: '', body: json(base) });
    for (const key of Object.keys(base)) {
      for (const value of [`${String(base[key])}\u0000`, 2_147_483_648, '2147483648']) {
        examples.push({ path: validPath, query: '', body: json({ ...base, [key]: value }) });
      }
    }
  }
  return examples;
}
