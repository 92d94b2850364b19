import type * as NotificationsApi from '@mantine/notifications';

type NotificationsModule = typeof NotificationsApi;

/**
 * The notifications package (its store, area and transitions) loads with the first notification, not
 * with every page (docs/decisions/2026-11-23-page-speed.md). Calls run in order, after it has loaded.
 */
let loaded: NotificationsModule | null = null;
let asked = false;
let chain: Promise<void> = Promise.resolve();
const askedListeners = new Set<() => void>();

function run(action: (module: NotificationsModule) => void, load = true): void {
  if (load && !asked) {
    asked = true;
    for (const listener of askedListeners) listener();
  }
  chain = chain.then(async () => {
    if (!loaded && load) loaded = await import('@mantine/notifications');
    if (loaded) action(loaded);
  });
}

/** Whether a notification was asked for yet (the notification area mounts from then on). */
export function notificationsAsked(): boolean {
  return asked;
}

/** Calls `listener` when the first notification is asked for. */
export function onFirstNotification(listener: () => void): () => void {
  askedListeners.add(listener);
  return () => askedListeners.delete(listener);
}

/** Notification limits (docs/product.md, Site layout and navigation): 5 visible, the rest queued, 4 s, 440 px, top-right. */
export const NOTIFICATION_LIMIT = 5;
export const NOTIFICATION_AUTO_CLOSE_MS = 4000;
export const NOTIFICATION_WIDTH = 440;

const closeButtonProps = { 'aria-label': 'Close notification' };

export interface NotifyOptions {
  title?: string;
  message: string;
  /** false keeps it until the user closes it. */
  autoClose?: number | false;
}

export const notify = {
  error: ({ title = 'Error', message, autoClose = false }: NotifyOptions) =>
    run(({ notifications }) => notifications.show({ color: 'red', title, message, autoClose, closeButtonProps })),
  success: ({ title, message, autoClose }: NotifyOptions) =>
    run(({ notifications }) =>
      notifications.show({
        color: 'green',
        title,
        message,
        closeButtonProps,
        ...(autoClose !== undefined ? { autoClose } : {}),
      }),
    ),
  info: ({ title, message, autoClose }: NotifyOptions) =>
    run(({ notifications }) =>
      notifications.show({
        color: 'blue',
        title,
        message,
        closeButtonProps,
        ...(autoClose !== undefined ? { autoClose } : {}),
      }),
    ),
  /** Removes every notification, shown or queued (nothing to do before the first one). */
  clear: () => run(({ notifications }) => notifications.clean(), false),
  /** Resolves once every call so far has reached the store (tests). */
  settled: (): Promise<void> => chain,
};
