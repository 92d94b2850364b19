import { inTransaction } from '../../db/transaction';
import { createKickedRunner } from '../../lib/kicked-runner';
import { attendanceRepository } from './attendance.repository';
import { isLive, REPLAY_MAIL_BATCH } from './replay.rules';
import { replaysRepository as replays } from './replays.repository';
import type { RsvpDeps } from './rsvp.ports';
import type { SeatEmails } from './seat-emails.service';

/** The name replay emails' runner is kicked by (core/workers). */
const REPLAY_MAIL_RUNNER = 'rsvp-replay-mail';
const KICK_DELAY_MS = 100;

/**
 * Replay emails (docs/product.md, Replays): every paid seat of a session with a live replay that was
 * not emailed in the replay's current window gets one, attended or not. Kicked after a save and run
 * every minute as the safety net. Each batch holds the replay's row, so two runs never email the
 * same seat; a seat is marked in the transaction that queues its email.
 */
export function createReplayMailing(
  deps: Pick<RsvpDeps, 'orm' | 'webinars' | 'now' | 'mail' | 'log' | 'workers'>,
  emails: SeatEmails,
) {
  /** One batch of the session's seats; resolves how many were emailed. */
  async function mailBatch(sessionId: number): Promise<number> {
    return inTransaction(deps.orm, async (db) => {
      const replay = await replays.get(db, sessionId, true);
      const now = deps.now();
      if (!replay || !isLive(replay, now)) return 0;
      const session = await deps.webinars.findById(db, sessionId);
      if (session?.status !== 'scheduled') return 0;
      const seats = await replays.unmailedSeats(db, sessionId, replay.publishedAt, REPLAY_MAIL_BATCH);
      const attendance = await attendanceRepository.forRegistrations(
        db,
        seats.map((seat) => seat.id),
      );
      const attended = new Set(attendance.filter((row) => row.attendedAt).map((row) => row.registrationId));
      for (const seat of seats) {
        await replays.markMailed(db, seat.id, now);
        await emails.replay(db, seat, session, {
          publishedAt: replay.publishedAt,
          expiresAt: replay.expiresAt,
          attended: attended.has(seat.id),
        });
      }
      return seats.length;
    });
  }

  /** Emails every seat due a replay email; resolves how many were queued. */
  async function mailDue(): Promise<number> {
    let queued = 0;
    for (const sessionId of await replays.sessionsToMail(deps.orm, deps.now())) {
      let sent: number;
      do {
        sent = await mailBatch(sessionId);
        queued += sent;
      } while (sent === REPLAY_MAIL_BATCH);
    }
    if (queued > 0) deps.mail.kick();
    return queued;
  }

  const runner = createKickedRunner({
    delayMs: KICK_DELAY_MS,
    drain: async () => void (await mailDue()),
    onError: (error) => deps.log.error({ err: error }, 'replay email run failed'),
    ...(deps.workers ? { worker: { hub: deps.workers, name: REPLAY_MAIL_RUNNER } } : {}),
  });

  return { mailDue, kick: runner.kick, idle: runner.idle, close: runner.close };
}
export type ReplayMailing = ReturnType<typeof createReplayMailing>;
