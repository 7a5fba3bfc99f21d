import {
  errorReportPath,
  errorReportRequestSchema,
  errorReportResponseSchema,
  xsrfPath,
  xsrfResponseSchema,
} from '../../../src/lib/api/contract/platform';
import { errorReports } from '../../db/schema/core';
import { ok } from '../../lib/reply';
import { ensureXsrfCookie } from '../../plugins/xsrf';
import type { Deps, ZodApp } from '../../types';

const tags = ['platform'];

/** Keeps the path only: a query string may carry a login token. */
const pathOnly = (url: string) => url.split(/[?#]/)[0] ?? '';

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
      const body = request.body;
      const [row] = await deps.db
        .insert(errorReports)
        .values({
          tenantId: request.auth?.tenantId ?? null,
          userId: request.auth?.userId ?? null,
          message: body.message,
          stack: body.stack ?? null,
          url: pathOnly(body.url),
          clientAt: body.at,
          receivedAt: deps.now(),
        })
        .returning({ id: errorReports.id });
      return ok(reply, { id: String(row?.id ?? '') });
    },
  );
}
