import type { RegistrationStatus } from '@meridian/contracts/rsvp';

/** Badge text (exactly these words) and a colour dark enough for white text (WCAG AA). */
export const RSVP_STATUS_BADGE: Record<RegistrationStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'blue.9' },
  paid: { label: 'Paid', color: 'teal.9' },
  expired: { label: 'Expired', color: 'gray.7' },
  cancelled: { label: 'Cancelled', color: 'dark.5' },
  refunded: { label: 'Refunded', color: 'red.9' },
};

export const RSVP_STATUS_OPTIONS = (Object.keys(RSVP_STATUS_BADGE) as RegistrationStatus[]).map((status) => ({
  value: status,
  label: RSVP_STATUS_BADGE[status].label,
}));
