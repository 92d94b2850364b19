import type { Subscriber, SubscriberStatus } from '@meridian/contracts/newsletter';
import { Button, Text } from '@mantine/core';
import type { DataColumn } from '../../components/admin/data-table';
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

/** Email Subscribers: who, status, where they signed up, who referred them, when, and Delete. */
export function subscriberColumns({
  zone,
  onErase,
}: {
  zone: string;
  onErase: (subscriber: Subscriber) => void;
}): DataColumn<Subscriber>[] {
  return [
    {
      title: 'Subscriber',
      kind: 'main',
      maxWidth: 260,
      cell: (subscriber) => (
        <>
          <Text size="sm" fw={600}>
            {subscriber.email}
          </Text>
          {subscriber.firstName ? (
            <Text size="sm" c="dimmed">
              {subscriber.firstName}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      title: 'Status',
      cell: (subscriber) => (
        <StatusBadge label={SUBSCRIBER_STATUS_LABELS[subscriber.status]} color={COLORS[subscriber.status]} />
      ),
    },
    {
      title: 'Source',
      maxWidth: 180,
      cell: (subscriber) => (subscriber.source === 'import' ? 'CSV import' : subscriber.source),
    },
    { title: 'Referred by', maxWidth: 160, cell: (subscriber) => subscriber.referringAffiliateName ?? '—' },
    { title: 'Subscribed', cell: (subscriber) => <Stamp iso={subscriber.createdAt} zone={zone} /> },
    { title: 'Confirmed', cell: (subscriber) => <Stamp iso={subscriber.confirmedAt} zone={zone} /> },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (subscriber) => (
        <Button
          variant="default"
          size="compact-sm"
          onClick={() => onErase(subscriber)}
          aria-label={`Delete ${subscriber.email}`}
        >
          Delete
        </Button>
      ),
    },
  ];
}
