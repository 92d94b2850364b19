import { lazy, Suspense, useSyncExternalStore } from 'react';
import {
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_LIMIT,
  NOTIFICATION_WIDTH,
  notificationsAsked,
  onFirstNotification,
} from '../../lib/notify';

// The area's code (with the store and its transitions) loads with the first notification, not with every page.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** The notification area at top-right in every layout (docs/product.md, Site layout and navigation). */
export function NotificationArea() {
  const asked = useSyncExternalStore(onFirstNotification, notificationsAsked, () => false);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        position="top-right"
        limit={NOTIFICATION_LIMIT}
        autoClose={NOTIFICATION_AUTO_CLOSE_MS}
        containerWidth={NOTIFICATION_WIDTH}
        zIndex={1100}
      />
    </Suspense>
  );
}
