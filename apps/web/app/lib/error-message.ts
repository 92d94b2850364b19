import { ApiError } from './api-client';

/** What to tell the viewer about a failed call: the server's (or the network) message, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
