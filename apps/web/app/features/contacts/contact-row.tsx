import type { Contact } from '@meridian/contracts/contacts';
import { ActionIcon, Badge, Group, Menu, Table, Text } from '@mantine/core';
import { IconDots, IconMailOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { StatusBadge } from '../../components/admin/status-badge';
import { contactStatusBadge } from './contact-status';

export type ContactAction = 'edit' | 'unsubscribe' | 'delete';

interface ContactRowProps {
  contact: Contact;
  listNames: ReadonlyMap<number, string>;
  onAction: (action: ContactAction, contact: Contact) => void;
}

export function contactName(contact: Contact): string {
  return `${contact.firstName} ${contact.lastName}`.trim();
}

/** One contact: name and email, tags, lists, status and its actions. */
export function ContactRow({ contact, listNames, onAction }: ContactRowProps) {
  const name = contactName(contact);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500} size="sm">
          {name || contact.email}
        </Text>
        {name ? (
          <Text size="xs" c="dimmed">
            {contact.email}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {contact.tags.map((tag) => (
            <Badge key={tag} variant="default" tt="none" fw={500}>
              {tag}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {contact.listIds
            .map((id) => listNames.get(id))
            .filter(Boolean)
            .join(', ')}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge {...contactStatusBadge(contact.status)} />
      </Table.Td>
      <Table.Td>
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
      </Table.Td>
    </Table.Tr>
  );
}
