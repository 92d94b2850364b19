import { z } from 'zod';
import { phoneField } from './contact-requests';
import { defineEndpoint } from './endpoint';
import { idField, textField } from './fields';
import { jobTypeSchema, publicOpeningSchema } from './careers-public';
import { formGuardFields } from './form-guard';
import { uploadRequestFields, uploadTargetSchema, type UploadRules } from './uploads';
import { emailSchema } from './users';

export * from './careers-public';

/**
 * Job openings on /careers, applications with a résumé, and the admin's side of both in Requisition
 * (docs/product.md, Requisition).
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

/** The résumé types accepted, by the Content-Type the browser declares and the extension. */
export const RESUME_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
export type ResumeContentType = keyof typeof RESUME_TYPES;
/** The type a chosen file declares, from its name when the browser gives none (older .doc files). */
export function resumeContentType(fileName: string, browserType: string): ResumeContentType | null {
  if (browserType in RESUME_TYPES) return browserType as ResumeContentType;
  const extension = /\.([A-Za-z]{3,4})$/.exec(fileName)?.[1]?.toLowerCase();
  const entry = Object.entries(RESUME_TYPES).find(([, ext]) => ext === extension);
  return entry ? (entry[0] as ResumeContentType) : null;
}

export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

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

/** What a résumé's upload takes (uploads.ts). */
export const RESUME_UPLOAD: UploadRules<ResumeContentType> = {
  contentTypes: Object.keys(RESUME_TYPES) as [ResumeContentType, ...ResumeContentType[]],
  maxBytes: CAREERS_LIMITS.resumeBytes,
  messages: {
    type: CAREERS_MESSAGES.resumeType,
    empty: CAREERS_MESSAGES.resumeMissing,
    tooLarge: CAREERS_MESSAGES.resumeTooLarge,
    missing: CAREERS_MESSAGES.resumeGone,
    content: CAREERS_MESSAGES.resumeContent,
  },
};

/** POST /api/v1/careers/resume-upload: where the browser PUTs the résumé before applying. */
export const resumeUploadRequestSchema = z.object({
  openingId: idField(CAREERS_MESSAGES.openingNotFound),
  ...uploadRequestFields(RESUME_UPLOAD),
});
export type ResumeUploadRequest = z.input<typeof resumeUploadRequestSchema>;

/** The target's key is what the application names as its résumé. */
export const requestResumeUpload = defineEndpoint({
  method: 'POST',
  path: '/api/v1/careers/resume-upload',
  body: resumeUploadRequestSchema,
  response: uploadTargetSchema,
});

const linkField = z
  .string({ error: CAREERS_MESSAGES.link })
  .trim()
  .max(500, CAREERS_MESSAGES.link)
  .regex(/^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i, CAREERS_MESSAGES.link);

/** What the applicant types (the form checks these before uploading the résumé). */
export const applicationDetailsSchema = z.object({
  name: textField({ label: 'Name', required: CAREERS_MESSAGES.name, max: 120 }),
  email: z
    .string({ error: CAREERS_MESSAGES.email })
    .pipe(emailSchema)
    .pipe(z.string().max(254, CAREERS_MESSAGES.email)),
  phone: phoneField.default(''),
  links: z.array(linkField).max(CAREERS_LIMITS.links, CAREERS_MESSAGES.tooManyLinks).default([]),
  coverNote: textField({ label: 'Note', max: 5000, tooLong: CAREERS_MESSAGES.coverNoteLong, multiline: true }).default(
    '',
  ),
});
export type ApplicationDetails = z.input<typeof applicationDetailsSchema>;

/** The application: the details, the opening, and the uploaded résumé's key and file name. */
export const applicationFormSchema = applicationDetailsSchema.extend({
  openingId: idField(CAREERS_MESSAGES.openingNotFound),
  resumeKey: z
    .string({ error: CAREERS_MESSAGES.resumeMissing })
    .regex(/^private\/resumes\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(pdf|docx?)$/, CAREERS_MESSAGES.resumeMissing),
  resumeName: textField({ label: 'File name', required: CAREERS_MESSAGES.resumeMissing, max: 200 }),
});
export type ApplicationForm = z.input<typeof applicationFormSchema>;

export const applicationBodySchema = applicationFormSchema.extend(formGuardFields);
export type ApplicationBody = z.input<typeof applicationBodySchema>;

export const applyForJob = defineEndpoint({
  method: 'POST',
  path: '/api/v1/careers/apply',
  body: applicationBodySchema,
  response: z.object({ message: z.string() }),
});

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
