import {
  errorReportPath,
  errorReportRequestSchema,
  errorReportResponseSchema,
  xsrfPath,
  xsrfResponseSchema,
} from '../../../src/lib/api/contract/platform';
import { ok } from '../../lib/reply';
import { ensureXsrfCookie } from '../../plugins/xsrf';
import type { Deps, ZodApp } from '../../types';
import { recordErrorReport } from './service';

const tags = ['platform'];

export function registerPlatformRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    xsrfPath,
    { schema: { response: { 200: xsrfResponseSchema } }, config: { tags, summary: 'Issue the XSRF-TOKEN cookie' } },
    async (request, reply) => ok(reply, { token: ensureXsrfCookie(request, reply) }),
  );

  app.post(
    errorReportPath,
    {
      schema: { body: errorReportRequestSchema, response: { 200: errorReportResponseSchema } },
      config: { tags, summary: 'Store a client error report', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const id = await recordErrorReport(deps, request.auth, request.body);
      return ok(reply, { id });
    },
  );
}
