import { SYSTEM_MAIL_MESSAGES } from '@meridian/contracts/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asIdentityTestApp, CapturedCodes, passwordSignIn, type IdentityTestApp } from '../../../test/identity-harness';
import { createTestApp } from '../../../test/test-app';

/**
 * The admin's outbox view (docs/product.md, System mail): recent system mail with its recipient,
 * kind, subject and time, the body of one on opening it, for admins only, and every read logged
 * as an audit line naming the admin (never the mail's content or recipient).
 */
let t: IdentityTestApp;
const lines: { data: Record<string, unknown>; message: string }[] = [];
const logger = {
  info: (data: Record<string, unknown>, message: string) => lines.push({ data, message }),
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as never;
let adminAuth: { authorization: string };
let adminId: number;
let salesAuth: { authorization: string };

async function bearer(email: string, password: string) {
  const tokens = await passwordSignIn(t, email, password);
  return { authorization: `Bearer ${tokens.AccessToken}` };
}

beforeAll(async () => {
  // The real mail code sender (no SMTP_URL: the outbox and the log), not the identity tests' catcher.
  t = asIdentityTestApp(await createTestApp({ services: { logger } }), new CapturedCodes(), undefined);
  const admin = await t.services.users.provision({
    email: 'outbox.admin@academy.test',
    password: 'outbox admin passphrase',
    firstName: 'Olu',
    lastName: 'Admin',
    roleIds: [1],
  });
  adminId = admin.id;
  adminAuth = await bearer('outbox.admin@academy.test', 'outbox admin passphrase');
  await t.services.users.provision({
    email: 'outbox.sales@academy.test',
    password: 'outbox sales passphrase',
    firstName: 'Sam',
    lastName: 'Sales',
    roleIds: [2],
  });
  salesAuth = await bearer('outbox.sales@academy.test', 'outbox sales passphrase');
});
afterAll(() => t.close());

const list = (headers: Record<string, string> = adminAuth, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/system-mail${query}`, headers });
const open = (id: number | string, headers: Record<string, string> = adminAuth) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/system-mail/${id}`, headers });
const audits = () => lines.filter((line) => 'audit' in line.data);

describe('the admin outbox view', () => {
  it('starts empty, then lists a reset mail newest first and opens it with its text', async () => {
    const empty = await list();
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ items: [], nextCursor: null, delivery: 'kept' });

    await t.call('ForgotPassword', { ClientId: t.clientId, Username: 'outbox.sales@academy.test' });
    await t.services.mailer.idle();
    const answer = (await list()).json().data;
    expect(answer.items).toHaveLength(1);
    const [item] = answer.items;
    expect(item).toEqual({
      id: expect.any(Number),
      kind: 'identity.reset-code',
      to: 'outbox.sales@academy.test',
      subject: expect.stringMatching(/^\d{6} is your code to reset your password at /),
      status: 'logged',
      createdAt: expect.any(String),
      deliveredAt: expect.any(String),
      lastError: null,
    });
    const one = await open(item.id);
    expect(one.statusCode).toBe(200);
    const code = /^(\d{6})/.exec(item.subject)?.[1] ?? '';
    expect(one.json().data).toMatchObject({ id: item.id, kind: 'identity.reset-code', attachments: [] });
    expect(one.json().data.text).toContain(code);
  });

  it('pages with a cursor, newest first', async () => {
    for (let i = 0; i < 3; i += 1) {
      await t.call('ForgotPassword', { ClientId: t.clientId, Username: 'outbox.admin@academy.test' });
    }
    await t.services.mailer.idle();
    const first = (await list(adminAuth, '?limit=2')).json().data;
    expect(first.items).toHaveLength(2);
    const rest = (await list(adminAuth, `?limit=2&after=${encodeURIComponent(first.nextCursor)}`)).json().data;
    expect(rest.items.length).toBeGreaterThan(0);
    const ids = [...first.items, ...rest.items].map((item: { id: number }) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('logs every read as an audit line naming the admin, never the mail’s recipient or content', async () => {
    lines.length = 0;
    const [item] = (await list()).json().data.items;
    await open(item.id);
    expect(audits()).toEqual([
      {
        data: { audit: { action: 'system-mail.list', adminId, shown: expect.any(Number) } },
        message: 'audit: an admin listed system mail',
      },
      {
        data: { audit: { action: 'system-mail.open', adminId, mailId: item.id, kind: item.kind } },
        message: 'audit: an admin opened a system mail',
      },
    ]);
    expect(JSON.stringify(audits())).not.toContain('@academy.test');
  });

  it('is for admins only, and says so for a mail that does not exist', async () => {
    expect((await list(salesAuth)).statusCode).toBe(403);
    expect((await open(1, salesAuth)).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
    const missing = await open(2_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SYSTEM_MAIL_MESSAGES.notFound);
    expect((await open('abc')).json()).toMatchObject({ message: SYSTEM_MAIL_MESSAGES.notFound });
  });
});
