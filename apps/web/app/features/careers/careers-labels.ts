import type { ApplicationStatus, OpeningStatus } from '@meridian/contracts/careers';

/**
 * Badge colours (white text on a dark colour, WCAG AA) for the careers statuses Requisition shows. Not green.9:
 * white on it is 4.4:1, under AA for a badge's small text; teal.9 is 5:1.
 */
export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, string> = {
  new: 'blue.8',
  reviewing: 'violet.8',
  interview: 'cyan.9',
  rejected: 'gray.7',
  hired: 'teal.9',
};

export const OPENING_STATUS_LABELS: Record<OpeningStatus, string> = { open: 'Open', closed: 'Closed' };
export const OPENING_STATUS_COLORS: Record<OpeningStatus, string> = { open: 'teal.9', closed: 'gray.7' };

/** 2,412,000 bytes → "2.3 MB"; under 1 MB in KB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
