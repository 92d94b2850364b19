import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { hasControlCharacters, idField, wholeNumberField } from './fields';
import { parseVideoUrl, type VideoProvider } from './rich-text';
import { uploadRequestFields, uploadTargetSchema, type UploadRules } from './uploads';
import { SESSION_MESSAGES, sessionIdParams } from './webinars';

/** A session's replay (docs/product.md, Replays): how long it stays available, in days from the save. */
export const REPLAY_LIMITS = { daysMin: 1, daysMax: 90, daysDefault: 7, urlMax: 2000 } as const;

export const REPLAY_MESSAGES = {
  source: 'Choose whether the replay is a video address or an uploaded file',
  url: 'Paste the address of the recording',
  urlHttps: 'The address of the recording must start with https://',
  urlTooLong: `The address of the recording must be at most ${REPLAY_LIMITS.urlMax} characters`,
  urlNoVideo: 'This YouTube or Vimeo address does not name a video: copy the address of the video itself',
  availableDays: `Availability must be a whole number of days from ${REPLAY_LIMITS.daysMin} to ${REPLAY_LIMITS.daysMax}`,
  notEnded:
    'This session has not ended yet. A replay can be attached once its join links close, 30 minutes after the scheduled end.',
  cancelled: 'This session was cancelled, so it has no replay',
  noReplay: 'This session has no replay',
  unavailable: 'This replay is not available',
  fileType: 'The recording must be an MP4 or WebM video',
  fileEmpty: 'The recording is empty',
  fileTooLarge: 'The recording must be at most 2 GB',
  fileMissing: 'The recording did not finish uploading; choose it again',
  fileContent: 'This file is not an MP4 or WebM video',
} as const;

/** What a replay's upload takes (uploads.ts): an MP4 or WebM video up to 2 GB, kept private. */
export const REPLAY_UPLOAD = {
  contentTypes: ['video/mp4', 'video/webm'],
  maxBytes: 2_000_000_000,
  messages: {
    type: REPLAY_MESSAGES.fileType,
    empty: REPLAY_MESSAGES.fileEmpty,
    tooLarge: REPLAY_MESSAGES.fileTooLarge,
    missing: REPLAY_MESSAGES.fileMissing,
    content: REPLAY_MESSAGES.fileContent,
  },
} as const satisfies UploadRules;

/**
 * What a replay's address is: a YouTube or Vimeo video (embedded with the privacy-friendly players),
 * a video file on another site (`.mp4`, `.webm`: the HTML5 player), any other page (opened in a new
 * tab), or null for a YouTube or Vimeo address that names no video.
 */
export type ReplayAddress =
  | { kind: VideoProvider; videoId: string }
  | { kind: 'file'; contentType: string }
  | { kind: 'page' };

const VIDEO_HOSTS = ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com', 'player.vimeo.com'];
const FILE_TYPES: Record<string, string> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm' };

/** The kind of an https address (see ReplayAddress); null for anything else. */
export function replayAddress(address: string): ReplayAddress | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !url.hostname) return null;
  if (VIDEO_HOSTS.includes(url.hostname.replace(/^(www\.|m\.)/, ''))) {
    const embed = parseVideoUrl(url.href);
    return embed ? { kind: embed.provider, videoId: embed.videoId } : null;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
  const contentType = FILE_TYPES[extension];
  return contentType ? { kind: 'file', contentType } : { kind: 'page' };
}

/** The message for a replay address, or null when it is one (the form and the server say the same). */
export function replayAddressProblem(address: string): string | null {
  const trimmed = address.trim();
  if (!trimmed) return REPLAY_MESSAGES.url;
  if (trimmed.length > REPLAY_LIMITS.urlMax) return REPLAY_MESSAGES.urlTooLong;
  if (hasControlCharacters(trimmed) || !/^https:\/\/[^\s/?#]+/i.test(trimmed)) return REPLAY_MESSAGES.urlHttps;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return REPLAY_MESSAGES.urlHttps;
  }
  if (url.protocol !== 'https:') return REPLAY_MESSAGES.urlHttps;
  return replayAddress(trimmed) ? null : REPLAY_MESSAGES.urlNoVideo;
}

export const replaySourceSchema = z.enum(['link', 'upload'], { error: REPLAY_MESSAGES.source });
export type ReplaySource = z.infer<typeof replaySourceSchema>;

/**
 * PUT body: attach or replace a session's replay. `link` takes `url`; `upload` takes the `key` of a
 * file uploaded through the replay's upload target (or the current replay's own key, to keep it).
 */
export const saveReplaySchema = z
  .object({
    source: replaySourceSchema,
    url: z.string({ error: REPLAY_MESSAGES.url }).trim().default(''),
    key: z.string({ error: REPLAY_MESSAGES.fileMissing }).max(512, REPLAY_MESSAGES.fileMissing).default(''),
    availableDays: wholeNumberField(
      REPLAY_LIMITS.daysMin,
      REPLAY_LIMITS.daysMax,
      REPLAY_MESSAGES.availableDays,
    ).default(REPLAY_LIMITS.daysDefault),
  })
  .superRefine((value, ctx) => {
    const problem = value.source === 'link' ? replayAddressProblem(value.url) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem });
    if (value.source === 'upload' && !value.key) {
      ctx.addIssue({ code: 'custom', path: ['key'], message: REPLAY_MESSAGES.fileMissing });
    }
  });
export type SaveReplay = z.infer<typeof saveReplaySchema>;

/** A session's replay as the admin sees it. */
export const adminReplaySchema = z.object({
  source: replaySourceSchema,
  /** The address as saved (link); null for an upload. */
  url: z.string().nullable(),
  /** How attendees see it: embedded YouTube or Vimeo, the HTML5 player (`file`), or a page opened in a new tab. */
  kind: z.enum(['youtube', 'vimeo', 'file', 'page']),
  /** The uploaded file's key, type and size; null for a link. */
  key: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  availableDays: z.number().int(),
  /** When this replay (or the one it replaced) was last saved; its availability counts from there. */
  savedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
});
export type AdminReplay = z.infer<typeof adminReplaySchema>;

export const replayFiguresSchema = z.object({
  /** Seats paid and kept: each gets the replay email. */
  paid: z.number().int(),
  /** Paid seats emailed about the replay now available. */
  mailed: z.number().int(),
  /** Paid seats that opened the replay at least once. */
  viewers: z.number().int(),
  /** Openings of the replay page by paid seats, all told. */
  views: z.number().int(),
});
export type ReplayFigures = z.infer<typeof replayFiguresSchema>;

export const sessionReplaySchema = z.object({
  sessionId: z.number().int(),
  /** When a replay may be attached: once the session's join links closed (the end plus 30 minutes). */
  attachableFrom: z.iso.datetime(),
  cancelled: z.boolean(),
  replay: adminReplaySchema.nullable(),
  figures: replayFiguresSchema,
});
export type SessionReplay = z.infer<typeof sessionReplaySchema>;

const REPLAY_PATH = '/api/v1/admin/sessions/:id/replay';

/** GET: the session's replay, if any, with its views. */
export const getSessionReplay = defineEndpoint({
  method: 'GET',
  path: REPLAY_PATH,
  params: sessionIdParams,
  response: sessionReplaySchema,
});

/** PUT: attaches or replaces the replay; a new one (none live before) emails every paid seat once. */
export const saveSessionReplay = defineEndpoint({
  method: 'PUT',
  path: REPLAY_PATH,
  params: sessionIdParams,
  body: saveReplaySchema,
  response: sessionReplaySchema,
});

/** DELETE: removes the replay (an uploaded file is deleted with it). */
export const removeSessionReplay = defineEndpoint({
  method: 'DELETE',
  path: REPLAY_PATH,
  params: sessionIdParams,
  response: sessionReplaySchema,
});

/** POST: an upload target for a session's recording (private; the browser PUTs it, then saves the key). */
export const replayUploadTarget = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/replay-uploads',
  body: z.object({ sessionId: idField(SESSION_MESSAGES.notFound), ...uploadRequestFields(REPLAY_UPLOAD) }),
  response: uploadTargetSchema,
});
