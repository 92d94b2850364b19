import type { Orm } from '../db/database';
import type { Random } from './random';

export interface DemoUser {
  id: number;
  email: string;
  name: string;
  createdAt: Date;
}

/** The users each role got (a user may be listed under one role only). */
export interface DemoUsers {
  admins: DemoUser[];
  sales: DemoUser[];
  emailMarketing: DemoUser[];
  affiliates: DemoUser[];
  advertisers: DemoUser[];
}

export interface DemoSession {
  id: number;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  status: 'scheduled' | 'cancelled';
  cancelledAt: Date | null;
  capacity: number;
  priceCents: number;
  currency: string;
}

/** A seat that was paid for (paid, or paid then refunded): the ledger needs a payment for each. */
export interface DemoSeatSale {
  registrationId: number;
  sessionId: number;
  sessionTitle: string;
  checkoutSessionId: string;
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  buyerEmail: string;
  buyerName: string;
  affiliateId: number | null;
  paidAt: Date;
  refundedAt: Date | null;
}

export interface DemoPayment {
  id: number;
  sale: DemoSeatSale;
  description: string;
  refundedCents: number;
}

export interface DemoContacts {
  /** Contact ids and addresses per owner, in insertion order. */
  byOwner: Map<number, { id: number; email: string; firstName: string; lastName: string; suppressed: boolean }[]>;
  /** Each owner's lists. */
  lists: Map<number, number[]>;
}

/**
 * What earlier domains made, for later ones (the registry runs domains in order). A domain adds its
 * own field here when a later one needs its rows.
 */
export interface DemoState {
  users?: DemoUsers;
  sessions?: DemoSession[];
  seatSales?: DemoSeatSale[];
  payments?: DemoPayment[];
  contacts?: DemoContacts;
}

export interface DemoContext {
  /** The domain's transaction. */
  db: Orm;
  /** The domain's own seeded sequence (adding a domain does not change the others' data). */
  random: Random;
  /** 1: a small demo (hundreds of rows); 250: 100,000 registrations and 100,000 contacts. */
  scale: number;
  /** Every date is placed relative to this instant (the last ~12 months before it, a few weeks after). */
  now: Date;
  /** How long a registration holds its seat unpaid (RSVP_HOLD_MINUTES). */
  holdMinutes: number;
  state: DemoState;
}

/** One domain of demo data: inserts its rows and answers what it inserted, table by table. */
export interface DemoDomain {
  name: string;
  seed(context: DemoContext): Promise<Record<string, number>>;
}

/** The state an earlier domain must have left; a clear error when the registry's order is wrong. */
export function need<K extends keyof DemoState>(state: DemoState, key: K, domain: string): NonNullable<DemoState[K]> {
  const value = state[key];
  if (value === undefined)
    throw new Error(`demo domain ${domain} needs ${key}: list its domain earlier in the registry`);
  return value as NonNullable<DemoState[K]>;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);
export const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
