import { defineScheduledJob } from '../../jobs/define-job';
import type { Attendance } from './attendance.service';
import type { RsvpTasks } from './rsvp-tasks.service';

/**
 * The RSVP's queue jobs (cron, UTC): holds and waitlist offers, reminders, reconciliation with the
 * provider, and the seats missed once a session's doors close.
 */
export const rsvpJobs = (tasks: RsvpTasks, attendance: Attendance) => [
  defineScheduledJob('rsvp-sweep', '* * * * *', tasks.sweep),
  defineScheduledJob('rsvp-reminders', '* * * * *', tasks.sendReminders),
  defineScheduledJob('rsvp-reconcile', '*/10 * * * *', tasks.reconcile),
  defineScheduledJob('rsvp-missed', '*/5 * * * *', attendance.decideMissed),
];
