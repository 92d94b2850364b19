import type { ContactRequestStatus } from '@meridian/contracts/contact-requests';

/** Badge colours (white text on a dark colour, WCAG AA) for a contact request's status in Requisition. */
export const CONTACT_STATUS_COLORS: Record<ContactRequestStatus, string> = {
  new: 'blue.8',
  answered: 'teal.9',
  closed: 'gray.7',
};
