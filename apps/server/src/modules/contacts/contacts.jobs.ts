import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import type { ContactImportsService } from './contact-imports.service';

export const CONTACT_IMPORT_JOB = 'contacts.import';

/** Runs one CSV import; two more tries on failure, then the import is marked failed. */
export function contactImportJob(imports: ContactImportsService) {
  return defineJob(
    CONTACT_IMPORT_JOB,
    z.object({ importId: z.number().int().positive() }),
    async ({ importId }, attempt) => {
      try {
        await imports.run(importId);
      } catch (error) {
        if (attempt.retryCount >= attempt.retryLimit) await imports.fail(importId);
        throw error;
      }
    },
    { retry: { limit: 2, delaySeconds: 15, backoff: true } },
  );
}
