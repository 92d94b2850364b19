import type { JoinReplay, JoinState } from '@meridian/contracts/rsvp-join';
import { REPLAY_MESSAGES } from '@meridian/contracts/rsvp-replays';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { SessionRow } from '../webinars/webinars.module';
import type { ResolvedLink } from './join-links.service';
import { isLive, playerOf, REPLAY_FILE_URL_SECONDS } from './replay.rules';
import { replaysRepository as replays } from './replays.repository';
import type { RsvpDeps } from './rsvp.ports';

/**
 * The replay page (docs/product.md, Replays): what the join page shows of a session's replay once
 * the session ended (the player, or that it expired), and the views of each seat, whose first
 * publishes `rsvp.replay_watched`. Who may see it is the join link's rule: a live link of a paid seat.
 */
export function createReplayViews(deps: Pick<RsvpDeps, 'orm' | 'storage' | 'domainEvents'>) {
  return {
    /** The session's replay for the page of a live link once it ended; null when it has none. */
    async forJoinPage(session: SessionRow, now: Date): Promise<JoinReplay | null> {
      const replay = await replays.get(deps.orm, session.id);
      if (!replay) return null;
      if (!isLive(replay, now)) return { state: 'expired', expiredAt: replay.expiresAt.toISOString() };
      // An uploaded recording is private: its address is signed for this page and works for a while.
      const fileUrl = replay.storageKey
        ? await deps.storage.signedDownloadUrl(replay.storageKey, { expiresInSeconds: REPLAY_FILE_URL_SECONDS })
        : null;
      return { state: 'available', expiresAt: replay.expiresAt.toISOString(), video: playerOf(replay, fileUrl) };
    },

    /**
     * One opening of the replay page by the seat a link names: counted in one statement that locks
     * the seat's row, so views at once never lose a count and only the first publishes the event.
     */
    async record(link: { resolved: ResolvedLink; state: JoinState; now: Date }): Promise<{ views: number }> {
      const { resolved, state, now } = link;
      const { registration } = resolved;
      const replay = state === 'ended' ? await replays.get(deps.orm, registration.sessionId) : undefined;
      if (!isLive(replay, now)) throw new AppError('CONFLICT', REPLAY_MESSAGES.unavailable);
      const views = await inTransaction(deps.orm, async (db) => {
        const seen = await replays.recordView(db, registration.id, now);
        if (await replays.claimWatched(db, registration.id, now)) {
          await deps.domainEvents.publish(db, 'rsvp.replay_watched', {
            registrationId: registration.id,
            sessionId: registration.sessionId,
          });
        }
        return seen;
      });
      deps.domainEvents.kick();
      return { views };
    },
  };
}
export type ReplayViews = ReturnType<typeof createReplayViews>;
