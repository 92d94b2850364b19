import { REPLAY_MESSAGES } from '@meridian/contracts/rsvp-replays';
import { SESSION_MESSAGES } from '@meridian/contracts/webinars';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, createSession, mailsTo, moveClockTo, registered, type RsvpTestApp } from '../../../test/rsvp-harness';
import { formatDateTime } from './rsvp-email-format.mail';
import { createReplayTestApp, DAY, MINUTE, replayPath, saveReplay, sessionWithSeats } from './rsvp-replays.test-kit';

/** Attaching a replay and its emails (docs/product.md, Replays), through the app on a real database. */
let t: RsvpTestApp;
beforeAll(async () => {
  t = await createReplayTestApp();
});
afterAll(() => t.close());

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const VIMEO = 'https://vimeo.com/76979871';
const save = (sessionId: number, body: object) => saveReplay(t, sessionId, body);
const join = (token: string) => t.app.inject({ method: 'GET', url: `/j/${token}`, remoteAddress: '10.8.0.1' });

/** Runs the replay emails as the queue would, twice at once and once more, then waits for the kicked run. */
async function runReplayEmails() {
  const { mail } = t.services.rsvp.replays;
  await Promise.all([mail.mailDue(), mail.mailDue()]);
  await mail.mailDue();
  await mail.idle();
}

describe('attaching a replay', () => {
  it('is refused until the join links close, for a cancelled session, and for an address that is no video', async () => {
    const { session, startsAt } = await sessionWithSeats(t, 0);
    const early = await save(session.id, { source: 'link', url: YOUTUBE });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REPLAY_MESSAGES.notEnded);
    const upload = await asAdmin(t, 'POST', '/api/v1/admin/replay-uploads', {
      sessionId: session.id,
      contentType: 'video/mp4',
      sizeBytes: 1000,
    });
    expect(upload.statusCode).toBe(409);
    // The join links stay open 30 minutes after the scheduled end.
    moveClockTo(t, new Date(startsAt + 89 * MINUTE));
    expect((await save(session.id, { source: 'link', url: YOUTUBE })).statusCode).toBe(409);
    moveClockTo(t, new Date(startsAt + 90 * MINUTE));

    const refusals: [object, string, string][] = [
      [{ source: 'link', url: 'http://videos.example.com/replay.mp4' }, 'url', REPLAY_MESSAGES.urlHttps],
      [{ source: 'link', url: 'https://www.youtube.com/@meridian' }, 'url', REPLAY_MESSAGES.urlNoVideo],
      [{ source: 'link', url: '' }, 'url', REPLAY_MESSAGES.url],
      [{ source: 'link', url: YOUTUBE, availableDays: 0 }, 'availableDays', REPLAY_MESSAGES.availableDays],
      [{ source: 'link', url: YOUTUBE, availableDays: 91 }, 'availableDays', REPLAY_MESSAGES.availableDays],
      [{ source: 'upload', key: '' }, 'key', REPLAY_MESSAGES.fileMissing],
      [{ source: 'tape' }, 'source', REPLAY_MESSAGES.source],
    ];
    for (const [body, field, message] of refusals) {
      const res = await save(session.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toContainEqual({ path: field, message });
    }
    expect((await save(999_999, { source: 'link', url: YOUTUBE })).json().message).toBe(SESSION_MESSAGES.notFound);

    const saved = await save(session.id, { source: 'link', url: YOUTUBE });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.replay).toMatchObject({
      source: 'link',
      url: YOUTUBE,
      kind: 'youtube',
      availableDays: 7,
      expiresAt: new Date(t.clock.now().getTime() + 7 * DAY).toISOString(),
      expired: false,
    });
    const page = await save(session.id, {
      source: 'link',
      url: 'https://academy.example.com/replays/41',
      availableDays: 3,
    });
    expect(page.json().data.replay).toMatchObject({ kind: 'page', availableDays: 3 });

    const cancelled = await createSession(t, { hoursAhead: 1, durationMinutes: 15 });
    expect((await asAdmin(t, 'DELETE', `/api/v1/calendar/${cancelled.id}`)).statusCode).toBe(200);
    moveClockTo(t, new Date(Date.parse(cancelled.startsAt) + 60 * MINUTE));
    expect((await save(cancelled.id, { source: 'link', url: YOUTUBE })).json().message).toBe(REPLAY_MESSAGES.cancelled);
  });

  it('emails every paid seat once, attended or not; a replacement emails nobody; a new window after expiry does', async () => {
    const { session, paid, startsAt, end } = await sessionWithSeats(t, 3);
    const [joiner, missed, refunded] = paid;
    if (!joiner || !missed || !refunded) throw new Error('three seats were booked');
    await registered(t, session.id, 'still-pending@visitor.test');
    expect((await asAdmin(t, 'POST', `/api/v1/admin/rsvps/${refunded.id}/refund`)).statusCode).toBe(200);
    moveClockTo(t, new Date(startsAt - 5 * MINUTE));
    expect((await join(joiner.token)).statusCode).toBe(302);
    end();

    const saved = await save(session.id, { source: 'link', url: YOUTUBE, availableDays: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    const until = formatDateTime(new Date(t.clock.now().getTime() + 3 * DAY), 'America/New_York');
    await runReplayEmails();
    const [thanks] = await mailsTo(t, joiner.email, 'rsvp.replay');
    const [caughtUp] = await mailsTo(t, missed.email, 'rsvp.replay');
    expect(await mailsTo(t, joiner.email, 'rsvp.replay')).toHaveLength(1);
    expect(await mailsTo(t, missed.email, 'rsvp.replay')).toHaveLength(1);
    expect(await mailsTo(t, refunded.email, 'rsvp.replay')).toHaveLength(0);
    expect(await mailsTo(t, 'still-pending@visitor.test', 'rsvp.replay')).toHaveLength(0);
    expect(thanks?.subject).toBe(`The replay is ready: ${session.title}`);
    expect(thanks?.textBody).toContain(`Thank you for joining us for ${session.title}.`);
    expect(caughtUp?.textBody).toContain(`We missed you at ${session.title}`);
    for (const [mail, seat] of [
      [thanks, joiner],
      [caughtUp, missed],
    ] as const) {
      expect(mail?.textBody).toContain(`/j/${seat.token}`);
      expect(mail?.textBody).toMatch(new RegExp(`Replay available until: +${until}\n`));
      expect(mail?.textBody).not.toContain('meet.example.com');
    }

    // Replaced within the window (another video, other days): nobody is emailed again.
    t.clock.advance(DAY);
    expect((await save(session.id, { source: 'link', url: VIMEO, availableDays: 2 })).json().data.replay).toMatchObject(
      {
        kind: 'vimeo',
        expiresAt: new Date(t.clock.now().getTime() + 2 * DAY).toISOString(),
      },
    );
    await runReplayEmails();
    expect(await mailsTo(t, missed.email, 'rsvp.replay')).toHaveLength(1);
    const view = await asAdmin(t, 'GET', replayPath(session.id));
    expect(view.json().data.figures).toEqual({ paid: 2, mailed: 2, viewers: 0, views: 0 });

    // Expired, then saved again: a new window, and one more email each.
    t.clock.advance(2 * DAY);
    expect((await asAdmin(t, 'GET', replayPath(session.id))).json().data.replay.expired).toBe(true);
    await runReplayEmails();
    expect(await mailsTo(t, missed.email, 'rsvp.replay')).toHaveLength(1);
    await save(session.id, { source: 'link', url: VIMEO, availableDays: 5 });
    await runReplayEmails();
    expect(await mailsTo(t, joiner.email, 'rsvp.replay')).toHaveLength(2);
    expect(await mailsTo(t, missed.email, 'rsvp.replay')).toHaveLength(2);

    const removed = await asAdmin(t, 'DELETE', replayPath(session.id));
    expect(removed.json().data.replay).toBeNull();
    const again = await asAdmin(t, 'DELETE', replayPath(session.id));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(REPLAY_MESSAGES.noReplay);
  });
});
