import { deleteSegment, getSegment, listSegments, type Segment } from '@meridian/contracts/contacts-segments';
import { ActionIcon, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFilter, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { DataTable } from '../../components/admin/data-table';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import type { PanelOutletContext } from '../../components/panels/section-types';
import { EmptyState } from '../../components/site/empty-state';
import { SegmentEditor } from '../../features/contacts/segment-editor';
import { useSegmentChoices } from '../../features/contacts/use-segment-choices';
import { errorMessage } from '../../lib/error-message';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

const conditions = (segment: Segment) =>
  `${segment.match === 'all' ? 'All of' : 'Any of'} ${segment.rules.length} ${
    segment.rules.length === 1 ? 'condition' : 'conditions'
  }`;

/**
 * "Segments" in the Sales, Email Marketing and admin panels (docs/product.md, Segments): the caller's
 * saved audiences. `?new` builds one, `?id=7` edits it.
 */
export default function SegmentsPage() {
  const { user } = useOutletContext<PanelOutletContext>();
  const [params, setParams] = useSearchParams();
  const choices = useSegmentChoices(user.roles.includes('Admin'));
  const segments = useEndpointQuery(listSegments, { query: {} });
  const editId = Number(params.get('id')) || null;
  const building = editId === null && params.has('new');
  const opened = useEndpointQuery(getSegment, { params: { id: editId ?? 0 } }, { enabled: editId !== null });
  const [deleting, setDeleting] = useState<Segment | null>(null);
  const remove = useEndpointMutation(deleteSegment, { invalidates: [listSegments] });

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ params: { id: deleting.id } });
      notify.success({ message: `The segment “${deleting.name}” was deleted. Its contacts are unchanged.` });
      setDeleting(null);
    } catch (error) {
      setDeleting(null);
      notify.error({ title: 'Segments', message: errorMessage(error, 'The segment could not be deleted.') });
    }
  }

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setParams({ new: '1' })}>
      New segment
    </Button>
  );
  const back = useCallback(() => setParams({}), [setParams]);
  const onSaved = useCallback(
    (saved: Segment) => {
      notify.success({ message: `The segment “${saved.name}” was saved.` });
      back();
    },
    [back],
  );

  if (building || editId !== null) {
    let editor;
    if (editId !== null && !opened.data) {
      editor = opened.error ? (
        <LoadError
          title="Segment"
          message={errorMessage(opened.error, 'The segment could not be loaded.')}
          onRetry={() => void opened.refetch()}
        />
      ) : (
        <Loader aria-label="Loading the segment" />
      );
    } else {
      editor = (
        <SegmentEditor
          key={opened.data?.id ?? 'new'}
          segment={opened.data ?? null}
          choices={choices}
          onCancel={back}
          onSaved={onSaved}
        />
      );
    }
    return (
      <Stack gap="lg" maw={1200}>
        <SectionHeader
          title={editId === null ? 'New segment' : 'Edit segment'}
          summary="Conditions on your contacts and what they did. The count updates as you type."
          action={null}
        />
        {editor}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1200}>
      <SectionHeader
        title="Segments"
        summary="Saved audiences: who matches your conditions when a campaign sends or a sequence starts."
        action={newButton}
      />
      {segments.error ? (
        <LoadError
          title="Segments"
          message={errorMessage(segments.error, 'Your segments could not be loaded.')}
          onRetry={() => void segments.refetch()}
        />
      ) : null}
      <DataTable
        label="Segments"
        rows={segments.data}
        loading={segments.isLoading}
        rowKey={(segment) => segment.id}
        sort={{ caption: 'By name' }}
        minWidth={640}
        columns={[
          { title: 'Name', kind: 'main', cell: (segment) => <Text fw={500}>{segment.name}</Text>, maxWidth: 320 },
          { title: 'Conditions', cell: conditions },
          { title: 'Updated', cell: (segment) => formatDate(segment.updatedAt) },
          {
            title: 'Actions',
            kind: 'actions',
            cell: (segment) => (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => setParams({ id: String(segment.id) })}
                  aria-label={`Edit ${segment.name}`}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  onClick={() => setDeleting(segment)}
                  aria-label={`Delete ${segment.name}`}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
        empty={
          <EmptyState icon={<IconFilter size={28} />} title="No segments yet" action={newButton}>
            A segment picks contacts by conditions: tags and lists, opens and clicks, webinar registrations and
            attendance, the newsletter. Use it as a campaign’s audience or to filter a sequence.
          </EmptyState>
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this segment?"
        confirmLabel="Delete segment"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <Text>“{deleting?.name}” will be deleted. Your contacts stay as they are.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
