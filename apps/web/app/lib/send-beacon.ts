import type { Endpoint } from '@meridian/contracts/endpoint';
import { callEndpoint, type CallInput } from './api-client';

/**
 * Sends a call nobody waits for and whose failure nobody sees (an impression counted), from outside
 * React: no loading indicator, the notifications on screen left alone, a failure ignored.
 */
export function sendBeacon<E extends Endpoint>(endpoint: E, input: Pick<CallInput<E>, 'params' | 'body'>): void {
  callEndpoint(endpoint, { ...input, keepNotifications: true }).catch(() => undefined);
}
