import type { ConnectedAccount, TransferState } from './payment-gateway';

/**
 * A verified event about connected accounts and the transfers to them, normalised. The Stripe Connect
 * webhook and the local TEST MODE onboarding page both produce these and hand them to the same intake
 * (the stripe-connect module), which applies each event id at most once.
 */
export type ConnectEvent =
  | { id: string; type: 'account.updated'; account: ConnectedAccount }
  | { id: string; type: 'transfer.created' | 'transfer.updated' | 'transfer.reversed'; transfer: TransferState };

/** Where an adapter delivers verified Connect events; answers whether the event changed anything. */
export type ConnectEventIntake = (event: ConnectEvent) => Promise<{ applied: boolean }>;
