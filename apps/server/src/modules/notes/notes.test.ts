import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';

let t: IdentityTestApp;
let affiliate: Sender;
let sales: Sender;
let admin: Sender;

beforeAll(async () => {
  t = await createIdentityTestApp();
  affiliate = await senderOf(t, 'ada.affiliate@notes.test', 'Affiliate');
  sales = await senderOf(t, 'sal.sales@notes.test', 'Sales');
  admin = await senderOf(t, 'ari.admin@notes.test', 'Admin');
});
afterAll(() => t.close());

type NoteView = { id: number; title: string; body: string; pinned: boolean; updatedAt: string };
const list = async (who: Sender, q = '') =>
  (await api(t, who, 'GET', `/api/v1/notes${q ? `?q=${encodeURIComponent(q)}` : ''}`)).data as NoteView[];

describe('notes', () => {
  it('are the writer’s alone: another user, admins included, gets 404 and never sees them', async () => {
    const made = await api(t, affiliate, 'POST', '/api/v1/notes', { title: 'Leads', body: 'Call Dana on Tuesday' });
    expect(made.status).toBe(201);
    const id = (made.data as NoteView).id;
    for (const other of [sales, admin]) {
      const edit = await api(t, other, 'PUT', `/api/v1/notes/${id}`, { title: 'Mine now', body: 'x' });
      expect(edit.status).toBe(404);
      expect(edit.body?.message).toBe('Note not found.');
      expect((await api(t, other, 'PUT', `/api/v1/notes/${id}/pin`, { pinned: true })).status).toBe(404);
      expect((await api(t, other, 'DELETE', `/api/v1/notes/${id}`)).status).toBe(404);
      expect((await list(other)).map((n) => n.id)).not.toContain(id);
    }
    expect((await list(affiliate)).map((n) => n.title)).toEqual(['Leads']);
  });

  it('pins to the top without moving "last edited"; searches every word in title or text', async () => {
    const add = async (title: string, body: string) =>
      (await api(t, sales, 'POST', '/api/v1/notes', { title, body })).data as NoteView;
    const a = await add('Quarterly targets', 'Forty seats per session');
    const b = await add('Objections', 'Price: compare with a 100% off_sale');
    const pinned = (await api(t, sales, 'PUT', `/api/v1/notes/${a.id}/pin`, { pinned: true })).data as NoteView;
    expect(pinned).toMatchObject({ pinned: true, updatedAt: a.updatedAt });
    expect((await list(sales)).map((n) => n.id)).toEqual([a.id, b.id]);

    expect((await list(sales, 'seats forty')).map((n) => n.id)).toEqual([a.id]);
    expect((await list(sales, 'OBJECTIONS')).map((n) => n.id)).toEqual([b.id]);
    expect((await list(sales, '100%')).map((n) => n.id)).toEqual([b.id]);
    expect((await list(sales, 'off_')).map((n) => n.id)).toEqual([b.id]);
    expect(await list(sales, '0%o')).toEqual([]);

    const edited = (
      await api(t, sales, 'PUT', `/api/v1/notes/${b.id}`, { title: 'Objections', body: 'Updated', pinned: false })
    ).data as NoteView;
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(b.updatedAt));
    expect((await api(t, sales, 'DELETE', `/api/v1/notes/${b.id}`)).status).toBe(200);
    expect((await list(sales)).map((n) => n.id)).toEqual([a.id]);
  });

  it('refuses an empty note with the field’s message', async () => {
    const res = await api(t, admin, 'POST', '/api/v1/notes', { title: ' ', body: '' });
    expect(res.status).toBe(422);
    expect(res.body?.errors).toEqual([
      { path: 'title', message: 'Give the note a title' },
      { path: 'body', message: 'Write something in the note' },
    ]);
  });
});
