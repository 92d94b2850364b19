// Mantine's base styles; each component's own CSS comes with its code (build/mantine-component-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { NotificationArea } from './components/site/notification-area';
import { createQueryClient } from './lib/query-client';
import { cssVariablesResolver, theme } from './lib/theme';

interface AppProvidersProps {
  children: ReactNode;
  /**
   * The API answer cache: the browser app's one (which its route loaders share), or the server
   * render's own. Without one (tests), each mount gets a fresh cache.
   */
  queryClient?: QueryClient;
}

/** Theme, the API answer cache, the notification area, and the boundary the app hydrates in. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <NotificationArea />
        {/* A boundary lets React hydrate the page in small slices at low priority, so the main thread
            stays free for input (docs/decisions/2026-11-23-page-speed.md). */}
        <Suspense fallback={null}>{children}</Suspense>
      </MantineProvider>
    </QueryClientProvider>
  );
}
