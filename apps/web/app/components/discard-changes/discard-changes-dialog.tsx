import { Button, Group, Modal, Text } from '@mantine/core';

export interface DiscardChangesDialogProps {
  opened: boolean;
  /** Back to the form, everything typed still there. */
  onKeep: () => void;
  /** Throw away what was typed and close the form. */
  onDiscard: () => void;
}

/**
 * Asks before a form with unsaved changes is closed. Escape, the close button and a click outside
 * all mean "Keep editing"; only the Discard button throws the changes away. Escape is handled on the
 * dialog itself, not through Mantine's window listener: the Escape that opened this question (pressed
 * in the form) would otherwise reach that listener too and close the question at once.
 */
export function DiscardChangesDialog({ opened, onKeep, onDiscard }: DiscardChangesDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title="Discard changes?"
      centered
      size="sm"
      // Above the form it guards, which is a modal itself.
      zIndex={400}
      closeOnEscape={false}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onKeep();
      }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>What you typed in this form has not been saved and will be lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeep} data-autofocus>
          Keep editing
        </Button>
        <Button color="red.9" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Modal>
  );
}
