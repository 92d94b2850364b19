import type Stripe from 'stripe';
import type { ConnectEvent } from '../connect-event';
import { toConnectedAccount, toTransferState } from './stripe-connect';

const TRANSFER_EVENTS = ['transfer.created', 'transfer.updated', 'transfer.reversed'] as const;
type TransferEvent = Extract<Stripe.Event, { type: (typeof TRANSFER_EVENTS)[number] }>;

const isTransferEvent = (event: Stripe.Event): event is TransferEvent =>
  (TRANSFER_EVENTS as readonly string[]).includes(event.type);

/**
 * A verified event from the Connect webhook as a ConnectEvent, or null for one the app does not act
 * on (acknowledged and ignored).
 */
export function toConnectEvent(event: Stripe.Event): ConnectEvent | null {
  if (event.type === 'account.updated') {
    return { id: event.id, type: 'account.updated', account: toConnectedAccount(event.data.object) };
  }
  if (isTransferEvent(event)) {
    return { id: event.id, type: event.type, transfer: toTransferState(event.data.object) };
  }
  return null;
}
