import { defineScheduledJob } from '../../jobs/define-job';
import type { Attendance } from './attendance.service';
import type { ReplayMailing } from './replay-mailing.service';
import type { RsvpTasks } from './rsvp-tasks.service';

/**
 * The RSVP's queue jobs (cron, UTC): holds and waitlist offers, reminders, reconciliation with the
 * provider, the seats missed once a session's doors close, and replay emails a kick did not send.
 */
export const rsvpJobs = (tasks: RsvpTasks, attendance: Attendance, replayMail: Pick<ReplayMailing, 'mailDue'>) => [
  defineScheduledJob('rsvp-sweep', '* * * * *', tasks.sweep),
  defineScheduledJob('rsvp-reminders', '* * * * *', tasks.sendReminders),
  defineScheduledJob('rsvp-reconcile', '*/10 * * * *', tasks.reconcile),
  defineScheduledJob('rsvp-missed', '*/5 * * * *', attendance.decideMissed),
  defineScheduledJob('rsvp-replay-emails', '* * * * *', replayMail.mailDue),
];
