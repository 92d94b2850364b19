import { getSystemMail, SYSTEM_MAIL_STATUS_LABELS } from '@meridian/contracts/mail';
import { Alert, Center, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { stampText } from '../../components/admin/stamp';
import { StatusBadge } from '../../components/admin/status-badge';
import { errorMessage } from '../../lib/error-message';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { SYSTEM_MAIL_STATUS_COLORS } from './system-mail-labels';
import { DetailField } from '../../components/detail-field';

/**
 * One system mail with its text, as sent (or kept). Asked for again at every opening, so the
 * server records each read (docs/product.md, System mail).
 */
export default function SystemMailModal({ id, zone, onClose }: { id: number; zone: string; onClose: () => void }) {
  const mail = useEndpointQuery(getSystemMail, { params: { id } }, { gcTime: 0, staleTime: 0, retry: false });
  const data = mail.data;
  return (
    <Modal
      opened
      onClose={onClose}
      title={data?.subject ?? 'System mail'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {mail.error ? (
        <Alert color="red.9" variant="outline" title="This message could not be opened" role="alert">
          {errorMessage(mail.error, 'The message could not be loaded. Please try again.')}
        </Alert>
      ) : !data ? (
        <Center mih={160}>
          <Loader aria-label="Loading the message" />
        </Center>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DetailField label="To">{data.to}</DetailField>
            <DetailField label="Kind">{data.kind}</DetailField>
            <DetailField label="Queued">{stampText(data.createdAt, zone)}</DetailField>
            <DetailField label="Status">
              <Group gap="xs">
                <StatusBadge
                  label={SYSTEM_MAIL_STATUS_LABELS[data.status]}
                  color={SYSTEM_MAIL_STATUS_COLORS[data.status]}
                />
                {data.deliveredAt ? <span>{stampText(data.deliveredAt, zone)}</span> : null}
              </Group>
            </DetailField>
            {data.lastError ? <DetailField label="Last error">{data.lastError}</DetailField> : null}
            {data.attachments.length > 0 ? (
              <DetailField label="Attachments">{data.attachments.join(', ')}</DetailField>
            ) : null}
          </SimpleGrid>
          <Paper withBorder radius="sm" p="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {data.text}
            </Text>
          </Paper>
        </Stack>
      )}
    </Modal>
  );
}
