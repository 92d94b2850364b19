import { joinDeviceSchema, type Attendee, type AttendanceFigures } from '@meridian/contracts/rsvp-attendance';
import type { SessionAttendanceFigures } from './attendance-figures.repository';
import type { AttendanceRow } from './attendance.repository';
import type { SeatLinks } from './join-links.repository';
import type { RegistrationRow } from './registrations.repository';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** A paid seat as the admin's attendance view shows it. */
export function toAttendee(registration: RegistrationRow, row?: AttendanceRow, seatLinks?: SeatLinks): Attendee {
  const joinCount = row?.joinCount ?? 0;
  const device = joinDeviceSchema.safeParse(row?.device);
  return {
    registrationId: registration.id,
    firstName: registration.firstName,
    lastName: registration.lastName,
    email: registration.email,
    bookedAt: registration.createdAt.toISOString(),
    attended: joinCount > 0 || Boolean(row?.markedAt),
    markedByHand: Boolean(row?.markedAt),
    firstJoinedAt: iso(row?.firstJoinedAt),
    lastJoinedAt: iso(row?.lastJoinedAt),
    joinCount,
    device: device.success ? device.data : null,
    sharedAt: iso(seatLinks?.sharedAt),
    linkIssuedAt: iso(seatLinks?.liveCreatedAt),
    revokedLinks: seatLinks?.revoked ?? 0,
    replayFirstWatchedAt: iso(row?.replayFirstWatchedAt),
    replayViews: row?.replayViews ?? 0,
  };
}

/** The admin's figures of a session, from the counts over all its seats. */
export function toAttendanceFigures(counts: SessionAttendanceFigures | undefined): AttendanceFigures {
  const { registered = 0, paid = 0, joined = 0, attended = 0, replayWatched = 0 } = counts ?? {};
  return { registered, paid, joined, attended, attendanceRate: paid > 0 ? attended / paid : null, replayWatched };
}

/** The CSV export: the view's columns, one row per paid seat. */
export const ATTENDANCE_CSV_COLUMNS: { header: string; value: (row: Attendee) => string | number }[] = [
  { header: 'Registration ID', value: (a) => a.registrationId },
  { header: 'First name', value: (a) => a.firstName },
  { header: 'Last name', value: (a) => a.lastName },
  { header: 'Email', value: (a) => a.email },
  { header: 'Attended', value: (a) => (a.attended ? 'yes' : 'no') },
  { header: 'Marked by hand', value: (a) => (a.markedByHand ? 'yes' : 'no') },
  { header: 'First joined (UTC)', value: (a) => a.firstJoinedAt ?? '' },
  { header: 'Last joined (UTC)', value: (a) => a.lastJoinedAt ?? '' },
  { header: 'Joins', value: (a) => a.joinCount },
  { header: 'Device', value: (a) => a.device ?? '' },
  { header: 'Shared link flagged (UTC)', value: (a) => a.sharedAt ?? '' },
  { header: 'Links revoked', value: (a) => a.revokedLinks },
  { header: 'Booked (UTC)', value: (a) => a.bookedAt },
  { header: 'First watched replay (UTC)', value: (a) => a.replayFirstWatchedAt ?? '' },
  { header: 'Replay views', value: (a) => a.replayViews },
];
