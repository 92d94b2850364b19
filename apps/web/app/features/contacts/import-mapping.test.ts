import { IMPORT_MESSAGES, type ImportPreview } from '@meridian/contracts/contacts-imports';
import { describe, expect, it } from 'vitest';
import { importPercent, initialMapping, mappingErrors, previewContacts } from './import-mapping';

const preview: ImportPreview = {
  headers: ['E-mail', 'Given name', 'Surname', 'Labels', 'Phone'],
  rows: [
    ['ann@x.test', 'Ann', 'Lee', 'vip', '555'],
    ['bob@x.test', 'Bob', '', '', ''],
  ],
  totalRows: 2,
  suggested: { email: 'E-mail', firstName: 'Given name', lastName: 'Surname', tags: 'Labels' },
};

describe('import mapping', () => {
  it('opens with the suggestion and previews the rows as contacts', () => {
    const mapping = initialMapping(preview);
    expect(mappingErrors(mapping, preview.headers)).toEqual({});
    expect(previewContacts(preview, { ...mapping, lastName: null })).toEqual([
      { email: 'ann@x.test', firstName: 'Ann', lastName: '', tags: 'vip' },
      { email: 'bob@x.test', firstName: 'Bob', lastName: '', tags: '' },
    ]);
  });

  it('says when no column holds the email or one column is used twice', () => {
    expect(mappingErrors({ email: null, firstName: null, lastName: null, tags: null }, preview.headers)).toEqual({
      email: IMPORT_MESSAGES.emailColumn,
    });
    expect(mappingErrors({ email: 'Phone', firstName: 'Phone', lastName: null, tags: null }, preview.headers)).toEqual({
      firstName: IMPORT_MESSAGES.columnTwice('Phone'),
    });
  });

  it('turns progress into a percentage that reaches 100 only when done', () => {
    expect(importPercent({ processed: 0, total: 0, status: 'queued' })).toBe(0);
    expect(importPercent({ processed: 999, total: 1000, status: 'running' })).toBe(99);
    expect(importPercent({ processed: 1000, total: 1000, status: 'done' })).toBe(100);
  });
});
