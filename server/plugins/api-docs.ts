import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { openApiPath } from '../../src/lib/api/contract/platform';
import { isStateChanging } from '../lib/route-table';

/** Only the API is documented: the SPA fallback, static files and the docs' own routes are not. */
const documented = /^\/(api|apis|sso|discovery|preauth|users)\//;

/**
 * OpenAPI 3.1 from the contract's zod schemas (the same ones that validate
 * requests and write responses), served as JSON at `/api/docs/json` and read
 * by Swagger UI at `/api/docs`. Register before any route: the document is
 * collected from Fastify's onRoute hook.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'AVA portal reference API',
        version: '1',
        description:
          "Every call carries the tenant's fixed Authorization header; POST, PUT, PATCH and DELETE also need " +
          'X-XSRF-TOKEN equal to the XSRF-TOKEN cookie. Answers use the envelope `{ code, status, data | error }`.',
      },
      components: {
        securitySchemes: {
          tenant: { type: 'apiKey', in: 'header', name: 'Authorization' },
          xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
        },
      },
    },
    transform: (document) => {
      const { schema, url } = jsonSchemaTransform(document);
      const route = document.route;
      if (!documented.test(url) || url.startsWith(openApiPath)) return { schema: { hide: true }, url };
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const config = (route.config ?? {}) as { summary?: string; tags?: string[] };
      const unsafe = methods.some((method) => isStateChanging(method));
      const security: Record<string, string[]> = unsafe
        ? { tenant: [], session: [], xsrf: [] }
        : { tenant: [], session: [] };
      return {
        schema: {
          ...schema,
          ...(config.summary ? { summary: config.summary } : {}),
          ...(config.tags ? { tags: config.tags } : {}),
          security: [security],
        },
        url,
      };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: openApiPath, staticCSP: false });
}
