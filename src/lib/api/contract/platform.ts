import { z } from 'zod';
import { apiPrefix, envelopeSchema } from './envelope';

export const xsrfPath = `${apiPrefix}/xsrf`;
export const errorReportPath = `${apiPrefix}/errors`;
export const openApiPath = '/api/docs';
/** Liveness for load balancers and monitoring: no auth, no envelope, nothing secret. */
export const healthPath = '/api/health';
export { secureXsrfCookieName, xsrfCookieName, xsrfHeaderName } from './xsrf-cookie';

export const xsrfResponseSchema = envelopeSchema(z.object({ token: z.string() }));

export const errorReportRequestSchema = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(10_000).optional(),
  url: z.string().max(2048),
  /** Client clock, ISO 8601. */
  at: z.string().max(40),
});
export type ErrorReportRequest = z.infer<typeof errorReportRequestSchema>;
export const errorReportResponseSchema = envelopeSchema(z.object({ id: z.string() }));

/** The server answers and reaches its database; the job queue's backlog (`failed`: out of retries). */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  jobs: z.object({ queued: z.number().int(), failed: z.number().int() }).nullable(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
