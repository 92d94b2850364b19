import { z } from 'zod';

/** One field-level problem, `path` in dotted form (`email`, `items.0.name`). */
export const apiFieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiFieldError = z.infer<typeof apiFieldErrorSchema>;

export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(apiFieldErrorSchema).optional(),
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export interface ApiSuccessBody<T> {
  success: true;
  data: T;
}

export type ApiBody<T> = ApiSuccessBody<T> | ApiErrorBody;

/** Shown when a response says `success: false` without a message (docs/product.md, Site layout and navigation). */
export const GENERIC_CALL_ERROR = 'Error making call.';
