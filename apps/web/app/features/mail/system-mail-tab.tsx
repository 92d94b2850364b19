import { SYSTEM_MAIL_STATUS_LABELS, type SystemMailSummary } from '@meridian/contracts/mail';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { DataTable, type DataColumn } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { LoadMore } from '../../components/admin/load-more';
import { Stamp } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { SYSTEM_MAIL_STATUS_COLORS } from './system-mail-labels';
import { useSystemMail } from './use-system-mail';
import { EmptyState } from '../../components/site/empty-state';

const SystemMailModal = lazy(() => import('./system-mail-modal'));

function columns(zone: string, onOpen: (id: number) => void): DataColumn<SystemMailSummary>[] {
  return [
    { title: 'To', kind: 'main', maxWidth: 260, cell: (mail) => mail.to },
    { title: 'Subject', maxWidth: 340, cell: (mail) => mail.subject },
    { title: 'Kind', maxWidth: 200, cell: (mail) => mail.kind },
    {
      title: 'Status',
      cell: (mail) => (
        <StatusBadge label={SYSTEM_MAIL_STATUS_LABELS[mail.status]} color={SYSTEM_MAIL_STATUS_COLORS[mail.status]} />
      ),
    },
    { title: 'Queued', cell: (mail) => <Stamp iso={mail.createdAt} zone={zone} /> },
    {
      title: 'Actions',
      kind: 'actions',
      cell: (mail) => (
        <Button
          size="xs"
          variant="default"
          onClick={() => onOpen(mail.id)}
          aria-label={`Open the mail to ${mail.to}: ${mail.subject}`}
        >
          Open
        </Button>
      ),
    },
  ];
}

interface SystemMailTabProps {
  zone: string;
  /** The message open in the dialog (kept in the address), or null. */
  openId: number | null;
  onOpen: (id: number) => void;
  onClose: () => void;
}

/**
 * Site settings → System mail (docs/product.md, System mail): what the site sent people (codes,
 * confirmations, reminders), newest first, and each message's text on opening it.
 */
export function SystemMailTab({ zone, openId, onOpen, onClose }: SystemMailTabProps) {
  const mail = useSystemMail();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={720}>
          Messages the site sends by itself: sign-up and password-reset codes, booking confirmations, reminders and
          receipts. Opening one is recorded. Campaigns and newsletter issues are in their own sections.
        </Text>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={mail.loading}
          onClick={() => void mail.reload()}
        >
          Refresh
        </Button>
      </Group>
      {mail.delivery === 'kept' ? (
        <Alert color="blue.8" variant="outline" title="No mail server is set up" role="status">
          Without SMTP_URL the site sends no email: each message is kept here instead, unsent. A code in it works as if
          it had been emailed. Set SMTP_URL to deliver mail.
        </Alert>
      ) : null}
      {mail.error ? <LoadError title="System mail" message={mail.error} onRetry={mail.retry} /> : null}
      <DataTable
        label="System mail"
        columns={columns(zone, onOpen)}
        rowKey={(row) => row.id}
        sort={{ column: 'Queued', direction: 'descending', caption: 'Newest messages first' }}
        minWidth={960}
        rows={mail.items}
        loading={mail.loading}
        empty={
          <EmptyState icon={<IconMail size={28} />} title="No system mail yet">
            Codes, confirmations and reminders the site sends will be listed here.
          </EmptyState>
        }
      />
      <LoadMore pages={mail} />
      <Suspense fallback={null}>
        {openId !== null ? <SystemMailModal key={openId} id={openId} zone={zone} onClose={onClose} /> : null}
      </Suspense>
    </Stack>
  );
}
