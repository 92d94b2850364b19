import type { SystemMailStatus } from '@meridian/contracts/mail';

/** Badge colours (white text on a dark colour, WCAG AA) for the statuses of system mail. */
export const SYSTEM_MAIL_STATUS_COLORS: Record<SystemMailStatus, string> = {
  queued: 'gray.7',
  sent: 'teal.9',
  logged: 'blue.8',
  failed: 'red.9',
};
