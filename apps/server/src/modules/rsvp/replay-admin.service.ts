import { REPLAY_MESSAGES, REPLAY_UPLOAD, type SaveReplay, type SessionReplay } from '@meridian/contracts/rsvp-replays';
import type { UploadTarget } from '@meridian/contracts/uploads';
import { SESSION_MESSAGES } from '@meridian/contracts/webinars';
import { createUploads, type UploadUse } from '../../core/uploads/uploads';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { SessionRow } from '../webinars/webinars.module';
import { doorTimes } from './join-link.rules';
import { expiryOf, REPLAY_UPLOAD_LINK_SECONDS, windowStart } from './replay.rules';
import { replaysRepository as replays, type NewReplay } from './replays.repository';
import { toSessionReplay } from './replays.views';
import type { RsvpDeps } from './rsvp.ports';

/** Recordings: private, under private/replays/, through a link that works for an hour. */
const RECORDING: UploadUse = {
  rules: REPLAY_UPLOAD,
  visibility: 'private',
  folder: 'replays',
  expiresInSeconds: REPLAY_UPLOAD_LINK_SECONDS,
  field: 'key',
};

/** The video part of a saved replay: an address, or an uploaded file's key, type and size. */
type ReplayVideo = Pick<NewReplay, 'source' | 'url' | 'storageKey' | 'contentType' | 'sizeBytes'>;

/**
 * The admin's Replay panel (docs/product.md, Replays): attach a replay to a session whose join links
 * closed (a video address or an uploaded recording) for 1 to 90 days, replace it, remove it. A save
 * that finds no live replay starts a new window and wakes the replay emails; a replaced or removed
 * upload is deleted from storage once the change is committed.
 */
export function createReplayAdmin(
  deps: Pick<RsvpDeps, 'orm' | 'webinars' | 'now' | 'storage'>,
  replayMail: { kick(): void },
) {
  const uploads = createUploads(deps.storage, deps.now);

  async function sessionOf(sessionId: number): Promise<SessionRow> {
    const session = await deps.webinars.findById(deps.orm, sessionId);
    if (!session) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
    return session;
  }

  /** The session, when a replay may be attached to it: not cancelled, and its join links closed. */
  function assertAttachable(session: SessionRow | undefined): asserts session is SessionRow {
    if (!session) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notFound);
    if (session.status !== 'scheduled') throw new AppError('CONFLICT', REPLAY_MESSAGES.cancelled);
    if (doorTimes(session).closesAt > deps.now()) throw new AppError('CONFLICT', REPLAY_MESSAGES.notEnded);
  }

  async function view(sessionId: number): Promise<SessionReplay> {
    const session = await sessionOf(sessionId);
    const row = await replays.get(deps.orm, sessionId);
    const figures = await replays.figures(deps.orm, sessionId, row?.publishedAt ?? null);
    return toSessionReplay(session, row, figures, deps.now());
  }

  /** What the body names: the address, the current upload kept, or a new upload checked from its bytes. */
  async function videoOf(sessionId: number, body: SaveReplay): Promise<ReplayVideo> {
    if (body.source === 'link') {
      return { source: 'link', url: body.url, storageKey: null, contentType: null, sizeBytes: null };
    }
    const current = await replays.get(deps.orm, sessionId);
    const file =
      current?.storageKey === body.key
        ? { key: body.key, contentType: current.contentType, sizeBytes: current.sizeBytes }
        : await uploads.accept(RECORDING, body.key);
    return {
      source: 'upload',
      url: null,
      storageKey: file.key,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
    };
  }

  /** Deletes a recording nothing names any more (after the commit that let go of it). */
  async function dropFile(key: string | null | undefined, kept: string | null = null): Promise<void> {
    if (key && key !== kept) await deps.storage.delete(key);
  }

  return {
    view,

    /** An upload target for a recording of a session a replay may be attached to. */
    async uploadTarget(sessionId: number, file: { contentType: string; sizeBytes: number }): Promise<UploadTarget> {
      assertAttachable(await deps.webinars.findById(deps.orm, sessionId));
      return uploads.issue(RECORDING, file);
    },

    async save(sessionId: number, body: SaveReplay, adminId: number): Promise<SessionReplay> {
      assertAttachable(await deps.webinars.findById(deps.orm, sessionId));
      const video = await videoOf(sessionId, body);
      const previous = await inTransaction(deps.orm, async (db) => {
        assertAttachable(await deps.webinars.lock(db, sessionId));
        const current = await replays.get(db, sessionId, true);
        const now = deps.now();
        await replays.save(db, {
          sessionId,
          ...video,
          availableDays: body.availableDays,
          publishedAt: windowStart(current, now),
          savedAt: now,
          savedBy: adminId,
          expiresAt: expiryOf(now, body.availableDays),
        });
        return current;
      });
      await dropFile(previous?.storageKey, video.storageKey);
      replayMail.kick();
      return view(sessionId);
    },

    async remove(sessionId: number): Promise<SessionReplay> {
      await sessionOf(sessionId);
      const removed = await inTransaction(deps.orm, (db) => replays.remove(db, sessionId));
      if (!removed) throw new AppError('NOT_FOUND', REPLAY_MESSAGES.noReplay);
      await dropFile(removed.storageKey);
      return view(sessionId);
    },
  };
}
export type ReplayAdmin = ReturnType<typeof createReplayAdmin>;
