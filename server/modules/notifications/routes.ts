import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailLogoParamsSchema, mailLogoPathPattern } from '../../../src/lib/api/contract/notifications';
import { notFound } from '../../lib/http-error';
import { fileAnswer } from '../../plugins/route-docs';
import { tenantsDir } from '../../tenants';
import type { Deps, ZodApp } from '../../types';

/** GET the tenant's logo for mails: public and cacheable, like the panel icons; only manifest-named files. */
export function registerNotificationsRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    mailLogoPathPattern,
    {
      schema: { params: mailLogoParamsSchema },
      config: {
        tags: ['notifications'],
        summary: 'Tenant logo for mails',
        public: true,
        openapi: { responses: { 200: fileAnswer('The logo', 'image/svg+xml') } },
      },
    },
    async (request, reply) => {
      const tenant = deps.tenants.get(request.params.file.replace(/\.svg$/, ''));
      if (!tenant) throw notFound('Logo');
      const svg = await readFile(join(tenantsDir, tenant.id, tenant.logo), 'utf8');
      return reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
    },
  );
}
