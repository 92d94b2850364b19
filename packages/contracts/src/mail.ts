import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, wholeNumberField } from './fields';
import { keysetCursorField } from './keyset-cursor';

/** The admin's System mail view (docs/product.md, System mail): what the site sent or kept. */
export const SYSTEM_MAIL_MESSAGES = {
  notFound: 'There is no system mail with this id. It may have been erased on request.',
  cursor: 'The list position is not valid. Reload the list and try again.',
  limit: 'Limit must be a whole number from 1 to 100',
} as const;

export const systemMailStatusSchema = z.enum(['queued', 'sent', 'logged', 'failed']);
export type SystemMailStatus = z.infer<typeof systemMailStatusSchema>;

/** How each status reads in the admin panel. */
export const SYSTEM_MAIL_STATUS_LABELS: Record<SystemMailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  logged: 'Kept here, not sent',
  failed: 'Failed',
};

/** One message in the list: no body (it opens on its own, and each opening is recorded). */
export const systemMailSummarySchema = z.object({
  id: z.number().int(),
  /** What it is: `identity.reset-code`, `rsvp.confirmation`, … */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: systemMailStatusSchema,
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
  /** Why the last try failed (SMTP's answer), when one did. */
  lastError: z.string().nullable(),
});
export type SystemMailSummary = z.infer<typeof systemMailSummarySchema>;

export const systemMailSchema = systemMailSummarySchema.extend({
  /** The plain-text body, as sent. */
  text: z.string(),
  /** Attached files by name (calendar invitations). */
  attachments: z.array(z.string()),
});
export type SystemMail = z.infer<typeof systemMailSchema>;

export const listSystemMail = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/system-mail',
  query: z.object({
    limit: wholeNumberField(1, 100, SYSTEM_MAIL_MESSAGES.limit).default(50),
    /** The previous page's `nextCursor`. */
    after: keysetCursorField(SYSTEM_MAIL_MESSAGES.cursor).optional(),
  }),
  response: z.object({
    /** Newest first. */
    items: z.array(systemMailSummarySchema),
    nextCursor: z.string().nullable(),
    /** `smtp`: mail goes out through SMTP_URL; `kept`: no SMTP server, mail stays here unsent. */
    delivery: z.enum(['smtp', 'kept']),
  }),
});

export const getSystemMail = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/system-mail/:id',
  params: z.object({ id: idField(SYSTEM_MAIL_MESSAGES.notFound) }),
  response: systemMailSchema,
});
