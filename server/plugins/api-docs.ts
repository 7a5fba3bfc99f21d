import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { openApiPath } from '../../src/lib/api/contract/platform';
import type { RouteEntry } from '../types';
import { openApiDocument } from './openapi-document';

/**
 * The OpenAPI 3.1 document of every route in the route table, served as JSON
 * at `/api/docs/json` (YAML at `/api/docs/yaml`) and read by Swagger UI at
 * `/api/docs`. @fastify/swagger only serves and caches it: the operations are
 * written by openApiDocument from the same table the security tests walk, so
 * a route cannot be left out (server/plugins/api-docs.test.ts). Built on the
 * first request for it, once every route is registered.
 */
export async function registerApiDocs(app: FastifyInstance, routes: readonly RouteEntry[]): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: { openapi: '3.1.0', info: { title: 'AVA portal reference API', version: '1' } },
    // Nothing route by route here: openApiDocument writes every operation.
    transform: ({ url }) => ({ schema: { hide: true }, url }),
    transformObject: () => openApiDocument(routes) as unknown as OpenAPIV3_1.Document,
  });
  await app.register(fastifySwaggerUi, { routePrefix: openApiPath, staticCSP: false });
}
