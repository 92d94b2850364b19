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
