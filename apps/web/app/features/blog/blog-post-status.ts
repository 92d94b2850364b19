import type { BlogPostStatus } from '@meridian/contracts/blog';

export const BLOG_STATUS_LABELS: Record<BlogPostStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray.8' },
  scheduled: { label: 'Scheduled', color: 'blue.9' },
  published: { label: 'Published', color: 'green.9' },
};
