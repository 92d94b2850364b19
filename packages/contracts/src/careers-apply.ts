import { z } from 'zod';
import { CAREERS_LIMITS, CAREERS_MESSAGES } from './careers';
import { phoneField } from './contact-requests';
import { defineEndpoint } from './endpoint';
import { idField, textField } from './fields';
import { formGuardFields } from './form-guard';
import { uploadRequestFields, uploadTargetSchema, type UploadRules } from './uploads';
import { emailSchema } from './users';

/** Applying for an opening on /careers (docs/product.md, Requisition): the résumé's upload, then the application. */
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
