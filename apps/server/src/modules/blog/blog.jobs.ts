import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import type { BlogService } from './blog.service';

/** Every minute: scheduled posts whose time has come bump the public content version, so every instance shows them. */
export function blogPublishDueJob(blog: BlogService) {
  return defineJob(
    'blog.publish-due',
    z.object({}),
    async () => {
      await blog.announceDue();
    },
    { cron: '* * * * *' },
  );
}
