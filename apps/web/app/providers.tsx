import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './lib/query-client';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_LIMIT, NOTIFICATION_WIDTH } from './lib/notify';
import { cssVariablesResolver, theme } from './lib/theme';

interface AppProvidersProps {
  children: ReactNode;
  /**
   * The API answer cache: the browser app's one (which its route loaders share), or the server
   * render's own. Without one (tests), each mount gets a fresh cache.
   */
  queryClient?: QueryClient;
}

/**
 * Theme, the API answer cache and the notification area shown at top-right in every layout
 * (docs/product.md, Site layout and navigation).
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
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
    </QueryClientProvider>
  );
}
