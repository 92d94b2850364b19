import { z } from 'zod';
import { jobTypeSchema, publicOpeningSchema } from './careers-public';
import { defineEndpoint } from './endpoint';
import { idField, textField } from './fields';

/**
 * Job openings on /careers, applications with a résumé, and the admin's side of both in Requisition
 * (docs/product.md, Requisition). What /careers reads is careers-public.ts; applying, careers-apply.ts.
 */
export const CAREERS_MESSAGES = {
  openingNotFound: 'This opening no longer exists.',
  openingClosed: 'This opening is closed and no longer takes applications.',
  applicationNotFound: 'Application not found.',
  title: 'Please enter the job title',
  department: 'Please enter the department',
  location: 'Please enter the location (for example "Remote (US time zones)")',
  description: 'Please describe the role',
  descriptionLong: 'The description must be at most 20,000 characters',
  name: 'Please enter your name',
  email: 'Please enter a valid email',
  link: 'Links must be full web addresses starting with https:// or http://',
  tooManyLinks: 'Add at most 5 links',
  coverNoteLong: 'Your note must be at most 5,000 characters',
  resumeMissing: 'Please attach your résumé',
  resumeType: 'Your résumé must be a PDF, DOC or DOCX file',
  resumeTooLarge: 'Your résumé must be 10 MB or smaller',
  resumeContent:
    'This file is not a real PDF, DOC or DOCX document. Save your résumé in one of those formats and attach it again.',
  resumeGone: 'The upload of your résumé did not finish or has expired. Please attach it again.',
  uploadFailed: 'Your résumé could not be uploaded. Check your connection and attach it again.',
  applied:
    'Thank you for applying. We have emailed you a confirmation and will be in touch after we review your application.',
  notes: 'Notes must be at most 10,000 characters',
} as const;

export const CAREERS_LIMITS = {
  resumeBytes: 10 * 1024 * 1024,
  links: 5,
  /** How long the presigned upload works. */
  uploadSeconds: 15 * 60,
  /** How long an admin's résumé download link works. */
  downloadSeconds: 5 * 60,
} as const;

export const openingStatusSchema = z.enum(['open', 'closed']);
export type OpeningStatus = z.infer<typeof openingStatusSchema>;

export const applicationStatusSchema = z.enum(['new', 'reviewing', 'interview', 'rejected', 'hired']);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  interview: 'Interview',
  rejected: 'Rejected',
  hired: 'Hired',
};

// ---- Admin: openings ----

export const openingFormSchema = z.object({
  title: textField({ label: 'Title', required: CAREERS_MESSAGES.title, max: 120 }),
  department: textField({ label: 'Department', required: CAREERS_MESSAGES.department, max: 80 }),
  location: textField({ label: 'Location', required: CAREERS_MESSAGES.location, max: 120 }),
  type: jobTypeSchema,
  description: textField({
    label: 'Description',
    required: CAREERS_MESSAGES.description,
    max: 20_000,
    tooLong: CAREERS_MESSAGES.descriptionLong,
    multiline: true,
  }),
  status: openingStatusSchema,
});
export type OpeningForm = z.input<typeof openingFormSchema>;

export const openingSchema = publicOpeningSchema.extend({
  status: openingStatusSchema,
  applicationCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Opening = z.infer<typeof openingSchema>;

export const OPENINGS_PATH = '/api/v1/admin/careers/openings';
const openingParams = z.object({ id: idField(CAREERS_MESSAGES.openingNotFound) });

export const listOpenings = defineEndpoint({ method: 'GET', path: OPENINGS_PATH, response: z.array(openingSchema) });
export const createOpening = defineEndpoint({
  method: 'POST',
  path: OPENINGS_PATH,
  body: openingFormSchema,
  response: openingSchema,
});
export const updateOpening = defineEndpoint({
  method: 'PUT',
  path: `${OPENINGS_PATH}/:id`,
  params: openingParams,
  body: openingFormSchema,
  response: openingSchema,
});

// ---- Admin: applications ----

export const applicationSchema = z.object({
  id: z.number().int(),
  openingId: z.number().int(),
  openingTitle: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  links: z.array(z.string()),
  coverNote: z.string(),
  resumeName: z.string(),
  resumeBytes: z.number().int(),
  status: applicationStatusSchema,
  notes: z.string(),
  createdAt: z.iso.datetime(),
});
export type Application = z.infer<typeof applicationSchema>;

export const APPLICATIONS_PATH = '/api/v1/admin/careers/applications';
const applicationParams = z.object({ id: idField(CAREERS_MESSAGES.applicationNotFound) });

export const applicationListQuerySchema = z.object({
  openingId: idField(CAREERS_MESSAGES.openingNotFound).optional(),
  status: applicationStatusSchema.optional(),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

export const listApplications = defineEndpoint({
  method: 'GET',
  path: APPLICATIONS_PATH,
  query: applicationListQuerySchema,
  response: z.array(applicationSchema),
});

export const applicationReviewSchema = z.object({
  status: applicationStatusSchema,
  notes: textField({ label: 'Notes', max: 10_000, tooLong: CAREERS_MESSAGES.notes, multiline: true }).default(''),
});
export type ApplicationReview = z.input<typeof applicationReviewSchema>;

export const reviewApplication = defineEndpoint({
  method: 'PUT',
  path: `${APPLICATIONS_PATH}/:id`,
  params: applicationParams,
  body: applicationReviewSchema,
  response: applicationSchema,
});

/** A short-lived signed link to the résumé (admins only). */
export const resumeLinkSchema = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export const getResumeLink = defineEndpoint({
  method: 'POST',
  path: `${APPLICATIONS_PATH}/:id/resume-link`,
  params: applicationParams,
  response: resumeLinkSchema,
});
