import { z } from 'zod';
import { apiPrefix, envelopeSchema } from './envelope';

export const xsrfPath = `${apiPrefix}/xsrf`;
export const errorReportPath = `${apiPrefix}/errors`;
export const openApiPath = '/api/docs';
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
