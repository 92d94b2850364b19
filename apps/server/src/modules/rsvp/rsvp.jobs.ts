import { defineScheduledJob } from '../../jobs/define-job';
import type { RsvpTasks } from './rsvp-tasks.service';

/** The RSVP's queue jobs (cron, UTC): holds and waitlist offers, reminders, reconciliation with the provider. */
export const rsvpJobs = (tasks: RsvpTasks) => [
  defineScheduledJob('rsvp-sweep', '* * * * *', tasks.sweep),
  defineScheduledJob('rsvp-reminders', '* * * * *', tasks.sendReminders),
  defineScheduledJob('rsvp-reconcile', '*/10 * * * *', tasks.reconcile),
];
