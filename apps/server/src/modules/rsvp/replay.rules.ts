import type { AdminReplay } from '@meridian/contracts/rsvp-replays';
import { replayAddress } from '@meridian/contracts/rsvp-replays';
import type { ReplayVideo } from '@meridian/contracts/rsvp-join';
import { videoEmbedSrc } from '@meridian/contracts/rich-text';

// The rules of replays (docs/product.md, Replays). Pure: no I/O.

/** How long the signed address of an uploaded recording works; the replay page asks for a new one after. */
export const REPLAY_FILE_URL_SECONDS = 2 * 3600;
/** How long the upload link of a recording works (a large file on a slow line takes a while to start). */
export const REPLAY_UPLOAD_LINK_SECONDS = 3600;
/** Replay emails queued per transaction. */
export const REPLAY_MAIL_BATCH = 100;

const DAY_MS = 86_400_000;

/** What the rules read of a stored replay. */
export interface ReplayTerms {
  source: string;
  url: string | null;
  contentType: string | null;
  expiresAt: Date;
}

/** Availability counts from the save: `days` days after it. */
export const expiryOf = (savedAt: Date, days: number) => new Date(savedAt.getTime() + days * DAY_MS);

/** A replay still shown to the seats (not past its expiry). */
export const isLive = (replay: Pick<ReplayTerms, 'expiresAt'> | undefined, now: Date) =>
  replay !== undefined && replay.expiresAt > now;

/**
 * When a save starts a new availability window (and a replay email to every paid seat): when there
 * was no live replay. Replacing a live one, or changing its days, keeps the window and mails nobody.
 */
export const windowStart = (current: { publishedAt: Date; expiresAt: Date } | undefined, now: Date): Date =>
  current && isLive(current, now) ? current.publishedAt : now;

/** How attendees see a replay: AdminReplay's `kind`. */
export function kindOf(replay: Pick<ReplayTerms, 'source' | 'url'>): AdminReplay['kind'] {
  if (replay.source === 'upload') return 'file';
  return replayAddress(replay.url ?? '')?.kind ?? 'page';
}

/** How the replay page plays it; `fileUrl` is the signed address of an upload. */
export function playerOf(replay: ReplayTerms, fileUrl: string | null): ReplayVideo {
  if (replay.source === 'upload') {
    return { player: 'video', src: fileUrl ?? '', contentType: replay.contentType ?? 'video/mp4' };
  }
  const url = replay.url ?? '';
  const address = replayAddress(url);
  if (address?.kind === 'youtube' || address?.kind === 'vimeo') {
    return {
      player: 'embed',
      provider: address.kind,
      src: videoEmbedSrc({ provider: address.kind, videoId: address.videoId }),
    };
  }
  if (address?.kind === 'file') return { player: 'video', src: url, contentType: address.contentType };
  return { player: 'link', href: url };
}
