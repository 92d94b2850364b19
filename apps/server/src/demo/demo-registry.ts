import type { DemoDomain } from './demo-context';
import { affiliatesDemo } from './domains/affiliates.demo';
import { attendanceDemo } from './domains/attendance.demo';
import { campaignsDemo } from './domains/campaigns.demo';
import { contactsDemo } from './domains/contacts.demo';
import { newsletterDemo } from './domains/newsletter.demo';
import { paymentsDemo } from './domains/payments.demo';
import { rsvpDemo } from './domains/rsvp.demo';
import { usersDemo } from './domains/users.demo';
import { visitsDemo } from './domains/visits.demo';
import { webinarsDemo } from './domains/webinars.demo';

/**
 * The demo data's domains, in the order they run: a domain reads what earlier ones left in the
 * shared state (`need(state, …)`). A new domain is one file in domains/ and one line here.
 */
export const demoDomains: readonly DemoDomain[] = [
  usersDemo,
  webinarsDemo,
  rsvpDemo,
  attendanceDemo,
  paymentsDemo,
  affiliatesDemo,
  contactsDemo,
  campaignsDemo,
  newsletterDemo,
  visitsDemo,
];
