import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_LIMIT, NOTIFICATION_WIDTH } from '../../lib/notify';
import { useOnceTrue } from '../../lib/use-once-true';

// The area's code (with its transitions) loads with the first notification, not with every page.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** The notification area at top-right in every layout (docs/product.md, Site layout and navigation). */
export function NotificationArea() {
  const store = useNotifications();
  const used = useOnceTrue(store.notifications.length > 0 || store.queue.length > 0);
  if (!used) return null;
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
