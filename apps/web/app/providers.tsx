// Mantine's base styles; each component's own CSS comes with its code (build/mantine-component-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { NotificationArea } from './features/site/notification-area';
import { cssVariablesResolver, theme } from './lib/theme';

/** Theme, the notification area, and the boundary the app hydrates in. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NotificationArea />
      {/* A boundary lets React hydrate the page in small slices at low priority, so the main thread
          stays free for input (docs/decisions/2026-11-23-page-speed.md). */}
      <Suspense fallback={null}>{children}</Suspense>
    </MantineProvider>
  );
}
