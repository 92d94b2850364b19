import { defineScheduledJob } from '../../jobs/define-job';
import type { Issues } from './issues.service';

export const NEWSLETTER_PUBLISH_JOB = 'newsletter-publish-due';

/** Every minute: scheduled issues whose time has come join the archive (`issues.publishDue`). */
export const newsletterPublishJob = (issues: Issues) =>
  defineScheduledJob(NEWSLETTER_PUBLISH_JOB, '* * * * *', () => issues.publishDue());
