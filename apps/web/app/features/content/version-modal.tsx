import { getContentVersion, listContentVersions, restoreContentVersion } from '@meridian/contracts/content-admin';
import { Button, Center, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { LoadError } from '../../components/admin/load-error';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useEndpointQuery } from '../../lib/use-endpoint-query';
import { DiffView } from './diff-view';
import { RichHtml } from './rich-html';
import { versionByline } from './version-byline';

interface VersionModalProps {
  document: string;
  number: number;
  onClose: () => void;
  onRestored: () => void;
}

/** One version: its text, what differs from the current one, and Restore (which saves it as a new version). */
export default function VersionModal({ document, number, onClose, onRestored }: VersionModalProps) {
  const version = useEndpointQuery(getContentVersion, { params: { document, number } });
  const restore = useEndpointMutation(restoreContentVersion, { invalidates: [listContentVersions] });

  async function restoreIt() {
    try {
      const made = await restore.mutateAsync({ params: { document, number } });
      notify.success({ message: `Version ${number} was restored as version ${made.number}.` });
      onRestored();
    } catch {
      // The message shows in the dialog (restore.error).
    }
  }

  const data = version.data;
  return (
    <Modal opened onClose={onClose} title={`Version ${number}`} size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      {version.error ? (
        <LoadError
          title={`Version ${number}`}
          message={errorMessage(version.error, 'This version could not be loaded. Please try again.')}
          onRetry={() => void version.refetch()}
        />
      ) : !data ? (
        <Center mih={160}>
          <Loader aria-label="Loading the version" />
        </Center>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {data.title} · {versionByline(data)}
          </Text>
          <Tabs defaultValue={data.number === data.current ? 'text' : 'changes'}>
            <Tabs.List>
              <Tabs.Tab value="changes">Changes since</Tabs.Tab>
              <Tabs.Tab value="text">Text</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="changes" pt="md">
              <Text size="sm" mb="sm">
                From version {data.number} to the current version {data.current}: struck-through text is only in version{' '}
                {data.number}, underlined text was added since.
              </Text>
              <DiffView blocks={data.changes} />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="md">
              <RichHtml html={data.html} />
            </Tabs.Panel>
          </Tabs>
          <FormError
            message={
              restore.error ? errorMessage(restore.error, 'The version could not be restored. Please try again.') : null
            }
            title="Not restored"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {data.number !== data.current ? (
              <Button loading={restore.isPending} onClick={() => void restoreIt()}>
                Restore version {data.number}
              </Button>
            ) : null}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
