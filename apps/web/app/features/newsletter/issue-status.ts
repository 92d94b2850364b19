import type { IssueStatus } from '@meridian/contracts/newsletter-issues';

/** How each issue status reads and looks in a badge (white on a dark colour, WCAG AA). */
export const ISSUE_STATUS: Record<IssueStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray.7' },
  scheduled: { label: 'Scheduled', color: 'blue.9' },
  sent: { label: 'Sent', color: 'teal.9' },
};
