import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { defineEndpoint } from '@meridian/contracts/endpoint';
import { PUBLIC } from './lib/access';
import { registerEndpoint } from './lib/endpoint-route';
import { INTERNAL_ERROR_MESSAGE } from './plugins/errors';

const echo = defineEndpoint({
  method: 'POST',
  path: '/api/v1/probe/echo',
  body: z.object({
    email: z.email('Please enter a valid email'),
    name: z.string().min(1, 'Name is required'),
  }),
  response: z.object({ email: z.string() }),
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    prepare(app) {
      registerEndpoint(
        app,
        echo,
        { access: PUBLIC },
        async ({ body }) => ({ email: body.email, extra: 'dropped' }) as never,
      );
      registerEndpoint(
        app,
        defineEndpoint({ method: 'GET', path: '/api/v1/probe/limited', response: z.object({ ok: z.boolean() }) }),
        { access: PUBLIC, rateLimitPerMinute: 2 },
        async () => ({ ok: true }),
      );
      app.get('/api/v1/probe/crash', { config: { access: PUBLIC } }, async () => {
        throw new Error('connection to db-secret-host:5432 refused');
      });
    },
  });
});
afterAll(() => t.close());

describe('API envelope and errors', () => {
  it('wraps data in the success envelope and serialises through the response schema', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      payload: { email: 'a@b.co', name: 'A' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { email: 'a@b.co' } });
  });

  it('answers invalid fields with 422, one message per field, and a summary asking to check them', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/probe/echo', payload: { email: 'nope', name: '' } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual([
      { path: 'email', message: 'Please enter a valid email' },
      { path: 'name', message: 'Name is required' },
    ]);
    expect(body.message).toBe('Check the highlighted fields.');
  });

  it('uses the field’s own message as the summary when only one field is wrong', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/probe/echo', payload: { email: 'a@b.co' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'This field is required',
      errors: [{ path: 'name', message: 'This field is required' }],
    });
  });

  it.each([
    ['{"email":"a@b.co","__proto__":{"admin":true}}', '__proto__'],
    ['{"name":"x","nested":[{"__proto__":{}}]}', '__proto__'],
    ['{"constructor":{"prototype":{"admin":true}}}', 'constructor.prototype'],
  ])('refuses a body with a prototype-changing key: %s', async (payload, key) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: `The request body contains a key that is not allowed (${key}).`,
    });
  });

  it('still accepts an ordinary "constructor" field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      payload: { email: 'a@b.co', name: 'A', constructor: 'plain text' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers a malformed or over-long address with the envelope, before any route runs', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/legal/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      message: 'The address is not valid: it contains a malformed percent-encoded character.',
    });
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/legal/${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ success: false, message: expect.stringMatching(/too long/) });
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'The request body is empty; send a JSON object.' });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413 and the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      payload: { email: 'a@b.co', name: 'x'.repeat(2_000_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'The request is too large. The limit is 1024 KB.' });
  });

  it('never leaks internals in a 500 and gives the request id instead', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/crash' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({ success: false, message: INTERNAL_ERROR_MESSAGE, requestId: res.headers['x-request-id'] });
    expect(res.body).not.toContain('db-secret-host');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'No API endpoint matches GET /api/v1/nothing-here.' });
  });

  it('limits routes that opt in, with 429 and a message', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1)
      codes.push((await t.app.inject({ method: 'GET', url: '/api/v1/probe/limited' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/probe/limited' });
    expect(res.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds? and try again\.$/);
  });
});

describe('request ids and security headers', () => {
  it('gives every response a request id and keeps a well-formed incoming one', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-12345678' } });
    expect(kept.headers['x-request-id']).toBe('lb-12345678');
    const refused = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(refused.headers['x-request-id']).not.toBe('<script>');
  });

  it('sends a CSP without inline scripts, frame-ancestors none and a referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the public URL is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://academy.test' } });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});

describe('route declarations', () => {
  it('refuses to register a route that does not say who may call it', async () => {
    await expect(
      createTestApp({
        prepare(app) {
          app.get('/api/v1/undeclared', async () => 'x');
        },
      }),
    ).rejects.toThrow('Route GET /api/v1/undeclared declares no access rule.');
  });
});
