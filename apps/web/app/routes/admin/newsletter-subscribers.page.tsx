import { subscriberStatusSchema, SUBSCRIBERS_CSV_PATH, type Subscriber } from '@meridian/contracts/newsletter';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFileImport, IconMailOpened, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DataTable } from '../../components/admin/data-table';
import { ExportCsvButton } from '../../components/admin/export-csv-button';
import { LoadError } from '../../components/admin/load-error';
import { LoadMore } from '../../components/admin/load-more';
import { SectionHeader } from '../../components/admin/section-header';
import { EraseSubscriberDialog } from '../../features/newsletter/erase-subscriber-dialog';
import { SUBSCRIBER_STATUS_LABELS, subscriberColumns } from '../../features/newsletter/subscriber-columns';
import { subscriberQuery, useSubscribers, type SubscriberFilter } from '../../features/newsletter/use-subscribers';
import { EmptyState } from '../../components/site/empty-state';
import { browserTimeZone } from '../../lib/datetime';

const ImportSubscribersModal = lazy(() => import('../../features/newsletter/import-subscribers-modal'));

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...subscriberStatusSchema.options.map((status) => ({ value: status, label: SUBSCRIBER_STATUS_LABELS[status] })),
];

/** The admin's "Email Subscribers": newsletter subscribers, their consent, import, export and erasure. */
export default function NewsletterSubscribersPage() {
  const [filter, setFilter] = useState<SubscriberFilter>({ search: '', status: null });
  const [importing, setImporting] = useState(false);
  const [erasing, setErasing] = useState<Subscriber | null>(null);
  const [zone] = useState(browserTimeZone);
  const subscribers = useSubscribers(filter);
  const importButton = (
    <Button leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
      Import CSV
    </Button>
  );

  return (
    <Stack gap="lg" maw={1400}>
      <SectionHeader
        title="Email Subscribers"
        summary="Newsletter subscribers, where they came from and their consent. Visitors are listed once they sign up and confirmed once they click the link in our email."
        action={
          <Group gap="sm">
            {importButton}
            <ExportCsvButton
              section="Email Subscribers"
              path={SUBSCRIBERS_CSV_PATH}
              query={subscriberQuery(filter)}
              fallbackName="email-subscribers.csv"
            />
          </Group>
        }
      />
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search"
          placeholder="Email or first name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter.search}
          onChange={(event) => setFilter({ ...filter, search: event.currentTarget.value })}
          w={{ base: '100%', xs: 320 }}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={filter.status ?? ''}
          onChange={(value) => setFilter({ ...filter, status: subscriberStatusSchema.safeParse(value).data ?? null })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {subscribers.error ? (
        <LoadError title="Email Subscribers" message={subscribers.error} onRetry={subscribers.retry} />
      ) : null}
      {subscribers.items && subscribers.items.length > 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {subscribers.items.length.toLocaleString('en-US')} of {subscribers.total.toLocaleString('en-US')}
        </Text>
      ) : null}
      <DataTable
        label="Email subscribers"
        columns={subscriberColumns({ zone, onErase: setErasing })}
        rowKey={(subscriber) => subscriber.id}
        sort={{ column: 'Subscribed', direction: 'descending', caption: 'Newest subscribers first' }}
        minWidth={960}
        rows={subscribers.items}
        loading={subscribers.loading}
        empty={
          <EmptyState
            icon={<IconMailOpened size={28} />}
            title={subscribers.filtered ? 'No subscribers match' : 'No email subscribers yet'}
            action={subscribers.filtered ? undefined : importButton}
          >
            {subscribers.filtered
              ? 'Try another search or status.'
              : 'Visitors who sign up for the newsletter on the site appear here. You can also import a CSV of people who agreed to receive it.'}
          </EmptyState>
        }
      />
      <LoadMore pages={subscribers} />
      <EraseSubscriberDialog target={erasing} onClose={() => setErasing(null)} />
      <Suspense fallback={null}>
        {importing ? <ImportSubscribersModal onClose={() => setImporting(false)} /> : null}
      </Suspense>
    </Stack>
  );
}
