import type { CommissionStatus } from '@meridian/contracts/affiliates';

/** How a conversion's commission reads in the table (white text on these colours meets WCAG AA). */
export const COMMISSION_STATUS: Record<CommissionStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'blue.9' },
  approved: { label: 'Approved', color: 'indigo.9' },
  paid: { label: 'Paid', color: 'teal.9' },
  reversed: { label: 'Reversed', color: 'red.8' },
  none: { label: 'No commission', color: 'gray.8' },
};
