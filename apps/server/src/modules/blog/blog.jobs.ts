import { defineScheduledJob } from '../../jobs/define-job';
import type { BlogService } from './blog.service';

/** Every minute: scheduled posts whose time has come bump the public content version, so every instance shows them. */
export const blogPublishDueJob = (blog: BlogService) =>
  defineScheduledJob('blog.publish-due', '* * * * *', () => blog.announceDue());
