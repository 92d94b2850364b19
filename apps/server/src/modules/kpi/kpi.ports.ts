import type { KpiSettings } from '@meridian/contracts/kpi';
import type { TokenVerifier } from '../../adapters/identity/token-verifier';
import type { Orm } from '../../db/database';
import type { DayRange } from '../../db/local-day';
import type { RequestUser } from '../../lib/access';

/** An amount on one day of the business's time zone. */
interface DayCents {
  day: string;
  cents: number;
}

/**
 * The figures the KPI counts that other modules own (docs/product.md, KPI and visit counting), each
 * read by its owner on the KPI's handle over days of the business's time zone (`DayRange`).
 */
export interface KpiFigures {
  /** The billing ledger (payments module). */
  payments: {
    /** When the first payment was made, or null before any (Sales' totals start there). */
    firstPaidAt(db: Orm): Promise<Date | null>;
    /** Payments by the day they were paid and their kind: how many and how much. */
    paidDaily(db: Orm, range: DayRange): Promise<(DayCents & { kind: string; count: number })[]>;
    /** What went back, by the day of the (last) refund. */
    refundedDaily(db: Orm, range: DayRange): Promise<DayCents[]>;
  };
  /** Affiliate commissions (affiliates module): earned when paid, less reversals when refunded. */
  commissions: { daily(db: Orm, range: DayRange): Promise<DayCents[]> };
  /** Seat registrations (rsvp module), by the day they were made, and how sessions' seats were attended. */
  registrations: {
    /** Registrations per day by their status now, how many were paid, and of those attended and replay watched. */
    dailyByStatus(
      db: Orm,
      range: DayRange,
    ): Promise<{ day: string; status: string; count: number; paid: number; attended: number; replayWatched: number }[]>;
    /** Paid seats by source (affiliate, referrer, UTM tags); revenue counts the seats not refunded. */
    paidBySource(
      db: Orm,
      range: DayRange,
    ): Promise<{ kind: string; key: string; paidSeats: number; revenueCents: number }[]>;
    /** Seats paid (and not refunded) per session. */
    paidSeatsBySession(db: Orm, sessionIds: number[]): Promise<ReadonlyMap<number, number>>;
    /** Per session: registrations, seats paid and held, of those joined, attended and replay watched. */
    attendanceBySession(
      db: Orm,
      sessionIds: readonly number[],
    ): Promise<
      { sessionId: number; registered: number; paid: number; joined: number; attended: number; replayWatched: number }[]
    >;
    /** The paid seats of these sessions by the booking's source kind (`key`: the email campaign's id), attended or not. */
    attendanceBySource(
      db: Orm,
      sessionIds: readonly number[],
    ): Promise<{ kind: string | null; key: string | null; paid: number; attended: number }[]>;
  };
  /** Accounts (users module). */
  users: {
    signUpsDaily(db: Orm, range: DayRange): Promise<{ day: string; count: number }[]>;
    /** Accounts created in the range per role they hold now (null: no role). */
    signUpsByRole(db: Orm, range: DayRange): Promise<{ roleId: number | null; count: number }[]>;
    /** "First Last" of each user, by id. */
    namesOf(db: Orm, ids: number[]): Promise<ReadonlyMap<number, string>>;
  };
  /** Webinar sessions (webinars module): those not cancelled starting in the range, in order. */
  sessions: {
    startingIn(
      db: Orm,
      range: DayRange,
    ): Promise<{ id: number; title: string; startsAt: Date; capacity: number; doorsOpenMinutes: number }[]>;
  };
  /** Newsletter subscribers (newsletter module): confirmed and unsubscribed in the range. */
  subscribers: { gainedAndLost(db: Orm, range: DayRange): Promise<{ gained: number; lost: number }> };
  /** Campaigns (campaigns module): each one's subject and kind (`newsletter` for an issue), by id, for the sources. */
  campaigns: { subjectsOf(db: Orm, ids: number[]): Promise<ReadonlyMap<number, { subject: string; kind: string }>> };
}

/** What the KPI module needs from others, filled in modules.ts. */
export interface KpiPorts {
  settings: {
    get: () => Promise<{ kpi: KpiSettings; currency: string }>;
    update: (db: Orm, patch: { kpi: KpiSettings }) => Promise<{ kpi: KpiSettings }>;
  };
  /** The referring affiliate a request's referral cookie names (affiliates' attribution). */
  referrerOf: (cookieHeader: string | undefined) => Promise<number | null>;
  findUserBySub: (sub: string) => Promise<RequestUser | undefined>;
  /** The identity pool's access-token check (the auth plugin's own). */
  tokenVerifier: TokenVerifier;
  figures: KpiFigures;
}
