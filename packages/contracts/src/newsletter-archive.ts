import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * The public newsletter archive (docs/decisions/2026-11-23-newsletter-issues.md). Apart from the
 * admin's issue endpoints so public pages load it without the campaign contracts.
 */
export const ISSUE_NOT_FOUND = 'Newsletter issue not found';

/** The public archive: sent issues, newest first. */
export const archiveEntrySchema = z.object({
  slug: z.string(),
  subject: z.string(),
  preheader: z.string(),
  sentAt: z.iso.datetime(),
});
export type ArchiveEntry = z.infer<typeof archiveEntrySchema>;

export const archiveIssueSchema = archiveEntrySchema.extend({ html: z.string() });
export type ArchiveIssue = z.infer<typeof archiveIssueSchema>;

export const listArchive = defineEndpoint({
  method: 'GET',
  path: '/api/v1/newsletter/archive',
  response: z.array(archiveEntrySchema),
});

export const getArchiveIssue = defineEndpoint({
  method: 'GET',
  path: '/api/v1/newsletter/archive/:slug',
  params: z.object({
    slug: z
      .string()
      .max(120)
      .regex(/^[a-z0-9-]+$/, ISSUE_NOT_FOUND),
  }),
  response: archiveIssueSchema,
});
