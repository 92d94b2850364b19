// Mantine's base styles; each component's own CSS comes with its code (build/mantine-component-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Suspense, type ReactNode } from 'react';
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
      {/* A boundary lets React hydrate the page in small slices at low priority, so the main thread
          stays free for input (docs/decisions/2026-11-23-page-speed.md). */}
      <Suspense fallback={null}>{children}</Suspense>
    </MantineProvider>
  );
}
