import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_LIMIT, NOTIFICATION_WIDTH } from './lib/notify';
import { cssVariablesResolver, theme } from './lib/theme';

/** Theme and the notification area shown at top-right in every layout (docs/product.md, Site layout and navigation). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications
        position="top-right"
        limit={NOTIFICATION_LIMIT}
        autoClose={NOTIFICATION_AUTO_CLOSE_MS}
        containerWidth={NOTIFICATION_WIDTH}
        zIndex={1100}
      />
      {children}
    </MantineProvider>
  );
}
