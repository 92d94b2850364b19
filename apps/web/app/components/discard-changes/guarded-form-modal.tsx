import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { useDiscardGuard, type DiscardGuard } from './use-discard-guard';

interface GuardedFormModalProps {
  opened: boolean;
  title: string;
  size?: ModalProps['size'];
  onClose: () => void;
  /** The form, given the guard: it reports `setDirty` and uses `requestClose` for Cancel. */
  children: (guard: DiscardGuard) => ReactNode;
}

/**
 * A modal holding a form: closing it with unsaved changes (Escape, the close button, a click
 * outside, Cancel) asks "Discard changes?" first. The form is mounted only while open.
 */
export function GuardedFormModal({ opened, title, size, onClose, children }: GuardedFormModalProps) {
  const guard = useDiscardGuard(onClose);
  return (
    <>
      <Modal
        opened={opened}
        onClose={guard.requestClose}
        closeOnEscape={!guard.asking}
        title={title}
        size={size}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened ? children(guard) : null}
      </Modal>
      <DiscardChangesDialog {...guard.dialogProps} />
    </>
  );
}
