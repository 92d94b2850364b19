import { IMPORT_MESSAGES, type ContactImport, type ImportPreview } from '@meridian/contracts/contacts-imports';
import type { ContactList, ContactPage } from '@meridian/contracts/contacts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactImportsRepository } from './contact-imports.repository';
import { IMPORT_BATCH } from './contact-imports.service';
import { api, senderOf, type Sender } from '../../../test/contacts-harness';
import { createIdentityTestApp, type IdentityTestApp } from '../../../test/identity-harness';

let t: IdentityTestApp;
let ana: Sender;

beforeAll(async () => {
  t = await createIdentityTestApp({
    jobs: (services) =>
      services.modules.flatMap((m) => ('jobs' in m && m.name === 'contacts' ? (m.jobs?.() ?? []) : [])),
  });
  ana = await senderOf(t, 'ana@import.test');
});
afterAll(() => t.close());

const MAPPING = { email: 'Email', firstName: 'First Name', lastName: null, tags: 'Tags' };

async function finished(sender: Sender, id: number): Promise<ContactImport> {
  for (let i = 0; i < 600; i += 1) {
    const res = await api(t, sender, 'GET', `/api/v1/contacts/imports/${id}`);
    const state = res.data as ContactImport;
    if (state.status === 'done' || state.status === 'failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

describe('CSV import', () => {
  it('previews a file: headers, first rows, count and a suggested mapping', async () => {
    const csv = '\uFEFFEmail;First Name;Tags\nA@x.test;Ann;vip\n\nb@x.test;Bob;\n';
    const res = await api(t, ana, 'POST', '/api/v1/contacts/imports/preview', { csv });
    expect(res.data as ImportPreview).toEqual({
      headers: ['Email', 'First Name', 'Tags'],
      rows: [
        ['A@x.test', 'Ann', 'vip'],
        ['b@x.test', 'Bob', ''],
      ],
      totalRows: 2,
      suggested: { email: 'Email', firstName: 'First Name', lastName: null, tags: 'Tags' },
    });
  });

  it.each([
    ['   ', IMPORT_MESSAGES.fileEmpty],
    ['Email,Name\n', IMPORT_MESSAGES.noRows],
    ['Email,,Name\na@x.test,,n\n', IMPORT_MESSAGES.blankHeader(2)],
    ['Email,email2,Email\na,b,c\n', IMPORT_MESSAGES.duplicateHeader('Email')],
    ['Email,Name\n"a@x.test,Ann\n', IMPORT_MESSAGES.notCsv(2, 'a quoted cell is never closed')],
    [`Email\n${'a@x.test\n'.repeat(50_001)}`, IMPORT_MESSAGES.tooManyRows],
    [`Email\n${'x'.repeat(5 * 1024 * 1024)}`, IMPORT_MESSAGES.fileTooLarge],
  ])('refuses a bad file with its own message (%#)', async (csv, message) => {
    const res = await api(t, ana, 'POST', '/api/v1/contacts/imports/preview', { csv });
    expect(res.status).toBe(422);
    expect(res.body?.message).toBe(message);
  });

  it('refuses a mapping without the email column or naming a missing column', async () => {
    const csv = 'Email,Name\na@x.test,Ann\n';
    const noEmail = await api(t, ana, 'POST', '/api/v1/contacts/imports', { csv, mapping: { email: '' } });
    expect(noEmail.body?.errors?.[0]).toEqual({ path: 'mapping.email', message: IMPORT_MESSAGES.emailColumn });
    const missing = await api(t, ana, 'POST', '/api/v1/contacts/imports', { csv, mapping: { email: 'Mail' } });
    expect(missing.body?.errors?.[0]).toEqual({
      path: 'mapping.email',
      message: IMPORT_MESSAGES.unknownColumn('Mail'),
    });
    const twice = await api(t, ana, 'POST', '/api/v1/contacts/imports', {
      csv,
      mapping: { email: 'Email', firstName: 'Email' },
    });
    expect(twice.body?.errors?.[0]).toEqual({
      path: 'mapping.firstName',
      message: IMPORT_MESSAGES.columnTwice('Email'),
    });
  });

  it('imports in the background: created, updated, duplicates, invalid rows and suppressed addresses', async () => {
    const list = (await api(t, ana, 'POST', '/api/v1/contact-lists', { name: 'Imported' })).data as ContactList;
    await api(t, ana, 'POST', '/api/v1/contacts', { email: 'old@x.test', firstName: 'Old', tags: ['kept'] });
    await t.services.contacts.suppress(t.database.db.orm, 'Gone@X.test', 'bounced', 'test');
    const csv = [
      'Email,First Name,Tags',
      'new@x.test,New,"vip, Gold"',
      'OLD@x.test,,gold',
      'not-an-email,Bad,',
      ',Nobody,',
      'new@x.test,Again,',
      'gone@x.test,Gone,',
    ].join('\n');
    const started = await api(t, ana, 'POST', '/api/v1/contacts/imports', {
      csv,
      fileName: 'leads.csv',
      mapping: MAPPING,
      listId: list.id,
      tags: ['Spring'],
    });
    expect(started.status).toBe(201);
    const done = await finished(ana, (started.data as ContactImport).id);
    expect(done).toMatchObject({
      status: 'done',
      fileName: 'leads.csv',
      total: 6,
      processed: 6,
      created: 2,
      updated: 1,
      duplicates: 1,
      invalid: 2,
      suppressed: 1,
    });
    expect(done.invalidRows).toEqual([
      { row: 4, email: 'not-an-email', reason: IMPORT_MESSAGES.rowEmailInvalid('not-an-email') },
      { row: 5, email: '', reason: IMPORT_MESSAGES.rowEmailEmpty },
    ]);
    expect(done.duplicateRows).toEqual([{ row: 6, email: 'new@x.test', reason: 'Same address as row 2' }]);

    const page = (await api(t, ana, 'GET', `/api/v1/contacts?listId=${list.id}`)).data as ContactPage;
    const byEmail = new Map(page.items.map((c) => [c.email, c]));
    expect(byEmail.get('new@x.test')).toMatchObject({
      firstName: 'New',
      tags: ['vip', 'gold', 'spring'],
      status: 'subscribed',
    });
    expect(byEmail.get('old@x.test')).toMatchObject({ firstName: 'Old', tags: ['kept', 'gold', 'spring'] });
    expect(byEmail.get('gone@x.test')).toMatchObject({ status: 'bounced' });
  });

  it("gives another sender 404 on an import and the import's contacts", async () => {
    const started = await api(t, ana, 'POST', '/api/v1/contacts/imports', {
      csv: 'Email\nmine@x.test\n',
      mapping: { email: 'Email' },
    });
    const other = await senderOf(t, 'other@import.test', 'EmailMarketing');
    const res = await api(t, other, 'GET', `/api/v1/contacts/imports/${(started.data as ContactImport).id}`);
    expect(res.status).toBe(404);
    expect(res.body?.message).toBe(IMPORT_MESSAGES.notFound);
  });

  it('finishes a 10,000-row file', async () => {
    const bulk = await senderOf(t, 'bulk@import.test');
    const rows = Array.from({ length: 10_000 }, (_, i) => `person${i}@big.test,Person ${i},`);
    const csv = ['Email,First Name,Tags', ...rows].join('\n');
    const started = await api(t, bulk, 'POST', '/api/v1/contacts/imports', { csv, mapping: MAPPING });
    expect(started.data).toMatchObject({ status: 'queued', total: 10_000, processed: 0 });
    const id = (started.data as ContactImport).id;
    const state = await finished(bulk, id);
    expect(state).toMatchObject({ status: 'done', processed: 10_000, created: 10_000, invalid: 0, duplicates: 0 });
    expect(((await api(t, bulk, 'GET', '/api/v1/contacts?limit=1')).data as ContactPage).total).toBe(10_000);
  }, 120_000);
});

describe('an interrupted import', () => {
  it('resumes after the last saved batch instead of starting over', async () => {
    const owner = await senderOf(t, 'resume@import.test');
    const rows = Array.from({ length: IMPORT_BATCH + 500 }, (_, i) => `r${i}@resume.test`);
    const orm = t.database.db.orm;
    const id = await contactImportsRepository.insert(orm, {
      ownerId: owner.userId,
      fileName: 'resume.csv',
      csv: ['Email', ...rows].join('\n'),
      mapping: { email: 'Email', firstName: null, lastName: null, tags: null },
      listId: null,
      tags: [],
      total: rows.length,
    });
    // The first batch was saved (with its progress) before the worker died.
    const first = rows
      .slice(0, IMPORT_BATCH)
      .map((email) => ({ email, firstName: '', lastName: '', tags: [], status: 'subscribed' as const }));
    await contactImportsRepository.upsertBatch(orm, owner.userId, first);
    await contactImportsRepository.saveProgress(orm, id, {
      processed: IMPORT_BATCH,
      created: IMPORT_BATCH,
      updated: 0,
      duplicates: 0,
      invalid: 0,
      suppressed: 0,
      duplicateRows: [],
      invalidRows: [],
    });
    await t.services.contacts.imports.run(id);
    const state = (await api(t, owner, 'GET', `/api/v1/contacts/imports/${id}`)).data as ContactImport;
    expect(state).toMatchObject({ status: 'done', processed: rows.length, created: rows.length, updated: 0 });
    await t.services.contacts.imports.run(id);
    expect(((await api(t, owner, 'GET', `/api/v1/contacts/imports/${id}`)).data as ContactImport).created).toBe(
      rows.length,
    );
  });
});
