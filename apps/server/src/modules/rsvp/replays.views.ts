import type { AdminReplay, ReplayFigures, ReplaySource, SessionReplay } from '@meridian/contracts/rsvp-replays';
import type { SessionRow } from '../webinars/webinars.module';
import { doorTimes } from './join-link.rules';
import { isLive, kindOf } from './replay.rules';
import type { ReplayRow } from './replays.repository';

/** A stored replay as the admin's Replay panel shows it. */
export function toAdminReplay(row: ReplayRow, now: Date): AdminReplay {
  return {
    source: row.source as ReplaySource,
    url: row.url,
    kind: kindOf(row),
    key: row.storageKey,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    availableDays: row.availableDays,
    savedAt: row.savedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: !isLive(row, now),
  };
}

/** A session's Replay panel: when a replay may be attached, the replay, and what its seats did with it. */
export function toSessionReplay(
  session: SessionRow,
  row: ReplayRow | undefined,
  figures: ReplayFigures,
  now: Date,
): SessionReplay {
  return {
    sessionId: session.id,
    attachableFrom: doorTimes(session).closesAt.toISOString(),
    cancelled: session.status !== 'scheduled',
    replay: row ? toAdminReplay(row, now) : null,
    figures,
  };
}
