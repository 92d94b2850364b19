import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * What /careers reads (docs/product.md, Requisition): apart from careers.ts so the public pages'
 * data source does not bring the application and admin schemas into every page.
 */
export const jobTypeSchema = z.enum(['full-time', 'part-time', 'contract', 'internship']);
export type JobType = z.infer<typeof jobTypeSchema>;
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

/** What /careers shows of an open position. */
export const publicOpeningSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  type: jobTypeSchema,
  description: z.string(),
});
export type PublicOpening = z.infer<typeof publicOpeningSchema>;

export const listOpenOpenings = defineEndpoint({
  method: 'GET',
  path: '/api/v1/careers/openings',
  response: z.array(publicOpeningSchema),
});
