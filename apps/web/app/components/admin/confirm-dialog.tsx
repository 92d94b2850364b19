import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BusyModal } from './busy-modal';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, said plainly. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an admin action that moves money or tells people something (cancel, refund). The
 * admin sections of RSVP, Sales and Manage Events share it.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Go back',
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <BusyModal opened={opened} onClose={onClose} title={title} busy={busy}>
      <Stack gap="sm">{children}</Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button color="red.9" loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </BusyModal>
  );
}
