import { z } from 'zod';
import { CAMPAIGN_LIMITS } from './campaigns';
import { defineEndpoint } from './endpoint';
import { idField, textField } from './fields';
import { ISSUE_NOT_FOUND } from './newsletter-archive';

/**
 * Newsletter issues (docs/decisions/2026-11-23-newsletter-issues.md): the admin writes an issue with
 * the campaign editor, tests it, sends or schedules it to the confirmed subscribers from the site's
 * newsletter sender, and every sent issue is in the public archive at /newsletter/:slug.
 */
export const ISSUE_MESSAGES = {
  notFound: ISSUE_NOT_FOUND,
  subjectRequired: 'Subject is required',
  bodyRequired: 'Write the issue before sending',
  sendAtInPast: 'Choose a time in the future',
  notEditable: 'Only draft issues can be edited',
  notDeletable: 'Only draft issues can be deleted',
  cannotSend: 'Only draft issues can be sent or scheduled',
  cannotUnschedule: 'Only a scheduled issue that has not started going out can go back to draft',
  noSender:
    'The newsletter sender has no connected mailbox. Connect one from “Sending mailbox” in the panel’s sidebar first.',
  noRecipients: 'There are no confirmed subscribers to send this issue to',
  testFailed: "The test email could not be sent. Check the newsletter sender's email credentials and try again.",
  senderNotStaff: 'Choose an admin or Email Marketing user as the newsletter sender',
} as const;

export const issueStatusSchema = z.enum(['draft', 'scheduled', 'sent']);
export type IssueStatus = z.infer<typeof issueStatusSchema>;

/** An issue as the editor saves it (the body is the campaign editor's HTML; the server sanitises it). */
export const issueDraftSchema = z.object({
  subject: textField({ label: 'Subject', required: ISSUE_MESSAGES.subjectRequired, max: CAMPAIGN_LIMITS.subject }),
  preheader: textField({ label: 'Preheader', max: CAMPAIGN_LIMITS.preheader }).default(''),
  html: z
    .string({ error: 'Body must be text' })
    .max(CAMPAIGN_LIMITS.html, 'The issue is too long (at most 500,000 characters of HTML)')
    .default(''),
});
export type IssueDraft = z.input<typeof issueDraftSchema>;

export const issueSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  preheader: z.string(),
  html: z.string(),
  /** The archive address, /newsletter/<slug>, given when the issue is sent or scheduled. */
  slug: z.string().nullable(),
  status: issueStatusSchema,
  /** When it was (or will be) sent; null for a draft. */
  sendAt: z.iso.datetime().nullable(),
  /** Confirmed subscribers it went to (0 until sending starts). */
  recipients: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Issue = z.infer<typeof issueSchema>;

export const issueIdParams = z.object({ id: idField('Issue id must be a whole number') });

export const ISSUES_PATH = '/api/v1/admin/newsletter/issues';

export const listIssues = defineEndpoint({
  method: 'GET',
  path: ISSUES_PATH,
  response: z.object({ items: z.array(issueSchema) }),
});

export const createIssue = defineEndpoint({
  method: 'POST',
  path: ISSUES_PATH,
  body: issueDraftSchema,
  response: issueSchema,
});

export const getIssue = defineEndpoint({
  method: 'GET',
  path: `${ISSUES_PATH}/:id`,
  params: issueIdParams,
  response: issueSchema,
});

export const updateIssue = defineEndpoint({
  method: 'PUT',
  path: `${ISSUES_PATH}/:id`,
  params: issueIdParams,
  body: issueDraftSchema,
  response: issueSchema,
});

export const deleteIssue = defineEndpoint({
  method: 'DELETE',
  path: `${ISSUES_PATH}/:id`,
  params: issueIdParams,
  response: z.object({ deleted: z.literal(true) }),
});

/** Sends the saved issue from the newsletter sender's mailbox to the signed-in admin's own address. */
export const testIssue = defineEndpoint({
  method: 'POST',
  path: `${ISSUES_PATH}/:id/test`,
  params: issueIdParams,
  response: z.object({ sentTo: z.string() }),
});

export const sendIssue = defineEndpoint({
  method: 'POST',
  path: `${ISSUES_PATH}/:id/send`,
  params: issueIdParams,
  body: z.object({
    /** Schedules instead of sending now; must be in the future. */
    sendAt: z.iso.datetime({ offset: true, error: 'Send time must be a date and time' }).optional(),
  }),
  response: issueSchema,
});

/** A scheduled issue goes back to draft (its delivery is called off) while it has not started going out. */
export const unscheduleIssue = defineEndpoint({
  method: 'POST',
  path: `${ISSUES_PATH}/:id/unschedule`,
  params: issueIdParams,
  response: issueSchema,
});

/** Who sends the newsletter: a staff member's connected mailbox (site setting `newsletterSenderUserId`). */
export const newsletterSenderSchema = z.object({
  userId: z.number().int().nullable(),
  name: z.string(),
  /** The mailbox's From header, or null when that user has no connected mailbox. */
  from: z.string().nullable(),
});
export type NewsletterSender = z.infer<typeof newsletterSenderSchema>;

export const getNewsletterSender = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/newsletter/sender',
  response: newsletterSenderSchema,
});

export const setNewsletterSender = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/admin/newsletter/sender',
  body: z.object({ userId: idField('User id must be a whole number') }),
  response: newsletterSenderSchema,
});
