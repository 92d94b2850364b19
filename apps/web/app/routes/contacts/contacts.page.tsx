import { CONTACTS_EXPORT_PATH, listContactLists, type Contact } from '@meridian/contracts/contacts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAddressBook, IconFileImport, IconList, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { ExportCsvButton } from '../../components/admin/export-csv-button';
import { LoadError } from '../../components/admin/load-error';
import { LoadMore } from '../../components/admin/load-more';
import { SectionHeader } from '../../components/admin/section-header';
import { ContactActionDialog } from '../../features/contacts/contact-action-dialog';
import { ContactFilters } from '../../features/contacts/contact-filters';
import { contactColumns, type ContactAction } from '../../features/contacts/contact-columns';
import { useContactActions } from '../../features/contacts/use-contact-actions';
import { contactQuery, NO_FILTER, useContacts } from '../../features/contacts/use-contacts';
import { EmptyState } from '../../components/site/empty-state';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

const ContactFormModal = lazy(() => import('../../features/contacts/contact-form-modal'));
const ImportWizard = lazy(() => import('../../features/contacts/import-wizard'));
const ListsModal = lazy(() => import('../../features/contacts/lists-modal'));

/** "Users" in the Sales and Email Marketing panels: the caller's own contacts and lists. */
export default function ContactsPage() {
  const [filter, setFilter] = useState(NO_FILTER);
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [overlay, setOverlay] = useState<'import' | 'lists' | null>(null);
  const contacts = useContacts(filter);
  const lists = useEndpointQuery(listContactLists, { query: {} });
  const listRows = useMemo(() => lists.data ?? [], [lists.data]);
  const listNames = useMemo(() => new Map(listRows.map((list) => [list.id, list.name])), [listRows]);
  const actions = useContactActions();

  const onAction = (action: ContactAction, contact: Contact) =>
    action === 'edit' ? setEditing(contact) : actions.ask({ kind: action, contact });

  const addButtons = (
    <Group gap="sm">
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
        Add contact
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={() => setOverlay('import')}
      >
        Import CSV
      </Button>
    </Group>
  );

  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="Users"
        summary="Your contacts and lists: the people your campaigns go to. Only you see them."
        action={
          <Group gap="sm">
            {addButtons}
            <Button
              variant="default"
              leftSection={<IconList size={16} aria-hidden />}
              onClick={() => setOverlay('lists')}
            >
              Manage lists
            </Button>
            <ExportCsvButton
              section="Users"
              path={CONTACTS_EXPORT_PATH}
              query={contactQuery(filter)}
              fallbackName="contacts.csv"
            />
          </Group>
        }
      />
      <ContactFilters filter={filter} lists={listRows} onChange={setFilter} />
      {contacts.error ? <LoadError title="Contacts" message={contacts.error} onRetry={contacts.retry} /> : null}
      {contacts.items && contacts.items.length > 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {contacts.items.length.toLocaleString('en-US')} of {contacts.total.toLocaleString('en-US')}
        </Text>
      ) : null}
      <DataTable
        label="Contacts"
        columns={contactColumns({ listNames, onAction })}
        rowKey={(contact) => contact.id}
        sort={{ column: 'Added', direction: 'descending', caption: 'Newest contacts first' }}
        minWidth={860}
        rows={contacts.items}
        loading={contacts.loading}
        empty={
          <EmptyState
            icon={<IconAddressBook size={28} />}
            title={contacts.filtered ? 'No contacts match' : 'No contacts yet'}
            action={contacts.filtered ? undefined : addButtons}
          >
            {contacts.filtered
              ? 'Try another search, list, tag or status.'
              : 'Add your contacts one by one or import them from a CSV file. They receive the campaigns you send from your own mailbox.'}
          </EmptyState>
        }
      />
      <LoadMore pages={contacts} />
      <ContactActionDialog actions={actions} />
      <Suspense fallback={null}>
        {editing !== null ? (
          <ContactFormModal target={editing} lists={listRows} onClose={() => setEditing(null)} />
        ) : null}
        {overlay === 'import' ? <ImportWizard opened lists={listRows} onClose={() => setOverlay(null)} /> : null}
        {overlay === 'lists' ? <ListsModal opened lists={listRows} onClose={() => setOverlay(null)} /> : null}
      </Suspense>
    </Stack>
  );
}
