import { z } from 'zod';
import { errorEnvelopeSchema } from '../../src/lib/api/contract/envelope';
import type { RouteEntry } from '../types';

const toJson = (schema: unknown) =>
  schema instanceof z.ZodType
    ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' })
    : undefined;

/** `/a/:b` → `/a/{b}` */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** OpenAPI 3.1 from the route table and the contract's zod schemas. */
export function buildOpenApi(routes: RouteEntry[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!/^\/(api|apis|sso)\//.test(route.url)) continue;
    const params = route.schema.params instanceof z.ZodObject ? Object.keys(route.schema.params.shape) : [];
    const response = route.schema.response?.[200];
    const operation = {
      summary: route.config.summary,
      tags: route.config.tags,
      parameters: [
        ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
        ...(route.method === 'GET'
          ? []
          : [{ name: 'X-XSRF-TOKEN', in: 'header', required: true, schema: { type: 'string' } }]),
      ],
      ...(route.schema.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toJson(route.schema.body) } } } }
        : {}),
      responses: {
        200: {
          description: 'OK',
          ...(response ? { content: { 'application/json': { schema: toJson(response) } } } : {}),
        },
        default: {
          description: 'Error envelope',
          content: { 'application/json': { schema: toJson(errorEnvelopeSchema) } },
        },
      },
    };
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'AVA portal reference API',
      version: '1',
      description:
        "Every call carries the tenant's fixed Authorization header; POST/PUT/PATCH/DELETE need X-XSRF-TOKEN equal to the XSRF-TOKEN cookie.",
    },
    paths,
  };
}
