import type { KeysetCursor } from '@meridian/contracts/keyset-cursor';
import { ATTENDANCE_MESSAGES, type Attendee, type SessionAttendance } from '@meridian/contracts/rsvp-attendance';
import { SESSION_MESSAGES } from '@meridian/contracts/webinars';
import type { Orm } from '../../db/database';
import { everyPage, type KeysetPage } from '../../db/keyset';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { csvChunks } from '../../lib/csv';
import { attendanceFigures } from './attendance-figures.repository';
import { attendanceRepository as attendance } from './attendance.repository';
import { ATTENDANCE_CSV_COLUMNS, toAttendanceFigures, toAttendee } from './attendance.views';
import { doorTimes, JOIN_GRACE_MINUTES, OPENS_KEPT_HOURS } from './join-link.rules';
import { joinLinksRepository as links } from './join-links.repository';
import { registrationsRepository as registrations, type RegistrationRow } from './registrations.repository';
import type { RsvpDeps } from './rsvp.ports';
import type { SeatEmails } from './seat-emails.service';

/** Paid seats read at once for the CSV export. */
const EXPORT_PAGE = 1000;
/** How far back the missed-seat job looks for sessions whose doors closed (it runs every 5 minutes). */
const MISSED_LOOKBACK_MS = 2 * 86_400_000;
/** The longest session (SESSION_LIMITS.durationMax) plus the grace period: how much earlier such a session started. */
const LONGEST_RUN_MS = (600 + JOIN_GRACE_MINUTES) * 60_000;

/**
 * Attendance (docs/product.md, Attendance): the admin's per-session view and CSV, marks by hand,
 * revoking a shared link with a fresh one mailed, and `rsvp.missed` once the doors close.
 */
export function createAttendance(
  deps: Pick<RsvpDeps, 'orm' | 'webinars' | 'now' | 'domainEvents' | 'mail'>,
  emails: SeatEmails,
) {
  async function attendees(db: Orm, rows: RegistrationRow[]): Promise<Attendee[]> {
    const ids = rows.map((row) => row.id);
    const [marks, seatLinks] = await Promise.all([
      attendance.forRegistrations(db, ids),
      links.forRegistrations(db, ids),
    ]);
    const markOf = new Map(marks.map((row) => [row.registrationId, row]));
    const linksOf = new Map(seatLinks.map((row) => [row.registrationId, row]));
    return rows.map((row) => toAttendee(row, markOf.get(row.id), linksOf.get(row.id)));
  }

  async function assertSession(sessionId: number): Promise<void> {
    if (!(await deps.webinars.findById(deps.orm, sessionId)))
      throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
  }

  /** A page of the session's paid seats, newest booking first (the admin RSVP list's keyset). */
  async function seatPage(
    sessionId: number,
    page: { after?: KeysetCursor; limit: number },
  ): Promise<KeysetPage<Attendee>> {
    const rows = await registrations.page(deps.orm, { sessionId, status: 'paid' }, page);
    const items = rows.slice(0, page.limit);
    return {
      items: await attendees(deps.orm, items),
      nextCursor: rows.length > page.limit ? (items.at(-1)?.cursor ?? null) : null,
    };
  }

  /** The paid seat `id`, read on `db`; 404 for none, 409 for a seat that is not paid. */
  async function paidSeat(db: Orm, id: number): Promise<RegistrationRow> {
    const row = await registrations.byId(db, id);
    if (!row) throw new AppError('NOT_FOUND', ATTENDANCE_MESSAGES.notFound);
    if (row.status !== 'paid') throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.notPaid);
    return row;
  }

  async function one(id: number): Promise<Attendee> {
    const row = await registrations.byId(deps.orm, id);
    if (!row) throw new AppError('NOT_FOUND', ATTENDANCE_MESSAGES.notFound);
    const [attendee] = await attendees(deps.orm, [row]);
    if (!attendee) throw new AppError('NOT_FOUND', ATTENDANCE_MESSAGES.notFound);
    return attendee;
  }

  return {
    /** The session's figures over all its seats, and one page of its paid seats. */
    async forSession(sessionId: number, page: { after?: KeysetCursor; limit: number }): Promise<SessionAttendance> {
      await assertSession(sessionId);
      const [[counts], seats] = await Promise.all([
        attendanceFigures.attendanceBySession(deps.orm, [sessionId]),
        seatPage(sessionId, page),
      ]);
      return { figures: toAttendanceFigures(counts), attendees: seats.items, nextCursor: seats.nextCursor };
    },

    /** Every paid seat of the session, newest booking first, streamed page by page. */
    async exportCsv(sessionId: number): Promise<AsyncIterable<string>> {
      await assertSession(sessionId);
      return csvChunks(
        ATTENDANCE_CSV_COLUMNS,
        everyPage((after) => seatPage(sessionId, { after, limit: EXPORT_PAGE })),
      );
    },

    /**
     * Marks a paid seat attended by hand (a session run without the link), or takes the mark back.
     * The first attendance, by hand or by link, publishes `rsvp.attended`; a seat that joined through
     * its link cannot be unmarked.
     */
    async mark(id: number, attended: boolean, adminId: number): Promise<Attendee> {
      await inTransaction(deps.orm, async (db) => {
        const row = await paidSeat(db, id);
        const now = deps.now();
        if (!attended) {
          const current = await attendance.byRegistration(db, id);
          if ((current?.joinCount ?? 0) > 0) throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.joinedByLink);
          await attendance.setMark(db, id, null);
          return;
        }
        await attendance.setMark(db, id, { at: now, by: adminId });
        if (await attendance.claimAttended(db, id, now)) {
          await deps.domainEvents.publish(db, 'rsvp.attended', {
            registrationId: id,
            sessionId: row.sessionId,
            via: 'hand',
          });
        }
      });
      deps.domainEvents.kick();
      return one(id);
    },

    /** Revokes the seat's join link (shared, or asked for) and emails its holder a fresh one. */
    async replaceLink(id: number): Promise<Attendee> {
      await inTransaction(deps.orm, async (db) => {
        const found = await paidSeat(db, id);
        const session = await deps.webinars.lock(db, found.sessionId);
        const row = await registrations.byId(db, id, true);
        if (!session || row?.status !== 'paid') throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.notPaid);
        const now = deps.now();
        await links.revoke(db, id, now);
        await emails.newJoinLink(db, row, session, now);
      });
      deps.mail.kick();
      return one(id);
    },

    /**
     * Every paid seat of a session whose doors closed (within the last two days) that was neither
     * joined nor marked is called missed: `rsvp.missed` once per seat, one transaction per session.
     */
    async decideMissed(): Promise<number> {
      const now = deps.now();
      const from = new Date(now.getTime() - MISSED_LOOKBACK_MS - LONGEST_RUN_MS);
      const sessions = await deps.webinars.scheduledStartingBetween(deps.orm, from, now);
      let missed = 0;
      for (const session of sessions.filter((s) => doorTimes(s).closesAt <= now)) {
        await inTransaction(deps.orm, async (db) => {
          const paid = await registrations.forSession(db, session.id, ['paid']);
          for (const registrationId of await attendance.claimMissed(
            db,
            paid.map((row) => row.id),
            now,
          )) {
            await deps.domainEvents.publish(db, 'rsvp.missed', { registrationId, sessionId: session.id });
            missed += 1;
          }
        });
      }
      if (missed > 0) deps.domainEvents.kick();
      return missed;
    },

    /** Housekeeping: opens older than a day are no longer needed for the shared-link check. */
    pruneOpens: (orm: Orm) => links.pruneOpens(orm, new Date(deps.now().getTime() - OPENS_KEPT_HOURS * 3_600_000)),
  };
}
export type Attendance = ReturnType<typeof createAttendance>;
