import { z } from 'zod';

/** Main API error body (api.md): `{messages: [text], code}`; validation errors add which fields failed. */
export const ApiError = z.object({
  messages: z.array(z.string()).min(1),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Wraps a result schema in the success envelope. */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({ result });
}

export const Paging = z.object({
  limit: z.coerce.number().int().min(0).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
