import type { Contact } from '@meridian/contracts/contacts';
import { ActionIcon, Badge, Group, Menu, Text } from '@mantine/core';
import { IconDots, IconMailOff, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataColumn } from '../../components/admin/data-table';
import { StatusBadge } from '../../components/admin/status-badge';
import { formatDate } from '../../lib/format';
import { contactStatusBadge } from './contact-status';

export type ContactAction = 'edit' | 'unsubscribe' | 'delete';

interface ContactColumnsOptions {
  listNames: ReadonlyMap<number, string>;
  onAction: (action: ContactAction, contact: Contact) => void;
}

export function contactName(contact: Contact): string {
  return `${contact.firstName} ${contact.lastName}`.trim();
}

function ContactMenu({ contact, onAction }: { contact: Contact; onAction: ContactColumnsOptions['onAction'] }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${contact.email}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onAction('edit', contact)}>
          Edit
        </Menu.Item>
        {contact.status === 'subscribed' ? (
          <Menu.Item
            leftSection={<IconMailOff size={16} aria-hidden />}
            onClick={() => onAction('unsubscribe', contact)}
          >
            Unsubscribe
          </Menu.Item>
        ) : null}
        <Menu.Item
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onAction('delete', contact)}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The caller's contacts: name and email, tags, lists by name, status, when added, and their actions. */
export function contactColumns({ listNames, onAction }: ContactColumnsOptions): DataColumn<Contact>[] {
  return [
    {
      title: 'Contact',
      kind: 'main',
      maxWidth: 260,
      cell: (contact) => {
        const name = contactName(contact);
        return (
          <>
            <Text fw={500} size="sm">
              {name || contact.email}
            </Text>
            {name ? (
              <Text size="sm" c="dimmed">
                {contact.email}
              </Text>
            ) : null}
          </>
        );
      },
    },
    {
      title: 'Tags',
      maxWidth: 220,
      cell: (contact) =>
        contact.tags.length === 0 ? (
          '—'
        ) : (
          <Group gap={4}>
            {contact.tags.map((tag) => (
              <Badge key={tag} variant="default" tt="none" fw={500}>
                {tag}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      title: 'Lists',
      maxWidth: 200,
      cell: (contact) =>
        contact.listIds
          .map((id) => listNames.get(id))
          .filter(Boolean)
          .join(', ') || '—',
    },
    { title: 'Status', cell: (contact) => <StatusBadge {...contactStatusBadge(contact.status)} /> },
    { title: 'Added', cell: (contact) => formatDate(contact.createdAt) },
    { title: 'Actions', kind: 'actions', cell: (contact) => <ContactMenu contact={contact} onAction={onAction} /> },
  ];
}
