import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  response: z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }),
});

export const getReady = defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  response: z.object({
    database: z.literal('ok'),
    migrations: z.literal('applied'),
    queue: z.enum(['running', 'stopped']),
    /** Domain-event deliveries that failed on their last try and wait for an admin (listed in the admin API). */
    failedEventDeliveries: z.number().int().nonnegative(),
  }),
});
