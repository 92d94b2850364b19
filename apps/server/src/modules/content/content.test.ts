import { legalSlugs } from '@meridian/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { faqEntries } from './content.tables';
import { faqDefaults } from './faq.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('FAQ', () => {
  it('serves the seeded entries in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/faq' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { question: string; position: number }[];
    expect(data.map((e) => e.question)).toEqual(faqDefaults.map((e) => e.question));
    expect(data.map((e) => e.position)).toEqual(faqDefaults.map((_, i) => i + 1));
  });

  it('seeds once: a second boot neither duplicates nor restores deleted entries', async () => {
    await t.services.content.seedDefaults();
    expect((await t.services.content.listFaq()).length).toBe(faqDefaults.length);
    await t.database.db.orm.delete(faqEntries);
    await t.services.content.seedDefaults();
    expect(await t.services.content.listFaq()).toEqual([]);
  });
});

describe('legal documents', () => {
  it.each(legalSlugs)('serves %s with title, summary, body and version', async (slug) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/legal/${slug}` });
    expect(res.statusCode).toBe(200);
    const doc = res.json().data;
    expect(doc.slug).toBe(slug);
    expect(doc.version).toBe(1);
    expect(doc.summary.length).toBeLessThanOrEqual(160);
    const text = (doc.html as string).replace(/<[^>]+>/g, ' ');
    expect(text.split(/\s+/).length).toBeGreaterThan(800);
    expect(text).not.toMatch(/lorem|TODO|\[[A-Z][a-z]+ [A-Z]|##/);
    expect(Number.isNaN(Date.parse(doc.updatedAt))).toBe(false);
  });

  it('answers an unknown document with 404 and its name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/legal/cookies' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'There is no legal document called "cookies".' });
  });
});
