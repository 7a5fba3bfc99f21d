import { z } from 'zod';
import { errorEnvelopeSchema } from '../../src/lib/api/contract/envelope';
import { openApiPath, xsrfCookieName, xsrfHeaderName } from '../../src/lib/api/contract/platform';
import { sessionConfig } from '../config';
import { isStateChanging, openApiPathOf } from '../lib/route-table';
import type { RouteEntry } from '../types';
import { fileAnswer, htmlAnswer, redirectAnswer, type ResponseDoc } from './route-docs';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

const description =
  'Every route the server registers. JSON answers use the envelope `{ code, status, data }`; every error answers ' +
  '`{ code: false, status, error: { message, fields?, reason? } }` (ErrorEnvelope). A signed-in call sends the ' +
  "session cookie and the tenant's fixed Authorization header; POST, PUT, PATCH and DELETE also send X-XSRF-TOKEN " +
  'equal to the XSRF-TOKEN cookie (GET /api/v1/xsrf sets it). Operations marked `x-public` need no session.';

/** Shared error answers: every operation refers to those its route can give. */
const errors = {
  BadRequest: [400, 'The request does not match its schema (`error.fields` maps each input to its message).'],
  Unauthorized: [401, "No session, or the Authorization header is not the tenant's."],
  Forbidden: [403, 'X-XSRF-TOKEN missing or not signed for this session, or the caller may not do this.'],
  NotFound: [404, 'No such object for this caller.'],
  TooManyRequests: [429, 'Too many requests from this address; `Retry-After` says when to try again.'],
  ServerError: [500, 'Something went wrong; the message says no more, the server log has the rest.'],
  Unavailable: [503, 'The database cannot be reached; `Retry-After: 30`.'],
  OtherError: ['default', 'Any other refusal (409, 413, 415, 422...): `error.reason` is a stable code to word it.'],
} as const;
type ErrorName = keyof typeof errors;

const retryAfter = { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } };

/** Swagger UI's own routes (registered by @fastify/swagger-ui, so not annotated): what each is and answers. */
function docsRoute(url: string): { summary: string; responses: Record<number, ResponseDoc> } {
  const json = (about: string) => ({
    description: about,
    content: { 'application/json': { schema: { type: 'object' } } },
  });
  if (url === `${openApiPath}/json`) {
    return { summary: 'This document (JSON)', responses: { 200: json('This document') } };
  }
  if (url === `${openApiPath}/yaml`) {
    const yaml = { 'application/x-yaml': { schema: { type: 'string' } } };
    return { summary: 'This document (YAML)', responses: { 200: { description: 'This document', content: yaml } } };
  }
  if (url === openApiPath) return { summary: 'Swagger UI', responses: { 200: htmlAnswer('Swagger UI') } };
  if (url.endsWith('/index.html')) {
    return { summary: 'Swagger UI (old address)', responses: { 302: redirectAnswer('To Swagger UI') } };
  }
  if (url.endsWith('/swagger-initializer.js')) {
    return {
      summary: "Swagger UI's settings script",
      responses: { 200: fileAnswer('The script', 'application/javascript') },
    };
  }
  return { summary: 'Swagger UI files', responses: { 200: fileAnswer('A script, style sheet or image') } };
}

const isDocsUrl = (url: string) => url === openApiPath || url.startsWith(`${openApiPath}/`);

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), its input side:
 * what travels on the wire in both directions (the client parses answers with
 * the same schema). Recursive parts become components, as `#/$defs` would
 * point at the document's root.
 */
function jsonSchemaOf(schema: unknown, components: Record<string, unknown>): JsonSchema | undefined {
  const zod = schema instanceof z.ZodType ? schema : (schema as { properties?: unknown } | undefined)?.properties;
  if (!(zod instanceof z.ZodType)) return undefined;
  const json = z.toJSONSchema(zod, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = json;
  if (!$defs) return rest;
  const moved = new Map<string, string>();
  for (const name of Object.keys($defs)) {
    moved.set(`#/$defs/${name}`, `#/components/schemas/Def${Object.keys(components).length + moved.size + 1}`);
  }
  const rewrite = <T>(value: T): T =>
    JSON.parse(
      JSON.stringify(value).replace(/"#\/\$defs\/[^"]+"/g, (ref) =>
        JSON.stringify(moved.get(JSON.parse(ref) as string)),
      ),
    ) as T;
  for (const [name, def] of Object.entries($defs as JsonSchema)) {
    components[moved.get(`#/$defs/${name}`)!.split('/').pop()!] = rewrite(def);
  }
  return rewrite(rest);
}

const properties = (schema: JsonSchema | undefined) => (schema?.properties ?? {}) as Record<string, JsonSchema>;

/** getApiV1BookingUnitIdByUnitId: from the method and path, so it is unique and stable. */
export function operationIdOf(method: string, path: string): string {
  const pascal = (s: string) =>
    s
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join('');
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('{') ? `By${pascal(segment)}` : pascal(segment)));
  return method.toLowerCase() + (words.join('') || 'Root');
}

/** What a route takes and needs, which decides the errors it can answer. */
interface Exposure {
  input: boolean;
  session: boolean;
  tenant: boolean;
  xsrf: boolean;
  namesObject: boolean;
  rateLimited: boolean;
}

function errorNames(route: Exposure): ErrorName[] {
  const names: ErrorName[] = [];
  if (route.input || route.xsrf) names.push('BadRequest');
  if (route.session || route.tenant) names.push('Unauthorized');
  if (route.session || route.xsrf) names.push('Forbidden');
  if (route.namesObject) names.push('NotFound');
  if (route.rateLimited) names.push('TooManyRequests');
  names.push('ServerError', 'Unavailable', 'OtherError');
  return names;
}

function operationOf(route: RouteEntry, path: string, components: Record<string, unknown>): Operation {
  const { config, schema, method } = route;
  const docs = isDocsUrl(route.url) ? docsRoute(route.url) : undefined;
  const params = jsonSchemaOf(schema.params, components);
  const query = jsonSchemaOf(schema.querystring, components);
  const body = jsonSchemaOf(schema.body, components);
  const session = !(docs || config.public === true);
  const namesTenant = [params, query, body].some((s) => 'clientName' in properties(s));
  const xsrf = isStateChanging(method) && config.xsrf !== 'form';

  const parameters = [
    ...[...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: properties(params)[name!] ?? { type: 'string' },
    })),
    ...Object.entries(properties(query)).map(([name, s]) => ({
      name,
      in: 'query',
      required: ((query?.required ?? []) as string[]).includes(name),
      schema: s,
    })),
  ];
  const requestBody =
    config.openapi?.requestBody ??
    (body ? { required: true, content: { [config.openapi?.consumes ?? 'application/json']: { schema: body } } } : null);

  const responses: Record<string, unknown> = {};
  for (const [status, s] of Object.entries(schema.response ?? {})) {
    const json = jsonSchemaOf(s, components);
    if (json) responses[status] = { description: 'The answer', content: { 'application/json': { schema: json } } };
  }
  Object.assign(responses, config.openapi?.responses ?? {});
  if (docs) Object.assign(responses, docs.responses);
  const requirement: Record<string, string[]> = {};
  if (session || namesTenant) requirement.tenant = [];
  if (session) requirement.session = [];
  if (xsrf) requirement.xsrf = [];
  const exposure: Exposure = {
    input: parameters.length > 0 || Boolean(requestBody),
    session,
    tenant: 'tenant' in requirement,
    xsrf,
    namesObject: path.includes('{'),
    rateLimited: Boolean(config.rateLimit),
  };
  for (const name of errorNames(exposure)) {
    const status = errors[name][0];
    responses[status] ??= { $ref: `#/components/responses/${name}` };
  }

  return {
    operationId: operationIdOf(method, path),
    ...(config.summary || docs ? { summary: config.summary ?? docs?.summary } : {}),
    ...(config.tags || docs ? { tags: config.tags ?? ['api-docs'] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    security: Object.keys(requirement).length > 0 ? [requirement] : [],
    ...(session ? {} : { 'x-public': true }),
  };
}

/**
 * The OpenAPI 3.1 document of every route in the table (server/lib/route-table.ts):
 * request and response schemas from the contract's zod schemas the routes
 * validate and write with, non-JSON bodies from the route's `config.openapi`
 * (route-docs.ts), the error envelope for each error status the route can
 * give, and its auth. server/plugins/api-docs.test.ts compares it with the
 * route table; scripts/openapi-check.ts lints it and compiles a client.
 */
export function openApiDocument(routes: readonly RouteEntry[]): OpenApiDocument {
  const schemas: Record<string, unknown> = {};
  const paths: Record<string, Record<string, Operation>> = {};
  const byPath = [...routes].sort((a, b) => openApiPathOf(a.url).localeCompare(openApiPathOf(b.url)));
  for (const route of byPath) {
    const path = openApiPathOf(route.url);
    (paths[path] ??= {})[route.method.toLowerCase()] = operationOf(route, path, schemas);
  }
  schemas.ErrorEnvelope = jsonSchemaOf(errorEnvelopeSchema, schemas);
  const tags = [
    ...new Set(Object.values(paths).flatMap((p) => Object.values(p).flatMap((o) => (o.tags ?? []) as string[]))),
  ];
  return {
    openapi: '3.1.0',
    info: { title: 'AVA portal reference API', version: '1', description },
    servers: [{ url: '/', description: 'The origin that serves this document' }],
    tags: tags.sort().map((name) => ({ name, description: `Routes of the ${name} domain.` })),
    paths,
    components: {
      schemas,
      responses: Object.fromEntries(
        Object.entries(errors).map(([name, [status, about]]) => [
          name,
          {
            description: about,
            ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
          },
        ]),
      ),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionConfig.cookieName,
          description: 'The session cookie login sets (HttpOnly; `__Host-` prefixed over https).',
        },
        tenant: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            "The tenant's fixed value from its manifest, on every call that names a tenant or has a session.",
        },
        xsrf: {
          type: 'apiKey',
          in: 'header',
          name: xsrfHeaderName,
          description: `Equal to the ${xsrfCookieName} cookie, which the server signs for the session.`,
        },
      },
    },
  };
}
