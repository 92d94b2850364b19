import type { ConnectEvent, ConnectEventIntake } from '../../adapters/payments/connect-event';
import type { ConnectPort } from '../../adapters/payments/payment-gateway';
import type { EventPublisher } from '../../core/events/event-bus';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { stripeConnectRepository as repo } from './stripe-connect.repository';

export interface ConnectIntakeDeps {
  orm: Orm;
  gateway: ConnectPort;
  events: EventPublisher;
  now: () => Date;
}

/**
 * Where the Connect webhook and the TEST MODE onboarding page deliver verified events. Each event id
 * is applied once (recorded in the transaction of its effect). An `account.updated` is applied with
 * the account's state as the provider answers it now, so deliveries out of order never turn payouts
 * back off; a transfer's reversed amount only grows.
 */
export function createConnectIntake(deps: ConnectIntakeDeps): ConnectEventIntake {
  const { orm, events, now } = deps;

  async function apply(event: ConnectEvent): Promise<boolean> {
    if (event.type !== 'account.updated') {
      return inTransaction(orm, async (db) => {
        if (!(await repo.recordEvent(db, event.id, event.type))) return false;
        const { transfer } = event;
        await repo.upsertTransfer(db, transfer, now());
        const stored = await repo.findTransfer(db, transfer.id);
        await events.publish(db, 'connect.transfer_updated', {
          transferId: transfer.id,
          transferGroup: stored?.transferGroup ?? transfer.transferGroup,
          amountCents: stored?.amountCents ?? transfer.amountCents,
          amountReversedCents: stored?.amountReversedCents ?? transfer.amountReversedCents,
          currency: stored?.currency ?? transfer.currency,
        });
        return true;
      });
    }
    const known = await repo.findByAccount(orm, event.account.id);
    // The provider's current state, read outside the transaction (it is a network call).
    const current = known ? await deps.gateway.retrieveConnectedAccount(event.account.id) : null;
    return inTransaction(orm, async (db) => {
      if (!(await repo.recordEvent(db, event.id, event.type))) return false;
      const row = await repo.lockByAccount(db, event.account.id);
      if (!row || !current) return true; // Not an account of ours: recorded and ignored.
      await repo.setState(db, row.accountId, current, now());
      if (row.payoutsEnabled !== current.payoutsEnabled) {
        await events.publish(db, 'connect.payouts_changed', {
          userId: row.userId,
          payoutsEnabled: current.payoutsEnabled,
        });
      }
      return true;
    });
  }

  return async (event) => {
    const applied = await apply(event);
    if (applied) events.kick();
    return { applied };
  };
}
