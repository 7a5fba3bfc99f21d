import type { FastifyReply } from 'fastify';
import {
  errorReportPath,
  errorReportRequestSchema,
  errorReportResponseSchema,
  healthPath,
  healthResponseSchema,
  xsrfPath,
  xsrfResponseSchema,
} from '../../../src/lib/api/contract/platform';
import { ok } from '../../lib/reply';
import { jsonAnswer } from '../../plugins/route-docs';
import { ensureXsrfCookie } from '../../plugins/xsrf';
import type { Deps, ZodApp } from '../../types';
import { checkHealth, recordErrorReport } from './service';

const tags = ['platform'];

export function registerPlatformRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    xsrfPath,
    {
      schema: { response: { 200: xsrfResponseSchema } },
      config: { tags, summary: 'Issue the XSRF-TOKEN cookie', public: true },
    },
    async (request, reply) => ok(reply, { token: ensureXsrfCookie(request, reply) }),
  );

  app.post(
    errorReportPath,
    {
      schema: { body: errorReportRequestSchema, response: { 200: errorReportResponseSchema } },
      config: {
        tags,
        summary: 'Store a client error report',
        public: true,
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const id = await recordErrorReport(deps, request.auth, request.body);
      return ok(reply, { id });
    },
  );

  app.get(
    healthPath,
    {
      schema: { response: { 200: healthResponseSchema } },
      config: {
        tags,
        summary: 'Health: database reachable, job queue backlog (no auth)',
        public: true,
        openapi: { responses: { 503: jsonAnswer('The database is unreachable', healthResponseSchema) } },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      // The typed reply knows only the 200; the 503 (JSON.stringify) has the same shape.
      const untyped: FastifyReply = reply;
      return untyped.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
