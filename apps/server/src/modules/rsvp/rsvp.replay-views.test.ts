import { REPLAY_MESSAGES } from '@meridian/contracts/rsvp-replays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES } from '../../../test/file-samples';
import { asAdmin, published, type RsvpTestApp } from '../../../test/rsvp-harness';
import { createReplayTestApp, DAY, MINUTE, replayPath, saveReplay, sessionWithSeats } from './rsvp-replays.test-kit';

/** The replay page (docs/product.md, Replays): who may open it, the player, expiry and views. */
let t: RsvpTestApp;
beforeAll(async () => {
  t = await createReplayTestApp();
});
afterAll(() => t.close());

const YOUTUBE_ID = 'dQw4w9WgXcQ';
const save = (sessionId: number, body: object) => saveReplay(t, sessionId, body);
const status = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/join/${token}` })).json().data;
const view = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/join/${token}/replay-views`, remoteAddress: '10.7.0.1' });
/** A path of this server from a URL it made (local storage serves /files/… itself). */
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

/** A session that ended (its join links closed) with `count` paid seats and a YouTube replay for `days`. */
async function endedWithReplay(count: number, days = 7) {
  const { session, paid, end } = await sessionWithSeats(t, count);
  end();
  const saved = await save(session.id, { source: 'link', url: `https://youtu.be/${YOUTUBE_ID}`, availableDays: days });
  expect(saved.statusCode, saved.body).toBe(200);
  return { session, paid };
}

describe('the replay page', () => {
  it('embeds the video without tracking, says when it expires, and counts every view at once, the first once', async () => {
    const { session, paid } = await endedWithReplay(2);
    const [seat] = paid;
    if (!seat) throw new Error('a seat was booked');
    const expiresAt = new Date(t.clock.now().getTime() + 7 * DAY).toISOString();
    expect((await status(seat.token)).replay).toEqual({
      state: 'available',
      expiresAt,
      video: { player: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}` },
    });

    const first = t.clock.now();
    const answers = await Promise.all(Array.from({ length: 12 }, () => view(seat.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.map((a) => a.json().data.views).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    t.clock.advance(MINUTE);
    expect((await view(seat.token)).json().data.views).toBe(13);
    await t.settleEvents();
    const watched = (await published(t, 'rsvp.replay_watched')).filter((e) => e.registrationId === seat.id);
    expect(watched).toEqual([{ registrationId: seat.id, sessionId: session.id }]);

    const attendance = await asAdmin(t, 'GET', `/api/v1/admin/sessions/${session.id}/attendance`);
    const row = (attendance.json().data.attendees as { registrationId: number }[]).find(
      (a) => a.registrationId === seat.id,
    );
    expect(row).toMatchObject({ replayViews: 13, replayFirstWatchedAt: first.toISOString() });
    const csv = await asAdmin(t, 'GET', `/api/v1/admin/attendance.csv?sessionId=${session.id}`);
    expect(csv.body).toContain('Links revoked,Booked (UTC),First watched replay (UTC),Replay views');
    expect(csv.body).toContain(`,${first.toISOString()},13`);
    expect((await asAdmin(t, 'GET', replayPath(session.id))).json().data.figures).toMatchObject({
      viewers: 1,
      views: 13,
    });
  });

  it('opens only from a live link of a paid seat once the session ended, and not after it expired', async () => {
    const { session, paid, end } = await sessionWithSeats(t, 3);
    const [refunded, revoked, kept] = paid;
    if (!refunded || !revoked || !kept) throw new Error('three seats were booked');
    expect((await asAdmin(t, 'POST', `/api/v1/admin/rsvps/${refunded.id}/refund`)).statusCode).toBe(200);
    expect((await asAdmin(t, 'POST', `/api/v1/admin/rsvps/${revoked.id}/join-link`)).statusCode).toBe(200);
    // Before the session ended there is no replay to open.
    expect((await view(kept.token)).statusCode).toBe(409);
    end();
    expect(
      (await save(session.id, { source: 'link', url: `https://youtu.be/${YOUTUBE_ID}`, availableDays: 1 })).statusCode,
    ).toBe(200);

    for (const [seat, state] of [
      [refunded, 'cancelled'],
      [revoked, 'replaced'],
    ] as const) {
      expect(await status(seat.token)).toMatchObject({ state, replay: null });
      const refused = await view(seat.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(REPLAY_MESSAGES.unavailable);
    }
    expect((await view(`${kept.token.slice(0, -1)}${kept.token.endsWith('A') ? 'B' : 'A'}`)).statusCode).toBe(404);
    expect((await view(kept.token)).statusCode).toBe(200);

    t.clock.advance(DAY);
    expect((await status(kept.token)).replay).toEqual({
      state: 'expired',
      expiredAt: new Date(t.clock.now().getTime()).toISOString(),
    });
    expect((await view(kept.token)).statusCode).toBe(409);
  });

  it('plays an uploaded recording through a short-lived signed address that serves ranges', async () => {
    const { session, paid } = await endedWithReplay(1);
    const [seat] = paid;
    if (!seat) throw new Error('a seat was booked');
    const recording = SAMPLES.mp4();
    const upload = async (file: Buffer) => {
      const target = await asAdmin(t, 'POST', '/api/v1/admin/replay-uploads', {
        sessionId: session.id,
        contentType: 'video/mp4',
        sizeBytes: file.length,
      });
      expect(target.statusCode, target.body).toBe(200);
      const { url, headers, key } = target.json().data as { url: string; headers: Record<string, string>; key: string };
      expect(key).toMatch(/^private\/replays\/\d{4}\/\d{2}\/[\w-]+\.mp4$/);
      const put = await t.app.inject({ method: 'PUT', url: pathOf(url), headers, payload: file });
      expect(put.statusCode, put.body).toBe(200);
      return key;
    };
    for (const [body, message] of [
      [{ contentType: 'video/mp4', sizeBytes: 2_000_000_001 }, REPLAY_MESSAGES.fileTooLarge],
      [{ contentType: 'video/quicktime', sizeBytes: 10 }, REPLAY_MESSAGES.fileType],
    ] as const) {
      expect(
        (await asAdmin(t, 'POST', '/api/v1/admin/replay-uploads', { sessionId: session.id, ...body })).json().message,
      ).toBe(message);
    }
    const page = await upload(SAMPLES.html());
    const refused = await save(session.id, { source: 'upload', key: page });
    expect(refused.json().errors).toEqual([{ path: 'key', message: REPLAY_MESSAGES.fileContent }]);
    expect(await t.services.storage.head(page)).toBeNull();

    const key = await upload(recording);
    const saved = await save(session.id, { source: 'upload', key, availableDays: 3 });
    expect(saved.json().data.replay).toMatchObject({
      source: 'upload',
      kind: 'file',
      key,
      sizeBytes: recording.length,
    });
    const { video } = (await status(seat.token)).replay;
    expect(video).toMatchObject({ player: 'video', contentType: 'video/mp4' });
    const part = await t.app.inject({ method: 'GET', url: pathOf(video.src), headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    expect((await t.app.inject({ method: 'GET', url: pathOf(video.src).split('?')[0] ?? '' })).statusCode).toBe(403);

    // Saved again with the same file (other days) it is kept; replaced by an address it is deleted.
    expect((await save(session.id, { source: 'upload', key, availableDays: 5 })).statusCode).toBe(200);
    expect(await t.services.storage.head(key)).not.toBeNull();
    t.clock.advance(3 * 3600_000);
    expect((await t.app.inject({ method: 'GET', url: pathOf(video.src) })).statusCode).toBe(403);
    await save(session.id, { source: 'link', url: `https://youtu.be/${YOUTUBE_ID}` });
    expect(await t.services.storage.head(key)).toBeNull();
  });
});
