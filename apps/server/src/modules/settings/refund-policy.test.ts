import { publicConfigSchema } from '@meridian/contracts/settings';
import { REFUND_POLICY_MESSAGES } from '@meridian/contracts/settings-refund-policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type TestAccount } from '../../../test/identity-harness';
import { senderAccount } from '../../../test/sender-mailbox-harness';

/** Site settings → Refund policy (docs/product.md, Refund policy): checked saves, the public config and the Terms. */
let t: IdentityTestApp;
let admin: TestAccount;
let sales: TestAccount;

beforeAll(async () => {
  t = await createIdentityTestApp();
  admin = (await senderAccount(t, 'rita.admin@example.test', 'Admin')).account;
  sales = (await senderAccount(t, 'sam.sales@example.test', 'Sales')).account;
});
afterAll(() => t.close());

const URL = '/api/v1/admin/refund-policy';
const save = (payload: object, account = admin) =>
  t.app.inject({ method: 'PUT', url: URL, headers: account.auth, payload });
const terms = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/legal/terms' })).json().data.html as string;
const faq = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/v1/faq' })).json().data as { answerHtml: string }[])
    .map((e) => e.answerHtml)
    .join('\n');

describe('the refund policy setting', () => {
  it('starts at 48 hours, which the Terms and the FAQ state through {{refundPolicy}}', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL, headers: admin.auth });
    expect(res.json().data).toEqual({ kind: 'until', hours: 48 });
    expect(await terms()).toContain(
      'You can cancel your seat for a full refund up to 48 hours before the scheduled start',
    );
    expect(await terms()).not.toContain('{{refundPolicy}}');
    expect(await faq()).toContain('up to 48 hours before the scheduled start');
  });

  it('saves, and the public config, the Terms and the audit log follow at once', async () => {
    const before = await t.services.publicContent.version();
    const res = await save({ kind: 'until', hours: '24' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ kind: 'until', hours: 24 });
    expect(await t.services.publicContent.version()).toBe(before + 1);
    const config = publicConfigSchema.parse((await t.app.inject({ method: 'GET', url: '/api/config' })).json().data);
    expect(config.refundPolicy).toEqual({ kind: 'until', hours: 24 });
    expect(await terms()).toContain('up to 24 hours before the scheduled start');

    expect((await save({ kind: 'none', hours: 24 })).statusCode).toBe(200);
    expect(await terms()).toContain('Seats are not refundable once paid');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit?action=settings.refund-policy-changed',
      headers: admin.auth,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain('Refund policy');
  });

  it('refuses a bad number of hours or kind with its message, and is for admins only', async () => {
    for (const hours of [0, 721, 2.5, 'soon', '']) {
      const res = await save({ kind: 'until', hours });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([{ path: 'hours', message: REFUND_POLICY_MESSAGES.hours }]);
    }
    const kind = await save({ kind: 'sometimes', hours: 48 });
    expect(kind.json().errors).toEqual([{ path: 'kind', message: REFUND_POLICY_MESSAGES.kind }]);
    expect((await save({ kind: 'until', hours: 48 }, sales)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
