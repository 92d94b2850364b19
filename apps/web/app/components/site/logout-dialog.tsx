import { Button, Group, Modal, Text } from '@mantine/core';

interface LogoutDialogProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The "Confirm Logout" dialog (docs/product.md, Site layout and navigation), shared by the public header and the panels. */
export function LogoutDialog({ opened, onCancel, onConfirm }: LogoutDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Confirm Logout"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>Are you sure you want to logout?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red.9" onClick={onConfirm}>
          Logout
        </Button>
      </Group>
    </Modal>
  );
}
