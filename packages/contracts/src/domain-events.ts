import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idField, wholeNumberField } from './fields';

export const DOMAIN_EVENT_MESSAGES = {
  notFound: 'There is no failed delivery with this id',
  notFailed: 'This delivery is not failed (it was delivered or is already being retried)',
} as const;

/** A delivery of a domain event to one subscriber that failed on its last try. */
export const failedDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  subscriber: z.string(),
  attempts: z.number().int(),
  /** The last error's message without stack, emails, tokens or keys; at most 500 characters. */
  lastError: z.string().nullable(),
  failedAt: z.iso.datetime(),
  occurredAt: z.iso.datetime(),
});
export type FailedDelivery = z.infer<typeof failedDeliverySchema>;

export const listFailedDeliveries = defineEndpoint({
  method: 'GET',
  path: '/api/v1/admin/domain-events/failures',
  query: z.object({
    limit: wholeNumberField(1, 500, 'Limit must be a whole number from 1 to 500').default(100),
  }),
  response: z.object({ total: z.number().int(), items: z.array(failedDeliverySchema) }),
});

/** Queues the delivery again (with a fresh set of tries); it leaves the failed list at once. */
export const retryFailedDelivery = defineEndpoint({
  method: 'POST',
  path: '/api/v1/admin/domain-events/failures/:id/retry',
  params: z.object({ id: idField(DOMAIN_EVENT_MESSAGES.notFound) }),
  response: z.object({ id: z.number().int(), status: z.literal('retrying') }),
});
