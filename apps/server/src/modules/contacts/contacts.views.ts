import type { Contact, ContactList, ContactStatus } from '@meridian/contracts/contacts';
import type { ContactImport } from '@meridian/contracts/contacts-imports';
import type { ContactImportRow } from './contact-imports.repository';
import type { ContactListRow } from './contact-lists.repository';
import type { ContactRow } from './contacts.repository';

export function contactView(row: ContactRow): Contact {
  return {
    id: row.id,
    ownerId: row.ownerId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    tags: row.tags,
    listIds: row.listIds,
    status: row.status as ContactStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function contactListView(row: ContactListRow): ContactList {
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    contactCount: row.contactCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function contactImportView(row: ContactImportRow): ContactImport {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status as ContactImport['status'],
    listId: row.listId,
    total: row.total,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    duplicates: row.duplicates,
    invalid: row.invalid,
    suppressed: row.suppressed,
    duplicateRows: row.duplicateRows,
    invalidRows: row.invalidRows,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
