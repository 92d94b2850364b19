import { notifications } from '@mantine/notifications';

/** Notification limits (docs/product.md, Site layout and navigation): 5 visible, the rest queued, 4 s, 440 px, top-right. */
export const NOTIFICATION_LIMIT = 5;
export const NOTIFICATION_AUTO_CLOSE_MS = 4000;
export const NOTIFICATION_WIDTH = 440;

const closeButtonProps = { 'aria-label': 'Close notification' };

interface NotifyOptions {
  title?: string;
  message: string;
  /** false keeps it until the user closes it. */
  autoClose?: number | false;
}

export const notify = {
  error: ({ title = 'Error', message, autoClose = false }: NotifyOptions) =>
    notifications.show({ color: 'red', title, message, autoClose, closeButtonProps }),
  success: ({ title, message, autoClose }: NotifyOptions) =>
    notifications.show({
      color: 'green',
      title,
      message,
      closeButtonProps,
      ...(autoClose !== undefined ? { autoClose } : {}),
    }),
  info: ({ title, message, autoClose }: NotifyOptions) =>
    notifications.show({
      color: 'blue',
      title,
      message,
      closeButtonProps,
      ...(autoClose !== undefined ? { autoClose } : {}),
    }),
  /** Removes every notification, shown or queued. */
  clear: () => notifications.clean(),
};
