import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  response: z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }),
});

/**
 * 200 only when this instance can serve: the database answers, every migration is applied, the
 * secrets key opens the stored signing key and, where the role runs workers, the job queue runs.
 * Otherwise 503 with the reason. States only: no counts or other figures.
 */
export const getReady = defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  response: z.object({
    role: z.enum(['all', 'web', 'worker']),
    database: z.literal('ok'),
    migrations: z.literal('applied'),
    secrets: z.literal('ok'),
    /** 'elsewhere': a web instance, whose queue work the worker instances do. */
    queue: z.enum(['running', 'elsewhere']),
  }),
});
