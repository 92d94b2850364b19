import type { OwnershipFixture } from './ownership-fixture';
import { contactImportsRepository } from '../../src/modules/contacts/contact-imports.repository';

export const fixture: OwnershipFixture = {
  resource: 'contact-import',
  async create(t, ownerId) {
    // The import row as `POST /api/v1/contacts/imports` saves it (the matrix's app runs no queue).
    const id = await contactImportsRepository.insert(t.database.db.orm, {
      ownerId,
      fileName: 'owned.csv',
      csv: 'email\nowned@example.com\n',
      mapping: { email: 'email', firstName: null, lastName: null, tags: null },
      listId: null,
      tags: [],
      total: 1,
    });
    return { params: { id } };
  },
};
