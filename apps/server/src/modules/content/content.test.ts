import { legalSlugs } from '@meridian/contracts/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { faqEntries } from './content.tables';
import { faqDefaults } from './faq.seed';

let t: TestApp;
beforeAll(async () => {
  // Not the default hold: the pages must say what the setting says.
  t = await createTestApp({ env: { RSVP_HOLD_MINUTES: '45' } });
});

const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
afterAll(() => t.close());

describe('FAQ', () => {
  it('serves the seeded entries in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/faq' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { question: string; position: number }[];
    expect(data.map((e) => e.question)).toEqual(faqDefaults.map((e) => e.question));
    expect(data.map((e) => e.position)).toEqual(faqDefaults.map((_, i) => i + 1));
  });

  it('states the seat hold from the setting where the answer holds its merge field', async () => {
    const entries = await t.services.content.listFaq();
    const reserve = entries.find((e) => e.question === 'How do I reserve a seat at a live webinar?');
    expect(plain(reserve?.answerHtml ?? '')).toContain(
      'We hold the seat for you for 45 minutes while you complete payment.',
    );
    expect(entries.map((e) => e.answerHtml).join(' ')).not.toMatch(/\{\{|30 minutes/);
    // The stored answer keeps the field, so a new setting shows on the next render.
    const [stored] = await t.database.db.orm
      .select()
      .from(faqEntries)
      .where(eq(faqEntries.id, reserve?.id ?? 0));
    expect(JSON.stringify(stored?.answerDoc)).toContain('{{seatHold}}');
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

  it('states the seat hold from the setting in the Terms, and the join and replay records in the Privacy Policy', async () => {
    const terms = plain((await t.services.content.getLegal('terms')).html);
    expect(terms).toContain('When you start checkout, we hold a seat for you for 45 minutes.');
    const privacy = plain((await t.services.content.getLegal('privacy')).html);
    expect(privacy).toContain(
      'we record the time you first and last joined, how many times you opened the link and the kind of device',
    );
    expect(privacy).toContain('a one-way code made from your network address');
    expect(privacy).toContain('how many times you played it');
    expect(privacy).toContain('Join records (join times, number of joins, device class) and replay view counts');
  });

  it('answers an unknown document with 404 and its name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/legal/cookies' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'There is no legal document called "cookies".' });
  });
});
