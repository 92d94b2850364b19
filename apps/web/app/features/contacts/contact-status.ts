import { CONTACT_STATUS_LABELS, type ContactStatus } from '@meridian/contracts/contacts';

/** Dark enough for white text (WCAG AA), like the admin tables' badges. */
const COLORS: Record<ContactStatus, string> = {
  subscribed: 'teal.9',
  unsubscribed: 'gray.7',
  bounced: 'red.9',
  complained: 'dark.5',
};

export function contactStatusBadge(status: ContactStatus) {
  return { label: CONTACT_STATUS_LABELS[status], color: COLORS[status] };
}

export const STATUS_OPTIONS = (Object.keys(CONTACT_STATUS_LABELS) as ContactStatus[]).map((value) => ({
  value,
  label: CONTACT_STATUS_LABELS[value],
}));
