import type { BlogPostStatus } from '@meridian/contracts/blog';

/** How a post's status reads (white text on these colours meets WCAG AA). */
export const BLOG_STATUS_LABELS: Record<BlogPostStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray.8' },
  scheduled: { label: 'Scheduled', color: 'blue.9' },
  published: { label: 'Published', color: 'teal.9' },
};
