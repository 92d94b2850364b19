import { JOIN_MESSAGES, type JoinReplay, type JoinState, type JoinStatus } from '@meridian/contracts/rsvp-join';
import type { Orm } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { addressGroup } from '../../lib/address-group';
import { AppError } from '../../lib/app-error';
import type { SessionRow } from '../webinars/webinars.module';
import { attendanceRepository as attendance } from './attendance.repository';
import {
  deviceClass,
  doorTimes,
  JOIN_SIGNING_CONTEXT,
  joinState,
  joinToken,
  newSeed,
  parseJoinToken,
  SHARED_VISITORS,
  SHARED_WINDOW_MINUTES,
  signedData,
} from './join-link.rules';
import { joinLinksRepository as links, type JoinLinkRow } from './join-links.repository';
import { registrationsRepository as registrations, type RegistrationRow } from './registrations.repository';
import type { RsvpDeps } from './rsvp.ports';

/** Who opened a link: the server-derived address and the browser's user agent (never stored as they are). */
export interface JoinVisitor {
  ip: string;
  userAgent: string;
}

export interface ResolvedLink {
  link: JoinLinkRow;
  registration: RegistrationRow;
  session: SessionRow;
}

/**
 * Personal join links (docs/product.md, Joining a session): made for a paid seat when its first
 * email is written, resolved from the token by the link's id and a keyed signature
 * (docs/decisions/2026-11-27-join-links.md), and opened: a waiting or ended page, or, while the
 * doors are open, the join recorded and the meeting's address for a redirect.
 */
export function createJoinLinks(
  deps: Pick<RsvpDeps, 'orm' | 'webinars' | 'publicUrl' | 'now' | 'domainEvents' | 'signer'>,
  /** The session's replay as the page shows it after the session (docs/product.md, Replays). */
  replayOf: (session: SessionRow, now: Date) => Promise<JoinReplay | null>,
) {
  const tokenOf = (link: JoinLinkRow) =>
    joinToken(link.id, deps.signer.sign(signedData(link.id, link.seed), JOIN_SIGNING_CONTEXT));

  /** The seat's live link as a URL, made now when it has none. */
  async function urlFor(db: Orm, registrationId: number): Promise<string> {
    const link = await links.liveOrNew(db, registrationId, newSeed(), deps.now());
    return `${deps.publicUrl}/j/${tokenOf(link)}`;
  }

  /** The link a token names, with its seat and session; undefined for a token that was never ours. */
  async function resolve(db: Orm, token: string): Promise<ResolvedLink | undefined> {
    const parsed = parseJoinToken(token);
    const link = parsed && (await links.byId(db, parsed.linkId));
    if (!parsed || !link) return undefined;
    if (!deps.signer.verify(signedData(link.id, link.seed), JOIN_SIGNING_CONTEXT, parsed.signature)) return undefined;
    const registration = await registrations.byId(db, link.registrationId);
    const session = registration && (await deps.webinars.findById(db, registration.sessionId));
    return registration && session ? { link, registration, session } : undefined;
  }

  const stateOf = ({ link, registration, session }: ResolvedLink, now: Date) =>
    joinState(
      {
        revoked: link.revokedAt !== null,
        seatPaid: registration.status === 'paid',
        sessionScheduled: session.status === 'scheduled',
        session,
      },
      now,
    );

  /** The link a token names and where it stands now; 404 for a token that was never ours. */
  async function check(token: string): Promise<{ resolved: ResolvedLink; state: JoinState; now: Date }> {
    const resolved = await resolve(deps.orm, token);
    if (!resolved) throw new AppError('NOT_FOUND', JOIN_MESSAGES.notFound);
    const now = deps.now();
    return { resolved, state: stateOf(resolved, now), now };
  }

  /**
   * One open while the doors are open, in one transaction: the join counted (one statement, so
   * opens at once never lose a count), `rsvp.attended` published if it is the seat's first, the open
   * kept for the shared check and the link flagged when too many visitors opened it lately.
   */
  async function recordJoin(resolved: ResolvedLink, visitor: JoinVisitor, now: Date): Promise<void> {
    const { link, registration } = resolved;
    const visitorKey = deps.signer.sign(`${addressGroup(visitor.ip)}\n${visitor.userAgent}`, 'rsvp.join-visitor');
    await inTransaction(deps.orm, async (db) => {
      // The seat's attendance row is locked first: opens of one seat run one after the other from here.
      await attendance.recordJoin(db, registration.id, now, deviceClass(visitor.userAgent));
      if (await attendance.claimAttended(db, registration.id, now)) {
        const payload = { registrationId: registration.id, sessionId: registration.sessionId, via: 'link' as const };
        await deps.domainEvents.publish(db, 'rsvp.attended', payload);
      }
      await links.recordOpen(db, link.id, visitorKey, now);
      const since = new Date(now.getTime() - SHARED_WINDOW_MINUTES * 60_000);
      if ((await links.visitorsSince(db, link.id, since)) > SHARED_VISITORS) await links.flagShared(db, link.id, now);
    });
    deps.domainEvents.kick();
  }

  return {
    urlFor,
    resolve,
    check,

    /** What the join page shows; 404 for a token that was never ours. */
    async status(token: string): Promise<JoinStatus> {
      const { resolved, state, now } = await check(token);
      const { session } = resolved;
      const doors = doorTimes(session);
      return {
        state,
        title: session.title,
        startsAt: session.startsAt.toISOString(),
        durationMinutes: session.durationMinutes,
        timezone: session.timezone,
        doorsOpenAt: doors.opensAt.toISOString(),
        doorsCloseAt: doors.closesAt.toISOString(),
        serverNow: now.toISOString(),
        // Only a live link of a paid seat, once the session ended, shows the replay.
        replay: state === 'ended' ? await replayOf(session, now) : null,
      };
    },

    /** Opening `/j/<token>`: the meeting's address while the doors are open (the join recorded), else null. */
    async open(token: string, visitor: JoinVisitor): Promise<string | null> {
      const resolved = await resolve(deps.orm, token);
      const now = deps.now();
      if (!resolved || stateOf(resolved, now) !== 'open') return null;
      await recordJoin(resolved, visitor, now);
      return resolved.session.joinUrl;
    },

    /** The seat's calendar entry for the join page; 404 unless the link is live and the seat paid. */
    async forCalendar(token: string): Promise<ResolvedLink> {
      const { resolved, state } = await check(token);
      if (state === 'cancelled' || state === 'replaced') throw new AppError('NOT_FOUND', JOIN_MESSAGES.notFound);
      return resolved;
    },
  };
}
export type JoinLinks = ReturnType<typeof createJoinLinks>;
