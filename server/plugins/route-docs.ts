/**
 * What a route's Fastify schema cannot say, written beside the route for the
 * API description only (server/plugins/openapi-document.ts reads it): bodies
 * that are not JSON (uploads, files, pages, redirects) and whether the route
 * needs a session. JSON requests and answers are described by the route's own
 * zod schemas, which also validate and write them; nothing here is enforced.
 */

import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Media = Record<string, { schema: JsonSchema }>;

/** One answer that is not the contract's JSON envelope. */
export interface ResponseDoc {
  description: string;
  /** Media type → body; absent: the answer has no body (a redirect). */
  content?: Media;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

export interface RouteDocs {
  /** A body Fastify does not validate through a schema (multipart uploads: the handler reads the parts). */
  requestBody?: { description: string; content: Media };
  /** The body schema's fields arrive as this media type instead of JSON (a server-rendered form). */
  consumes?: string;
  /** Answers besides the JSON ones in `schema.response`, by status. */
  responses?: Record<number, ResponseDoc>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route needs no session (sign-in, sign-up, password reset, public
     * assets, the signing link whose token is the credential). The document
     * marks it public; server/plugins/api-docs.test.ts holds it to the access
     * policy that server/security-roles.test.ts checks against the server.
     */
    public?: boolean;
    openapi?: RouteDocs;
  }
}

const binary: JsonSchema = { type: 'string', format: 'binary' };

/** A file sent as a download or an image. */
export const fileAnswer = (description: string, mediaType = 'application/octet-stream'): ResponseDoc => ({
  description,
  content: { [mediaType]: { schema: binary } },
});

/** A JSON answer besides the route's `schema.response` (one written by hand, such as health's 503). */
export const jsonAnswer = (description: string, schema: z.ZodType): ResponseDoc => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' });
  return { description, content: { 'application/json': { schema: json } } };
};

/** A server-rendered page. */
export const htmlAnswer = (description: string): ResponseDoc => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});

/** A redirect without a body: the browser follows `Location`. */
export const redirectAnswer = (description: string): ResponseDoc => ({
  description,
  headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' } } },
});

/**
 * A multipart/form-data body: text fields by name, and files, either named
 * (`files`) or, when their part names are data (a document type and an
 * index), described once for every other part name (`otherFiles`).
 */
export function multipartBody(
  description: string,
  parts: { fields?: Record<string, string>; files?: Record<string, string>; otherFiles?: string },
): RouteDocs['requestBody'] {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, about] of Object.entries(parts.fields ?? {})) {
    properties[name] = { type: 'string', description: about };
  }
  for (const [name, about] of Object.entries(parts.files ?? {})) {
    properties[name] = { type: 'array', items: binary, description: about };
  }
  const schema: JsonSchema = { type: 'object', properties };
  if (parts.otherFiles) schema.additionalProperties = { ...binary, description: parts.otherFiles };
  return { description, content: { 'multipart/form-data': { schema } } };
}
