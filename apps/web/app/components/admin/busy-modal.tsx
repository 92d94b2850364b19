import { Modal, type ModalProps } from '@mantine/core';

/**
 * A centred dialog that cannot be dismissed while its action runs: clicking outside, Escape and the
 * close button wait until `busy` is over, so an admin never loses sight of a request in flight.
 */
export function BusyModal({ busy, ...props }: ModalProps & { busy: boolean }) {
  return (
    <Modal
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      closeButtonProps={{ 'aria-label': 'Close', disabled: busy }}
      {...props}
    />
  );
}
