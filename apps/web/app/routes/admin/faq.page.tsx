import { contentDocumentKey, listAdminFaq, reorderFaq, type AdminFaqEntry } from '@meridian/contracts/content-admin';
import { Anchor, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconHelpCircle, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { FaqEntryRow } from '../../features/content/faq-entry-row';
import { VersionHistory } from '../../features/content/version-history';
import { EmptyState } from '../../components/site/empty-state';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

const FaqEntryModal = lazy(() => import('../../features/content/faq-entry-modal'));

/** "FAQ" in the admin panel: the public FAQ's questions, to add, edit, reorder and hide, each with its versions. */
export default function FaqPage() {
  const entries = useEndpointQuery(listAdminFaq);
  const reorder = useEndpointMutation(reorderFaq, { invalidates: [listAdminFaq] });
  const [editing, setEditing] = useState<AdminFaqEntry | 'new' | null>(null);
  const [history, setHistory] = useState<AdminFaqEntry | null>(null);
  const list = entries.data ?? [];
  const categories = [...new Set(list.map((entry) => entry.category))];

  async function move(index: number, direction: -1 | 1) {
    const ids = list.map((entry) => entry.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + direction, 0, id!);
    try {
      await reorder.mutateAsync({ body: { ids } });
    } catch (error) {
      notify.error({ message: errorMessage(error, 'The order could not be saved. Please try again.') });
    }
  }

  return (
    <Stack gap="lg" maw={1100}>
      <SectionHeader
        title="FAQ"
        summary="The questions and answers on the public FAQ page, in the order shown there."
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            Add question
          </Button>
        }
      />
      <Text size="sm">
        Hidden questions stay here but leave the{' '}
        <Anchor href="/faq" target="_blank">
          public FAQ page
        </Anchor>
        . Every save is a new version you can compare and restore.
      </Text>
      {entries.error ? (
        <LoadError
          title="FAQ"
          message={errorMessage(entries.error, 'The FAQ could not be loaded. Please try again.')}
          onRetry={() => void entries.refetch()}
        />
      ) : !entries.data ? (
        <Center mih={200}>
          <Loader aria-label="Loading the FAQ" />
        </Center>
      ) : list.length === 0 ? (
        <EmptyState icon={<IconHelpCircle />} title="No questions yet">
          Add the questions visitors ask most; they appear on the public FAQ page in the order you set here.
        </EmptyState>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="FAQ entries">
          {list.map((entry, index) => (
            <FaqEntryRow
              key={entry.id}
              entry={entry}
              first={index === 0}
              last={index === list.length - 1}
              moving={reorder.isPending}
              onMove={(direction) => void move(index, direction)}
              onEdit={() => setEditing(entry)}
              onHistory={() => setHistory(entry)}
            />
          ))}
        </Stack>
      )}
      <Suspense fallback={null}>
        {editing ? <FaqEntryModal target={editing} categories={categories} onClose={() => setEditing(null)} /> : null}
      </Suspense>
      <Modal
        opened={history !== null}
        onClose={() => setHistory(null)}
        title={history ? `History: ${history.question}` : ''}
      >
        {history ? (
          <VersionHistory
            document={contentDocumentKey.faq(history.id)}
            onRestored={() => {
              setHistory(null);
              void entries.refetch();
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
