import type { RichTextDoc } from '@meridian/contracts/rich-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { createIdentityTestApp, signedUpAccount, type IdentityTestApp } from '../../../test/identity-harness';

let t: IdentityTestApp;
let admin: Sender;
let sales: Sender;

const doc = (...paragraphs: string[]): RichTextDoc => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

beforeAll(async () => {
  t = await createIdentityTestApp();
  admin = await senderOf(t, 'ari.admin@content.test', 'Admin');
  sales = await senderOf(t, 'sal.sales@content.test', 'Sales');
});
afterAll(() => t.close());

const publicTerms = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/legal/terms' })).json().data as {
    html: string;
    version: number;
    updatedAt: string;
  };

describe('legal documents: versions', () => {
  it('converted the Markdown text into rich text as version 1 without losing a word', async () => {
    const res = await api(t, admin, 'GET', '/api/v1/admin/legal/terms');
    expect(res.status).toBe(200);
    const before = await publicTerms();
    expect(before.version).toBe(1);
    expect(before.html).toContain('<h2>');
    expect(before.html).toContain('<a href="/support">Support page</a>');
    expect(before.html).not.toContain('##');
    const versions = await api(t, admin, 'GET', '/api/v1/admin/content/legal.terms/versions');
    expect(versions.data).toEqual([expect.objectContaining({ number: 1, author: null })]);
  });

  it('keeps every save; restoring the first makes a new version the public page shows', async () => {
    const first = await publicTerms();
    const current = (await api(t, admin, 'GET', '/api/v1/admin/legal/terms')).data as {
      title: string;
      summary: string;
    };
    const save = (text: string) =>
      api(t, admin, 'PUT', '/api/v1/admin/legal/terms', {
        title: current.title,
        summary: current.summary,
        body: doc(text),
      });
    const second = await save('Second wording of the terms.');
    expect(second.status).toBe(200);
    expect(second.data).toMatchObject({ version: 2, updatedBy: 'Sam Sender' });
    await save('Third wording of the terms.');
    expect((await publicTerms()).html).toBe('<p>Third wording of the terms.</p>');
    expect(Date.parse((await publicTerms()).updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));

    const compare = await api(t, admin, 'GET', '/api/v1/admin/content/legal.terms/versions/2');
    expect(compare.data).toMatchObject({ number: 2, current: 3, html: '<p>Second wording of the terms.</p>' });
    expect((compare.data as { changes: unknown[] }).changes).toContainEqual({
      kind: 'changed',
      parts: [
        { kind: 'removed', text: 'Second ' },
        { kind: 'added', text: 'Third ' },
        { kind: 'same', text: 'wording of the terms.' },
      ],
    });

    const restored = await api(t, admin, 'POST', '/api/v1/admin/content/legal.terms/versions/2/restore');
    expect(restored.status).toBe(201);
    expect(restored.data).toMatchObject({ number: 4, restoredFrom: 2, author: 'Sam Sender' });
    expect(await publicTerms()).toMatchObject({ version: 4, html: '<p>Second wording of the terms.</p>' });
    const history = (await api(t, admin, 'GET', '/api/v1/admin/content/legal.terms/versions')).data as {
      number: number;
    }[];
    expect(history.map((v) => v.number)).toEqual([4, 3, 2, 1]);
  });

  it('is for admins only and says what is missing', async () => {
    expect((await api(t, sales, 'GET', '/api/v1/admin/legal/terms')).status).toBe(403);
    const empty = await api(t, admin, 'PUT', '/api/v1/admin/legal/privacy', {
      title: 'Privacy',
      summary: 'S',
      body: doc('  '),
    });
    expect(empty.status).toBe(422);
    expect(empty.body?.errors).toContainEqual({ path: 'body', message: 'Write the text of the document' });
    expect((await api(t, admin, 'GET', '/api/v1/admin/content/legal.cookies/versions')).status).toBe(404);
    expect((await api(t, admin, 'GET', '/api/v1/admin/content/legal.terms/versions/99')).status).toBe(404);
  });
});

describe('rich text renders inert', () => {
  it('drops scripts, handlers, javascript: links and SVG from an FAQ answer', async () => {
    const evil: RichTextDoc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: '<script>alert(1)</script><img src=x onerror=alert(2)>' }],
        },
        { type: 'script', content: [{ type: 'text', text: 'alert(3)' }] },
        { type: 'svg', attrs: { onload: 'alert(4)' }, content: [{ type: 'text', text: 'vector' }] },
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(5)', style: 'background:url(javascript:alert(6))' },
          content: [
            { type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href: 'javascript:alert(7)' } }] },
            {
              type: 'text',
              text: 'data',
              marks: [{ type: 'link', attrs: { href: 'data:text/html,<svg onload=alert(8)>' } }],
            },
            {
              type: 'text',
              text: 'ok',
              marks: [{ type: 'link', attrs: { href: 'https://example.com/"onmouseover="x' } }],
            },
            { type: 'text', text: 'safe', marks: [{ type: 'link', attrs: { href: '/support' } }, { type: 'bold' }] },
          ],
        },
      ],
    };
    const created = await api(t, admin, 'POST', '/api/v1/admin/faq', {
      category: 'Security',
      question: 'Is this <b>safe</b>?',
      answer: evil,
      hidden: false,
    });
    expect(created.status).toBe(201);
    const faq = (await t.app.inject({ method: 'GET', url: '/api/v1/faq' })).json().data as {
      question: string;
      answerHtml: string;
    }[];
    const entry = faq.find((e) => e.question === 'Is this <b>safe</b>?')!;
    expect(entry.answerHtml).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</p>' +
        '<p>clickdataok<strong><a href="/support">safe</a></strong></p>',
    );
    const legal = await api(t, admin, 'PUT', '/api/v1/admin/legal/gdpr', {
      title: 'GDPR',
      summary: 'Your rights.',
      body: evil,
    });
    expect(legal.status).toBe(200);
    const gdpr = (await t.app.inject({ method: 'GET', url: '/api/v1/legal/gdpr' })).json().data as { html: string };
    expect(gdpr.html).toBe(entry.answerHtml);
    // No tag but the allowed ones, no attribute but href (only safe addresses), target and rel.
    for (const tag of gdpr.html.match(/<[a-z][^>]*>/gi) ?? []) {
      expect(tag).toMatch(/^<(p|strong|a href="\/support")>$/);
    }
  });
});

describe('FAQ admin', () => {
  it('adds, edits, hides and reorders entries; hidden ones leave the public page', async () => {
    const list = async () =>
      (await api(t, admin, 'GET', '/api/v1/admin/faq')).data as { id: number; question: string; hidden: boolean }[];
    const [first, second] = await list();
    const edit = await api(t, admin, 'PUT', `/api/v1/admin/faq/${first!.id}`, {
      category: 'Webinars',
      question: first!.question,
      answer: doc('A new answer.'),
      hidden: true,
    });
    expect(edit.data).toMatchObject({ version: 2, hidden: true });
    const publicFaq = (await t.app.inject({ method: 'GET', url: '/api/v1/faq' })).json().data as { id: number }[];
    expect(publicFaq.map((e) => e.id)).not.toContain(first!.id);

    const ids = (await list()).map((e) => e.id);
    const reordered = [second!.id, first!.id, ...ids.filter((id) => id !== first!.id && id !== second!.id)];
    const res = await api(t, admin, 'PUT', '/api/v1/admin/faq-order', { ids: reordered });
    expect((res.data as { id: number }[]).map((e) => e.id)).toEqual(reordered);
    const partial = await api(t, admin, 'PUT', '/api/v1/admin/faq-order', { ids: reordered.slice(1) });
    expect(partial.status).toBe(422);
    expect(partial.body?.message).toBe('List every FAQ entry once, in the new order');
    const versions = await api(t, admin, 'GET', `/api/v1/admin/content/faq.${first!.id}/versions`);
    expect((versions.data as unknown[]).length).toBe(2);
  });
});

describe('sign-up', () => {
  it('records the Terms and Privacy versions the person accepted', async () => {
    const account = await signedUpAccount(t, 'new.person@content.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: account.auth,
      payload: { sub: account.sub, firstName: 'New', lastName: 'Person', email: account.email, termsAgreed: true },
    });
    expect(res.statusCode).toBe(201);
    const userId = (res.json().data as { id: number }).id;
    const accepted = await t.services.content.acceptancesOf(userId);
    const terms = (await publicTerms()).version;
    expect(accepted).toEqual([
      expect.objectContaining({ slug: 'privacy', number: expect.any(Number) }),
      expect.objectContaining({ slug: 'terms', number: terms }),
    ]);
  });

  it('records the Affiliate Agreement too for someone joining the affiliate program', async () => {
    const account = await signedUpAccount(t, 'new.affiliate@content.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: account.auth,
      payload: {
        sub: account.sub,
        firstName: 'New',
        lastName: 'Affiliate',
        email: account.email,
        roleId: 3,
        termsAgreed: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const accepted = await t.services.content.acceptancesOf((res.json().data as { id: number }).id);
    expect(accepted.map((row) => row.slug).sort()).toEqual(['affiliate-agreement', 'privacy', 'terms']);
  });
});
