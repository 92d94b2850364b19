import type { JobDefinition } from '../../jobs/queue';
import type { Issues } from './issues.service';

export const NEWSLETTER_PUBLISH_JOB = 'newsletter-publish-due';

/** Every minute: scheduled issues whose time has come join the archive (`issues.publishDue`). */
export function newsletterPublishJob(issues: Issues): JobDefinition {
  return {
    name: NEWSLETTER_PUBLISH_JOB,
    cron: '* * * * *',
    run: async () => {
      await issues.publishDue();
    },
  };
}
