import type { Subscriber, SubscriberStatus } from '@meridian/contracts/newsletter';
import { Button, Table, Text } from '@mantine/core';
import { Stamp } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

/** Dark enough for white text (WCAG AA), like the other admin tables' badges. */
const COLORS: Record<SubscriberStatus, string> = {
  pending: 'blue.9',
  confirmed: 'teal.9',
  unsubscribed: 'gray.7',
  bounced: 'red.9',
};

export function SubscriberRow({
  subscriber,
  zone,
  onErase,
}: {
  subscriber: Subscriber;
  zone: string;
  onErase: (subscriber: Subscriber) => void;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {subscriber.email}
        </Text>
        {subscriber.firstName ? (
          <Text size="sm" c="dimmed">
            {subscriber.firstName}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <StatusBadge label={SUBSCRIBER_STATUS_LABELS[subscriber.status]} color={COLORS[subscriber.status]} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{subscriber.source === 'import' ? 'CSV import' : subscriber.source}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{subscriber.referringAffiliateId ? `#${subscriber.referringAffiliateId}` : '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Stamp iso={subscriber.createdAt} zone={zone} />
      </Table.Td>
      <Table.Td>
        <Stamp iso={subscriber.confirmedAt} zone={zone} />
      </Table.Td>
      <Table.Td>
        <Button
          variant="default"
          size="compact-sm"
          onClick={() => onErase(subscriber)}
          aria-label={`Delete ${subscriber.email}`}
        >
          Delete
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
