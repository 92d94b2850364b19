import { AUDIT_MESSAGES, type AuditEntry } from '@meridian/contracts/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/audit-harness';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';

/** The admin's Audit log API: admins only, filters with clear messages, pages, the CSV (itself recorded). */
let t: IdentityTestApp;
let admin: Sender;
let sales: Sender;
let target: Sender;

beforeAll(async () => {
  t = await createIdentityTestApp();
  admin = await senderOf(t, 'ari.admin@audit-log.test', 'Admin');
  sales = await senderOf(t, 'sal.sales@audit-log.test', 'Sales');
  target = await senderOf(t, 'tia.target@audit-log.test', 'Affiliate');
  for (const action of ['disable', 'enable', 'disable'] as const) {
    expect((await api(t, admin, 'POST', `/api/v1/admin/users/${target.userId}/${action}`)).status).toBe(200);
  }
  expect((await api(t, admin, 'PUT', `/api/v1/admin/users/${sales.userId}/roles`, { roleIds: [2, 5] })).status).toBe(
    200,
  );
}, 120_000);
afterAll(() => t.close());

type Page = { items: AuditEntry[]; nextCursor: number | null };
const list = async (query: string, who = admin) => {
  const res = await api(t, who, 'GET', `/api/v1/admin/audit${query}`);
  return { status: res.status, page: res.data as Page, body: res.body };
};

describe('GET /api/v1/admin/audit', () => {
  it('answers admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit' })).statusCode).toBe(401);
    expect((await list('', sales)).status).toBe(403);
    expect((await api(t, sales, 'GET', '/api/v1/admin/audit/actors')).status).toBe(403);
    expect((await api(t, sales, 'GET', '/api/v1/admin/audit/export.csv')).status).toBe(403);
  });

  it('lists entries newest first with who, from where, what and the change', async () => {
    const { page } = await list('?subjectType=user&subjectId=' + target.userId);
    expect(page.items.map((entry) => entry.action)).toEqual(['user.disabled', 'user.enabled', 'user.disabled']);
    expect(page.items[0]).toMatchObject({
      actor: { userId: admin.userId, name: 'Sam Sender', roles: ['Admin'] },
      address: '127.0.0.1',
      subject: { type: 'user', id: String(target.userId), label: 'Sam Sender (tia.target@audit-log.test)' },
      changes: [{ field: 'disabled', before: 'false', after: 'true' }],
    });
    expect(page.items[0]?.requestId).toBeTruthy();
  });

  it('filters by who, action and period, and pages with nextCursor', async () => {
    const first = await list('?action=user.disabled&limit=1');
    expect(first.page.items).toHaveLength(1);
    expect(first.page.nextCursor).toBe(first.page.items[0]?.id);
    const second = await list(`?action=user.disabled&limit=1&after=${first.page.nextCursor}`);
    expect(second.page.items[0]?.id).toBeLessThan(first.page.items[0]?.id ?? 0);
    expect(second.page.nextCursor).toBeNull();

    const byAdmin = await list(`?actor=${admin.userId}&action=user.roles-changed`);
    expect(byAdmin.page.items[0]?.changes).toEqual([
      { field: 'roles', before: 'Sales', after: 'Sales, EmailMarketing' },
    ]);
    expect((await list('?actor=system')).page.items.every((entry) => entry.actor.userId === null)).toBe(true);
    expect((await list('?from=2000-01-01&to=2000-01-31')).page.items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}&action=user.enabled`)).page.items).toHaveLength(1);
  });

  it('names everyone who acted, for the Who filter', async () => {
    const res = await api(t, admin, 'GET', '/api/v1/admin/audit/actors');
    expect(res.data).toEqual({ items: expect.arrayContaining([{ userId: admin.userId, name: 'Sam Sender' }]) });
  });

  it('refuses a bad filter with the message for its field', async () => {
    const cases: [string, string, string][] = [
      ['?actor=someone', 'actor', AUDIT_MESSAGES.actor],
      ['?action=user.deleted', 'action', AUDIT_MESSAGES.action],
      ['?subjectType=planet', 'subjectType', AUDIT_MESSAGES.subjectType],
      ['?subjectId=12', 'subjectType', AUDIT_MESSAGES.subjectWithoutType],
      ['?from=2026-13-01', 'from', AUDIT_MESSAGES.date],
      ['?from=2026-02-01&to=2026-01-01', 'to', AUDIT_MESSAGES.range],
      ['?after=0', 'after', AUDIT_MESSAGES.cursor],
      ['?limit=500', 'limit', AUDIT_MESSAGES.limit],
    ];
    for (const [query, path, message] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(422);
      expect(res.body?.errors, query).toEqual([{ path, message }]);
    }
  });
});

describe('GET /api/v1/admin/audit/export.csv', () => {
  it('downloads the filtered entries as CSV, and the download is an entry of its own', async () => {
    let res: Awaited<ReturnType<typeof api>> | undefined;
    const entries = await auditOf(t, async () => {
      res = await api(t, admin, 'GET', '/api/v1/admin/audit/export.csv?action=user.disabled');
    });
    expect(res?.status).toBe(200);
    const lines = (res?.text ?? '')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Entry,When (UTC),Who,User ID,Roles at the time,Address,Browser,Action,Subject type,Subject ID,Subject,Changes,Request ID',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Account disabled');
    expect(lines[1]).toContain('disabled: false → true');
    expect(entries.map((entry) => [entry.action, entry.subjectId, entry.actorUserId])).toEqual([
      ['export.downloaded', 'audit-log', admin.userId],
    ]);
  });
});
