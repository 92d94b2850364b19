// The schema drizzle-kit reads and the ORM is typed with: every module's tables, listed once.
export * from '../modules/settings/settings.tables';
export * from '../modules/content/content.tables';
export * from '../jobs/jobs.tables';
export * from '../modules/identity/identity.tables';
export * from '../modules/users/users.tables';
export * from '../modules/webinars/webinars.tables';
export * from '../modules/rsvp/rsvp.tables';
export * from '../modules/payments/payments.tables';
export * from '../adapters/payments/local/test-checkouts.tables';
export * from '../modules/mail/mail.tables';
export * from '../core/events/domain-events.tables';
export * from '../core/public-content/public-content.tables';
export * from '../modules/contacts/contacts.tables';
export * from '../modules/sender-mailboxes/sender-mailboxes.tables';
export * from '../modules/campaigns/campaigns.tables';
export * from '../modules/referral-links/referral-links.tables';
export * from '../modules/newsletter/newsletter.tables';
