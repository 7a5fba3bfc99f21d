import { z } from 'zod';

/** Every API path starts here (the spec's `{base}` / `{api}`). */
export const apiPrefix = '/api/v1';

/** Success envelope of every GET/POST answer: `code` is true on a 200 with data. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.boolean(), data, status: z.number().int() });
}

/**
 * Failure envelope: `fields` carries per-field messages keyed by input name;
 * `reason` a stable code for a business refusal, which the client translates.
 */
export const errorEnvelopeSchema = z.object({
  code: z.literal(false),
  status: z.number().int(),
  error: z.object({
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    reason: z.string().max(80).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Tenant ids are URL slugs (same rule as the manifest schema). */
export const clientNameSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(60);

export const clientNameParamsSchema = z.object({ clientName: clientNameSchema });
