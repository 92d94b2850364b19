import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * A paid seat's personal join link, `/j/<token>` (docs/product.md, Joining a session): the token is
 * the link row's id in base 36 followed by a 22-character keyed signature (base64url, 128 bits).
 */
export const JOIN_TOKEN_PATTERN = /^[0-9a-z]{1,7}[A-Za-z0-9_-]{22}$/;

export const JOIN_MESSAGES = {
  notFound: 'This join link does not work. Use the newest link in your confirmation or reminder email.',
} as const;

/** Where the personal link leads: the server answers `/j/<token>` with the meeting (302) or this page. */
export const JOIN_LINK_PATH = '/j/:token';
/** The page for a join link whose doors are not open: `/join?t=<token>` (waiting, ended, replaced). */
export const JOIN_PAGE_PATH = '/join';

export const joinTokenParams = z.object({
  token: z.string({ error: JOIN_MESSAGES.notFound }).regex(JOIN_TOKEN_PATTERN, JOIN_MESSAGES.notFound),
});

/**
 * How the replay page plays a replay: YouTube or Vimeo in their privacy-friendly players
 * (youtube-nocookie.com, player.vimeo.com with dnt=1), a video file in the HTML5 player (an upload
 * through a short-lived signed address), or another site's page opened in a new tab.
 */
export const replayVideoSchema = z.discriminatedUnion('player', [
  z.object({ player: z.literal('embed'), provider: z.enum(['youtube', 'vimeo']), src: z.string() }),
  z.object({ player: z.literal('video'), src: z.string(), contentType: z.string() }),
  z.object({ player: z.literal('link'), href: z.string() }),
]);
export type ReplayVideo = z.infer<typeof replayVideoSchema>;

/** A session's replay on the join page: available until `expiresAt`, or expired. */
export const joinReplaySchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('available'), expiresAt: z.iso.datetime(), video: replayVideoSchema }),
  z.object({ state: z.literal('expired'), expiredAt: z.iso.datetime() }),
]);
export type JoinReplay = z.infer<typeof joinReplaySchema>;

/**
 * Where a join link stands now: `waiting` (before the doors open), `open` (the link leads into the
 * meeting), `ended` (the doors closed), `replaced` (an admin revoked it and sent a newer one) or
 * `cancelled` (the seat or the session was cancelled or refunded).
 */
export const joinStateSchema = z.enum(['waiting', 'open', 'ended', 'replaced', 'cancelled']);
export type JoinState = z.infer<typeof joinStateSchema>;

/** GET /api/v1/join/:token: what the join page shows. Never the meeting's own address. */
export const joinStatusSchema = z.object({
  state: joinStateSchema,
  title: z.string(),
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  /** The session's own zone (the page shows the visitor's, and this one when it differs). */
  timezone: z.string(),
  /** When the link starts leading into the meeting. */
  doorsOpenAt: z.iso.datetime(),
  /** When it stops (the end plus the grace period). */
  doorsCloseAt: z.iso.datetime(),
  /** The server's clock when it answered: the page's countdown corrects the visitor's clock by it. */
  serverNow: z.iso.datetime(),
  /** After the session (`ended`), its replay when one was attached; null otherwise and for every other state. */
  replay: joinReplaySchema.nullable(),
});
export type JoinStatus = z.infer<typeof joinStatusSchema>;

export const getJoinStatus = defineEndpoint({
  method: 'GET',
  path: '/api/v1/join/:token',
  params: joinTokenParams,
  response: joinStatusSchema,
});

/** The seat's invitation (text/calendar) with the personal link, for the join page's "Add to calendar". */
export const JOIN_CALENDAR_PATH = '/api/v1/join/:token/invitation.ics';

/** POST once per opening of the replay page: counts a view of the seat (its first publishes `rsvp.replay_watched`). */
export const recordReplayView = defineEndpoint({
  method: 'POST',
  path: '/api/v1/join/:token/replay-views',
  params: joinTokenParams,
  /** The seat's views so far, this one included. */
  response: z.object({ views: z.number().int() }),
});
