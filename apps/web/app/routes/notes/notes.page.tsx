import { deleteNote, listNotes, pinNote, type Note } from '@meridian/contracts/notes';
import { Button, Center, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconNotes, IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { LoadError } from '../../components/admin/load-error';
import { SectionHeader } from '../../components/admin/section-header';
import { EmptyState } from '../../components/site/empty-state';
import { NoteCard } from '../../features/notes/note-card';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';
import { useEndpointQuery } from '../../lib/use-endpoint-query';

const NoteFormModal = lazy(() => import('../../features/notes/note-form-modal'));

/** "Notes" in every panel that lists it: the signed-in person's own notes, pinned first, searchable. */
export default function NotesPage() {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const notes = useEndpointQuery(listNotes, { query: query ? { q: query } : {} }, { placeholderData: (last) => last });
  const pin = useEndpointMutation(pinNote, { invalidates: [listNotes] });
  const remove = useEndpointMutation(deleteNote, { invalidates: [listNotes] });
  const [editing, setEditing] = useState<Note | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);

  async function togglePin(note: Note, pinned: boolean) {
    try {
      await pin.mutateAsync({ params: { id: note.id }, body: { pinned } });
    } catch (error) {
      notify.error({ message: errorMessage(error, 'The note could not be pinned. Please try again.') });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ params: { id: deleting.id } });
      notify.success({ message: `Deleted "${deleting.title}".` });
      setDeleting(null);
    } catch (error) {
      notify.error({ message: errorMessage(error, 'The note could not be deleted. Please try again.') });
    }
  }

  return (
    <Stack gap="lg" maw={1200}>
      <SectionHeader
        title="Notes"
        summary="Your own notes, visible only to you."
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            New note
          </Button>
        }
      />
      <TextInput
        label="Search notes"
        placeholder="Words in the title or the text"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {notes.error ? (
        <LoadError
          title="Notes"
          message={errorMessage(notes.error, 'Your notes could not be loaded. Please try again.')}
          onRetry={() => void notes.refetch()}
        />
      ) : !notes.data ? (
        <Center mih={200}>
          <Loader aria-label="Loading your notes" />
        </Center>
      ) : notes.data.length === 0 ? (
        query ? (
          <Text c="dimmed" role="status">
            No note matches "{query}".
          </Text>
        ) : (
          <EmptyState icon={<IconNotes />} title="No notes yet">
            Write down what you want to keep: call lists, talking points, ideas. Pin the ones you need most.
          </EmptyState>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-label="Your notes">
          {notes.data.map((note) => (
            <NoteCard
              key={note.id}
              note={note}
              busy={pin.isPending}
              onPin={(pinned) => void togglePin(note, pinned)}
              onEdit={() => setEditing(note)}
              onDelete={() => setDeleting(note)}
            />
          ))}
        </SimpleGrid>
      )}
      <Suspense fallback={null}>
        {editing ? <NoteFormModal target={editing} onClose={() => setEditing(null)} /> : null}
      </Suspense>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete note?"
        confirmLabel="Delete note"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        "{deleting?.title}" will be deleted for good.
      </ConfirmDialog>
    </Stack>
  );
}
