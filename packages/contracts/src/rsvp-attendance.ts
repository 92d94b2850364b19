import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField } from './fields';
import { sessionIdParams } from './webinars';

export const ATTENDANCE_MESSAGES = {
  notFound: 'Registration not found',
  notPaid: 'Only paid seats have attendance and a join link',
  joinedByLink: 'This attendee joined through their link; that cannot be undone by hand',
  attended: 'Choose whether the attendee attended',
} as const;

/** A device class read from the browser's user agent when a join link was opened. */
export const joinDeviceSchema = z.enum(['desktop', 'mobile', 'tablet', 'other']);
export type JoinDevice = z.infer<typeof joinDeviceSchema>;

/** One paid seat of a session and how its holder attended (docs/product.md, Attendance). */
export const attendeeSchema = z.object({
  registrationId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
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
});
export type AttendanceFigures = z.infer<typeof attendanceFiguresSchema>;

export const sessionAttendanceSchema = z.object({
  figures: attendanceFiguresSchema,
  /** Every paid seat, by last name, then first name. */
  attendees: z.array(attendeeSchema),
});
export type SessionAttendance = z.infer<typeof sessionAttendanceSchema>;

/** GET /api/v1/admin/sessions/:id/attendance. */
export const getSessionAttendance = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/sessions/:id/attendance',
  params: sessionIdParams,
  response: sessionAttendanceSchema,
});

/** Not an envelope endpoint: the same columns as text/csv, for `?sessionId=`. */
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
