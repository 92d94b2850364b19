/**
 * What the audit log records (docs/product.md, Audit log): every action once, with the label the
 * admin's Audit log page shows. A module that records a new kind of action adds it here (and, when
 * its subject is new, the subject type below); nothing else needs to change for the page, its
 * filters or the CSV export to show it.
 */
export const AUDIT_ACTIONS = {
  'sign-in.succeeded': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
  'passkey.added': 'Passkey added',
  'passkey.removed': 'Passkey removed',
  'user.roles-changed': 'Roles changed',
  'user.disabled': 'Account disabled',
  'user.enabled': 'Account enabled',
  'user.mfa-reset': 'Two-step sign-in reset',
  'mfa.authenticator-set-up': 'Authenticator app set up',
  'mfa.enabled': 'Two-step sign-in turned on',
  'mfa.disabled': 'Two-step sign-in turned off',
  'payment.refunded': 'Payment refunded',
  'payout.held': 'Payouts held',
  'payout.released': 'Payouts released',
  'payout.paid-now': 'Paid out now',
  'commission.changed': 'Commission settings changed',
  'blog-post.published': 'Blog post published',
  'blog-post.unpublished': 'Blog post unpublished',
  'blog-post.deleted': 'Blog post deleted',
  'faq-entry.published': 'FAQ entry published',
  'faq.reordered': 'FAQ reordered',
  'legal-document.published': 'Legal document published',
  'opening.saved': 'Job opening saved',
  'promo-code.created': 'Promo code created',
  'promo-code.updated': 'Promo code changed',
  'promo-code.disabled': 'Promo code disabled',
  'promo-code.enabled': 'Promo code turned on',
  'newsletter-issue.sent': 'Newsletter issue sent',
  'creative.approved': 'Creative approved',
  'creative.rejected': 'Creative rejected',
  'creative.paused': 'Creative paused',
  'settings.site-changed': 'Site settings changed',
  'settings.rsvp-changed': 'RSVP settings changed',
  'settings.kpi-changed': 'KPI settings changed',
  'settings.newsletter-sender-changed': 'Newsletter sender changed',
  'settings.security-changed': 'Security settings changed',
  'settings.refund-policy-changed': 'Refund policy changed',
  'settings.frequency-cap-changed': 'Frequency cap changed',
  'mailbox.connected': 'Mailbox connected',
  'mailbox.removed': 'Mailbox removed',
  'export.downloaded': 'CSV exported',
  'system-mail.opened': 'System mail opened',
  'domain-event.retried': 'Event delivery retried',
  'audit.retention': 'Old entries removed',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const auditActions = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** What an entry is about, and how the page names it. */
export const AUDIT_SUBJECT_TYPES = {
  user: 'User',
  payment: 'Payment',
  affiliate: 'Affiliate',
  'blog-post': 'Blog post',
  'faq-entry': 'FAQ entry',
  faq: 'FAQ',
  'legal-document': 'Legal document',
  opening: 'Job opening',
  'promo-code': 'Promo code',
  'newsletter-issue': 'Newsletter issue',
  creative: 'Creative',
  settings: 'Settings',
  mailbox: 'Mailbox',
  export: 'Export',
  'system-mail': 'System mail',
  'domain-event-delivery': 'Event delivery',
  'audit-log': 'Audit log',
} as const;
export type AuditSubjectType = keyof typeof AUDIT_SUBJECT_TYPES;
export const auditSubjectTypes = Object.keys(AUDIT_SUBJECT_TYPES) as [AuditSubjectType, ...AuditSubjectType[]];

/** The label of an action or subject type, or the stored name itself for one this version does not know. */
export const auditActionLabel = (action: string): string => AUDIT_ACTIONS[action as AuditAction] ?? action;
export const auditSubjectLabel = (type: string): string => AUDIT_SUBJECT_TYPES[type as AuditSubjectType] ?? type;
