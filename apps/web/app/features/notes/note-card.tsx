import type { Note } from '@meridian/contracts/notes';
import { ActionIcon, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPin, IconPinnedFilled } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/format';

interface NoteCardProps {
  note: Note;
  busy: boolean;
  onPin: (pinned: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One note: title, pin, the text (line breaks kept) and when it was last edited. */
export function NoteCard({ note, busy, onPin, onEdit, onDelete }: NoteCardProps) {
  const pinLabel = note.pinned ? `Unpin "${note.title}"` : `Pin "${note.title}"`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={note.title}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {note.title}
          </Title>
          <Tooltip label={note.pinned ? 'Unpin' : 'Pin to the top'}>
            <ActionIcon
              variant={note.pinned ? 'light' : 'subtle'}
              aria-label={pinLabel}
              aria-pressed={note.pinned}
              disabled={busy}
              onClick={() => onPin(!note.pinned)}
            >
              {note.pinned ? <IconPinnedFilled size={18} aria-hidden /> : <IconPin size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={8}>
          {note.body}
        </Text>
        <Group justify="space-between" mt="auto" pt="xs" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            Last edited <time dateTime={note.updatedAt}>{formatDateTime(note.updatedAt)}</time>
          </Text>
          <Group gap="xs">
            <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={`Edit "${note.title}"`}>
              Edit
            </Button>
            <Button size="compact-sm" variant="default" onClick={onDelete} aria-label={`Delete "${note.title}"`}>
              Delete
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
