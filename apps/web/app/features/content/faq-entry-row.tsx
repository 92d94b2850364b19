import type { AdminFaqEntry } from '@meridian/contracts/content-admin';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/format';

interface FaqEntryRowProps {
  entry: AdminFaqEntry;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onHistory: () => void;
}

/** One FAQ entry in the admin list: its question and category, visibility, version, and its actions. */
export function FaqEntryRow({ entry, first, last, moving, onMove, onEdit, onHistory }: FaqEntryRowProps) {
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entry.question}
          </Text>
          <Group gap={6}>
            <Badge variant="light" size="sm">
              {entry.category}
            </Badge>
            {entry.hidden ? (
              <Badge variant="outline" color="gray.8" size="sm">
                Hidden
              </Badge>
            ) : null}
            <Text size="xs" c="dimmed">
              Version {entry.version} · {formatDateTime(entry.updatedAt)}
              {entry.updatedBy ? ` by ${entry.updatedBy}` : ''}
            </Text>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Move "${entry.question}" up`}
            disabled={first || moving}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move "${entry.question}" down`}
            disabled={last || moving}
            onClick={() => onMove(1)}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          <Button size="compact-sm" variant="default" onClick={onEdit} aria-label={`Edit "${entry.question}"`}>
            Edit
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={onHistory} aria-label={`History of "${entry.question}"`}>
            History
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
