import { QueryClient } from '@tanstack/react-query';

/**
 * A cache for API answers with the app's rules: a failed call is reported at once (no silent
 * retries: the views say what went wrong and offer Try Again), and nothing refetches on focus
 * unless a query asks for it (the admin change marker does). The browser keeps one for the app;
 * the server makes one per render, so requests never share answers.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
