import {
  getSessionAttendance,
  markAttendance,
  replaceJoinLink,
  type Attendee,
} from '@meridian/contracts/rsvp-attendance';
import { useState } from 'react';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

export type AttendanceAction = 'mark' | 'unmark' | 'replace';

export const attendeeName = (row: Attendee) => `${row.firstName} ${row.lastName}`.trim();

const FAILURE = { title: 'Attendance', fallback: 'The change could not be saved.' };

/**
 * Mark attended by hand (and take it back), and revoke a join link with a fresh one mailed, which
 * asks first (`asked`). Each success reloads the session's attendance.
 */
export function useAttendanceActions() {
  const [asked, setAsked] = useState<Attendee | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: AttendanceAction } | null>(null);
  const invalidates = [getSessionAttendance];
  const mark = useEndpointMutation(markAttendance, {
    invalidates,
    failure: FAILURE,
    success: (row) =>
      row.markedByHand ? `${attendeeName(row)} is marked as attended.` : `${attendeeName(row)} is no longer marked.`,
  });
  const replace = useEndpointMutation(replaceJoinLink, {
    invalidates,
    failure: FAILURE,
    success: (row) => `The old join link stopped working; a new one was emailed to ${row.email}.`,
  });

  async function perform(action: AttendanceAction, row: Attendee) {
    setBusy({ id: row.registrationId, action });
    const params = { id: row.registrationId };
    const done =
      action === 'replace'
        ? await replace.run({ params })
        : await mark.run({ params, body: { attended: action === 'mark' } });
    setBusy(null);
    if (done && action === 'replace') setAsked(null);
  }

  return {
    asked,
    busy,
    /** Marks go at once; a new link asks first. */
    request: (action: AttendanceAction, row: Attendee) =>
      action === 'replace' ? setAsked(row) : void perform(action, row),
    confirm: () => (asked ? perform('replace', asked) : Promise.resolve()),
    dismiss: () => setAsked(null),
  };
}
export type AttendanceActions = ReturnType<typeof useAttendanceActions>;
