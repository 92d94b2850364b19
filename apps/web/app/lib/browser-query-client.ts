import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let client: QueryClient | undefined;

/**
 * The browser app's one query cache, shared by the providers and the route loaders. Never used
 * while rendering on the server, where each render brings its own (entry-server.tsx).
 */
export function browserQueryClient(): QueryClient {
  if (typeof window === 'undefined') throw new Error('The browser query cache is not for server rendering');
  client ??= createQueryClient();
  return client;
}
