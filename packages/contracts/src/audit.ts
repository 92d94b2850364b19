import { z } from 'zod';
import { auditActions, auditSubjectTypes } from './audit-actions';
import { defineEndpoint } from './endpoint';
import { idField, MAX_ID, textField, wholeNumberField } from './fields';

export * from './audit-actions';

/** The admin's Audit log (docs/product.md, Audit log): its filters, pages, CSV and messages. */
export const AUDIT_MESSAGES = {
  actor: 'Choose a person from the list, or System',
  action: 'Choose an action from the list',
  subjectType: 'Choose a kind of subject from the list',
  subjectWithoutType: 'Choose the kind of subject this id belongs to',
  date: 'Enter a date as YYYY-MM-DD',
  range: 'The end date must be on or after the start date',
  cursor: 'The list position is not valid. Reload the list and try again.',
  limit: 'Limit must be a whole number from 1 to 100',
} as const;

/** Entries per page of the Audit log. */
export const AUDIT_PAGE_SIZE = 50;

const day = z
  .string({ error: AUDIT_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.date)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), AUDIT_MESSAGES.date);

/** `system` (what the site did by itself: jobs, provider events, the command line) or a user id. */
const actorField = z
  .string({ error: AUDIT_MESSAGES.actor })
  .trim()
  .regex(/^(system|[1-9]\d{0,9})$/, AUDIT_MESSAGES.actor)
  .refine((value) => value === 'system' || Number(value) <= MAX_ID, AUDIT_MESSAGES.actor)
  .transform((value) => (value === 'system' ? ('system' as const) : Number(value)));

const filterFields = {
  /** Who: a user id, or `system`. */
  actor: actorField.optional(),
  action: z.enum(auditActions, { error: AUDIT_MESSAGES.action }).optional(),
  subjectType: z.enum(auditSubjectTypes, { error: AUDIT_MESSAGES.subjectType }).optional(),
  /** The subject's id as recorded (a number, a slug, an export's name); needs `subjectType`. */
  subjectId: textField({ label: 'Subject id', max: 100 }).optional(),
  /** First and last day (UTC) of the period, both included. */
  from: day.optional(),
  to: day.optional(),
};

type FilterShape = { subjectId?: string; subjectType?: string; from?: string; to?: string };

/** The cross-field rules of the filters, on any schema that carries them. */
function checked<T extends z.ZodType<FilterShape>>(schema: T) {
  return schema
    .refine((q) => !q.subjectId || q.subjectType !== undefined, {
      message: AUDIT_MESSAGES.subjectWithoutType,
      path: ['subjectType'],
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_MESSAGES.range, path: ['to'] });
}

/** The Audit log's filters, also the CSV export's query. */
export const auditFilterSchema = checked(z.object(filterFields));
export type AuditFilter = z.input<typeof auditFilterSchema>;

/** GET /api/v1/admin/audit: newest first; `after` is the previous page's `nextCursor` (an entry id). */
export const auditListQuerySchema = checked(
  z.object({
    ...filterFields,
    after: idField(AUDIT_MESSAGES.cursor).optional(),
    limit: wholeNumberField(1, 100, AUDIT_MESSAGES.limit).default(AUDIT_PAGE_SIZE),
  }),
);

/** One field an action changed: what it was and what it became (text; null when it had no value). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actor: z.object({
    /** Null: the site itself (a job, a payment provider's event, the command line). */
    userId: z.number().int().nullable(),
    /** The person's name now; null for the site or an account that no longer exists. */
    name: z.string().nullable(),
    /** The roles they held when they acted. */
    roles: z.array(z.string()),
  }),
  /** The address and browser the request came from; null for what the site did by itself. */
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** An action of AUDIT_ACTIONS (or one a newer version recorded). */
  action: z.string(),
  subject: z.object({ type: z.string(), id: z.string(), label: z.string().nullable() }).nullable(),
  changes: z.array(auditChangeSchema),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAuditEntries = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/audit',
  query: auditListQuerySchema,
  response: z.object({
    items: z.array(auditEntrySchema),
    /** Pass as `after` for the next page; null on the last page. */
    nextCursor: z.number().int().nullable(),
    /** How many days entries are kept (AUDIT_RETENTION_DAYS) before the retention job removes them. */
    retentionDays: z.number().int(),
  }),
});

/** Everyone who appears in the log as the one who acted, for the "Who" filter. */
export const listAuditActors = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/audit/actors',
  response: z.object({
    items: z.array(z.object({ userId: z.number().int(), name: z.string() })),
  }),
});

/** Not an envelope endpoint: answers text/csv (`audit-log-YYYY-MM-DD.csv`) for `auditFilterSchema`. */
export const AUDIT_EXPORT_PATH = '/api/v1/admin/audit/export.csv';
