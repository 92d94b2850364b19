import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  asAdmin,
  createRsvpTestApp,
  createSession,
  moveClockTo,
  paidSeatWithLink,
  type RsvpTestApp,
} from '../../../test/rsvp-harness';

// What the replay tests share (docs/product.md, Replays).

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** The RSVP app with local file storage in a folder of its own (removed on close), for uploaded recordings. */
export async function createReplayTestApp(): Promise<RsvpTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'replays-'));
  const t = await createRsvpTestApp({ env: { DATA_DIR: dataDir } });
  const close = t.close;
  t.close = async () => {
    await close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return t;
}

export const replayPath = (sessionId: number) => `/api/v1/admin/sessions/${sessionId}/replay`;

/** The admin's save of a session's replay (PUT). */
export const saveReplay = (t: RsvpTestApp, sessionId: number, body: object) =>
  asAdmin(t, 'PUT', replayPath(sessionId), body);

let seats = 0;
/** A 60-minute session starting in 2 hours with `count` paid seats; `end()` moves past its join links' close. */
export async function sessionWithSeats(t: RsvpTestApp, count: number) {
  const session = await createSession(t, { hoursAhead: 2, durationMinutes: 60 });
  const paid = [];
  for (let i = 0; i < count; i++) paid.push(await paidSeatWithLink(t, session.id, `replay-${++seats}@visitor.test`));
  const startsAt = Date.parse(session.startsAt);
  return { session, paid, startsAt, end: () => moveClockTo(t, new Date(startsAt + 90 * MINUTE)) };
}
