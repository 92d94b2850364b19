import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, wholeNumberField } from './fields';
import { keysetCursorField } from './keyset-cursor';
import { sessionIdParams } from './webinars';

export const ATTENDANCE_MESSAGES = {
  notFound: 'Registration not found',
  notPaid: 'Only paid seats have attendance and a join link',
  joinedByLink: 'This attendee joined through their link; that cannot be undone by hand',
  attended: 'Choose whether the attendee attended',
  cursor: 'The page cursor is not valid. Reload the attendance from its first page.',
} as const;

/** Paid seats a page of the attendance view shows. */
export const ATTENDANCE_PAGE_SIZE = 50;

/** A device class read from the browser's user agent when a join link was opened. */
export const joinDeviceSchema = z.enum(['desktop', 'mobile', 'tablet', 'other']);
export type JoinDevice = z.infer<typeof joinDeviceSchema>;

/** One paid seat of a session and how its holder attended (docs/product.md, Attendance). */
export const attendeeSchema = z.object({
  registrationId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** When the seat was booked (the list's order: newest first). */
  bookedAt: z.iso.datetime(),
  /** Opened their join link while the doors were open, or marked by hand. */
  attended: z.boolean(),
  /** An admin marked the attendance by hand (a session run without the link). */
  markedByHand: z.boolean(),
  firstJoinedAt: z.iso.datetime().nullable(),
  lastJoinedAt: z.iso.datetime().nullable(),
  /** Times the link was opened while the doors were open. */
  joinCount: z.number().int(),
  /** The device of the latest join; null before any. */
  device: joinDeviceSchema.nullable(),
  /** When a link of this seat was opened from more devices and addresses than one person uses; null when never. */
  sharedAt: z.iso.datetime().nullable(),
  /** When the seat's current link was sent (made); null when none was made yet. */
  linkIssuedAt: z.iso.datetime().nullable(),
  /** Links of this seat an admin revoked. */
  revokedLinks: z.number().int(),
  /** When the holder first opened the session's replay from their link; null when never. */
  replayFirstWatchedAt: z.iso.datetime().nullable(),
  /** Times the holder opened the replay. */
  replayViews: z.number().int(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const attendanceFiguresSchema = z.object({
  /** Registrations made for the session, whatever became of them. */
  registered: z.number().int(),
  /** Seats paid and still held (not refunded or cancelled). */
  paid: z.number().int(),
  /** Paid seats whose link was opened while the doors were open. */
  joined: z.number().int(),
  /** Paid seats that joined or were marked by hand. */
  attended: z.number().int(),
  /** attended ÷ paid, from 0 to 1; null without paid seats. */
  attendanceRate: z.number().nullable(),
  /** Paid seats whose holder played the session's replay. */
  replayWatched: z.number().int(),
});
export type AttendanceFigures = z.infer<typeof attendanceFiguresSchema>;

export const sessionAttendanceSchema = z.object({
  /** Over every seat of the session, whichever page is shown. */
  figures: attendanceFiguresSchema,
  /** One page of the paid seats, newest booking first. */
  attendees: z.array(attendeeSchema),
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SessionAttendance = z.infer<typeof sessionAttendanceSchema>;

/** A page of the paid seats: `after` is the previous page's `nextCursor` (keyset, newest booking first). */
export const attendancePageQuery = z.object({
  after: keysetCursorField(ATTENDANCE_MESSAGES.cursor).optional(),
  limit: wholeNumberField(1, 200, 'Limit must be a whole number from 1 to 200').default(ATTENDANCE_PAGE_SIZE),
});

/** GET /api/v1/admin/sessions/:id/attendance. */
export const getSessionAttendance = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/sessions/:id/attendance',
  params: sessionIdParams,
  query: attendancePageQuery,
  response: sessionAttendanceSchema,
});

/** Not an envelope endpoint: the same columns as text/csv, every paid seat of `?sessionId=`, streamed. */
export const ATTENDANCE_EXPORT_PATH = '/api/v1/admin/attendance.csv';
export const attendanceExportQuery = z.object({ sessionId: idField('Session not found') });

const registrationParams = z.object({ id: idField(ATTENDANCE_MESSAGES.notFound) });

/** PUT /api/v1/admin/rsvps/:id/attendance: marks (or unmarks) a paid seat as attended by hand. */
export const markAttendance = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/rsvps/:id/attendance',
  params: registrationParams,
  body: z.object({ attended: z.boolean({ error: ATTENDANCE_MESSAGES.attended }) }),
  response: attendeeSchema,
});

/** POST /api/v1/admin/rsvps/:id/join-link: revokes the seat's join link and emails a fresh one. */
export const replaceJoinLink = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/rsvps/:id/join-link',
  params: registrationParams,
  response: attendeeSchema,
});
