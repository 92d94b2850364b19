import {
  bulkContacts,
  CONTACT_MESSAGES,
  CONTACTS_EXPORT_PATH,
  contactExportQuerySchema,
  createContact,
  createContactList,
  deleteContact,
  deleteContactList,
  getContact,
  listContactLists,
  listContacts,
  renameContactList,
  unsubscribeContact,
  updateContact,
} from '@meridian/contracts/contacts';
import {
  getContactImport,
  IMPORT_MESSAGES,
  previewContactImport,
  startContactImport,
} from '@meridian/contracts/contacts-imports';
import type { FastifyInstance } from 'fastify';
import { rolesOnly } from '../../lib/access';
import { registerCsvExport } from '../../lib/csv-route';
import { actorOf, registerEndpoint } from '../../lib/endpoint-route';
import type { ContactImportsService } from './contact-imports.service';
import type { ContactListsService } from './contact-lists.service';
import type { ContactsService } from './contacts.service';
import type { SegmentsService } from './segments.service';
import { segmentsRoutes } from './segments.routes';

const SENDERS = rolesOnly('Sales', 'EmailMarketing', 'Admin');
/** A 5 MB file sent as JSON text, with room for escaped quotes and line ends. */
const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;

export interface ContactsRouteDeps {
  contacts: ContactsService;
  lists: ContactListsService;
  imports: ContactImportsService;
  segments: SegmentsService;
}

export function contactsRoutes(app: FastifyInstance, { contacts, lists, imports, segments }: ContactsRouteDeps): void {
  const contact = {
    resource: 'contact',
    notFound: CONTACT_MESSAGES.notFound,
    ownerOf: ({ params }: { params: { id: number } }) => contacts.ownerOf(params.id),
  };
  const list = {
    resource: 'contact-list',
    notFound: CONTACT_MESSAGES.listNotFound,
    ownerOf: ({ params }: { params: { id: number } }) => lists.ownerOf(params.id),
  };
  const access = SENDERS;

  registerEndpoint(app, listContacts, { access }, ({ query, request }) => contacts.list(actorOf(request), query));
  registerEndpoint(app, createContact, { access, status: 201 }, ({ body, request }) =>
    contacts.create(actorOf(request), body),
  );
  registerEndpoint(app, bulkContacts, { access }, ({ body, request }) => contacts.bulk(actorOf(request), body));
  registerCsvExport(
    app,
    { path: CONTACTS_EXPORT_PATH, access, query: contactExportQuerySchema, fileName: 'contacts' },
    (query, request) => contacts.exportCsv(actorOf(request), query),
  );
  registerEndpoint(app, getContact, { access, owned: contact }, ({ params }) => contacts.get(params.id));
  registerEndpoint(app, updateContact, { access, owned: contact }, ({ params, body }) =>
    contacts.update(params.id, body),
  );
  registerEndpoint(app, deleteContact, { access, owned: contact }, ({ params }) => contacts.remove(params.id));
  registerEndpoint(app, unsubscribeContact, { access, owned: contact }, ({ params, request }) =>
    contacts.unsubscribe(actorOf(request), params.id),
  );

  registerEndpoint(app, listContactLists, { access }, ({ query, request }) =>
    lists.list(actorOf(request), query.scope),
  );
  registerEndpoint(app, createContactList, { access, status: 201 }, ({ body, request }) =>
    lists.create(actorOf(request), body),
  );
  registerEndpoint(app, renameContactList, { access, owned: list }, ({ params, body }) =>
    lists.rename(params.id, body),
  );
  registerEndpoint(app, deleteContactList, { access, owned: list }, ({ params }) => lists.remove(params.id));

  segmentsRoutes(app, segments, access);

  registerEndpoint(
    app,
    previewContactImport,
    { access, bodyLimit: IMPORT_BODY_LIMIT, rateLimitPerMinute: 30 },
    async ({ body }) => imports.preview(body.csv),
  );
  registerEndpoint(
    app,
    startContactImport,
    { access, status: 201, bodyLimit: IMPORT_BODY_LIMIT, rateLimitPerMinute: 30 },
    ({ body, request }) => imports.start(actorOf(request), body),
  );
  registerEndpoint(
    app,
    getContactImport,
    {
      access,
      owned: {
        resource: 'contact-import',
        notFound: IMPORT_MESSAGES.notFound,
        ownerOf: ({ params }) => imports.ownerOf(params.id),
      },
    },
    ({ params }) => imports.get(params.id),
  );
}
