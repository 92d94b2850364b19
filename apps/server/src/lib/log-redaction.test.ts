import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PUBLIC } from './access';
import { pathOnly, redactText, serializeError } from './log-redaction';
import { createLogger } from './logger';

const NAME = 'Marguerite Quillfeather';
const PHONE = '+1 (415) 555-0199';
const EMAIL = 'marguerite.q@example.org';

/** Every line the server logs, as written. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    deps: { logger: createLogger('info', sink) },
    prepare(app) {
      // A failing insert carrying a visitor's name, phone and e-mail: the session does not exist,
      // so the foreign key refuses it and the statement error reaches the error handler.
      app.post('/api/v1/probe/failing-insert', { config: { access: PUBLIC } }, async () => {
        await t.database.db.orm.execute(sql`
          insert into registrations (session_id, first_name, last_name, email, phone, amount_cents, currency, hold_expires_at)
          values (${2_000_000_000}, ${NAME}, ${'Quillfeather'}, ${EMAIL}, ${PHONE}, ${50_000}, ${'usd'}, now())`);
        return { ok: true };
      });
    },
  });
});
afterAll(() => t.close());

describe('log redaction', () => {
  it('logs a failing insert by its code and request id, without the name, phone or e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/failing-insert?email=' + encodeURIComponent(EMAIL),
      headers: { 'x-request-id': 'probe-request-0001' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, requestId: 'probe-request-0001' });

    const logged = lines.join('\n');
    expect(logged).not.toContain('Marguerite');
    expect(logged).not.toContain('555-0199');
    expect(logged).not.toContain('5550199');
    expect(logged).not.toContain(EMAIL);
    const record = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((l) => l.level === 50);
    expect(record).toMatchObject({
      reqId: 'probe-request-0001',
      err: { type: 'QueryError', cause: { type: 'DatabaseError', code: '23503' } },
    });
    expect(JSON.stringify(record)).toContain('registrations_session_id');
  });
});

describe('redactText', () => {
  it('scrubs e-mail addresses, phone numbers, quoted values and tokens', () => {
    const out = redactText(
      `user ${EMAIL} called from ${PHONE}: value "Marguerite" rejected, Bearer eyJhbGciOiJSUzI1NiJ9.abc.def, key 0123456789abcdef0123456789abcdef`,
    );
    expect(out).not.toContain(EMAIL);
    expect(out).not.toContain('555');
    expect(out).not.toContain('Marguerite');
    expect(out).not.toContain('eyJhbGci');
    expect(out).not.toContain('0123456789abcdef');
    expect(out).toContain('[email]');
  });

  it('keeps ordinary words and short numbers', () => {
    expect(redactText('connection refused on port 5432 after 3 tries')).toBe(
      'connection refused on port 5432 after 3 tries',
    );
  });
});

describe('serializeError', () => {
  it('keeps only the code and identifiers of a database error', () => {
    const dbError = Object.assign(new Error(`duplicate key value violates unique constraint "users_email_key"`), {
      code: '23505',
      severity: 'ERROR',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      constraint: 'users_email_key',
      table: 'app_users',
    });
    const logged = serializeError(dbError);
    expect(logged).toEqual({
      type: 'DatabaseError',
      code: '23505',
      message: 'database error 23505',
      constraint: 'users_email_key',
      table: 'app_users',
    });
  });

  it('keeps where an ordinary error was thrown, not its stack', () => {
    const logged = serializeError(new Error(`no mailbox for ${EMAIL}`));
    expect(logged.message).toBe('no mailbox for [email]');
    expect(logged.at).toMatch(/log-redaction\.test\.ts:\d+:\d+$/);
    expect(JSON.stringify(logged)).not.toContain('\n');
  });
});

describe('pathOnly', () => {
  it('drops the query string', () => {
    expect(pathOnly('/api/v1/user?userEmail=a%40b.co')).toBe('/api/v1/user');
    expect(pathOnly('/faq')).toBe('/faq');
  });
});
