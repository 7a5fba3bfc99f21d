import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../types';

/**
 * Every route the app registers, collected through Fastify's onRoute hook, so
 * nothing can be added without appearing here: the XSRF test and the OpenAPI
 * document both iterate it.
 */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      table.push({
        method,
        url: route.url,
        config: route.config ?? {},
        schema: (route.schema ?? {}) as RouteEntry['schema'],
      });
    }
  });
  return table;
}

export const isStateChanging = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

/** Fastify's `/a/:id/*` as OpenAPI writes it: `/a/{id}/{path}`. */
export const openApiPathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

/** Routes the document lacks, operations the server lacks, and operations that say too little to call them. */
export interface DocumentCoverage {
  missing: string[];
  extra: string[];
  incomplete: string[];
}

interface DocumentedOperation {
  summary?: string;
  security?: unknown[];
  responses?: Record<string, { content?: unknown; headers?: Record<string, unknown>; $ref?: string }>;
}

/**
 * Compares the route table with an OpenAPI document, as "METHOD /path" keys:
 * 0 missing and 0 extra means the document is the whole API. An operation is
 * documented when it has a summary, its auth (`security`, empty when public),
 * a success answer with a body (or a redirect's Location) and the server-error
 * envelope.
 */
export function compareWithDocument(
  routes: readonly RouteEntry[],
  document: { paths?: Record<string, Record<string, unknown>> },
): DocumentCoverage {
  const served = new Set(routes.map((r) => `${r.method} ${openApiPathOf(r.url)}`));
  const documented = new Map<string, DocumentedOperation>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (httpMethods.has(method)) documented.set(`${method.toUpperCase()} ${path}`, operation as DocumentedOperation);
    }
  }
  const incomplete: string[] = [];
  for (const [key, operation] of documented) {
    if (!served.has(key)) continue;
    const gaps: string[] = [];
    if (!operation.summary) gaps.push('no summary');
    if (!Array.isArray(operation.security)) gaps.push('no security');
    const answers = Object.entries(operation.responses ?? {});
    const success = answers.filter(([status]) => /^[23]\d\d$/.test(status));
    if (!success.some(([, r]) => r.content !== undefined || r.headers?.Location !== undefined)) {
      gaps.push('no success answer');
    }
    if (!operation.responses?.['500']) gaps.push('no error envelope');
    if (gaps.length > 0) incomplete.push(`${key}: ${gaps.join(', ')}`);
  }
  return {
    missing: [...served].filter((key) => !documented.has(key)).sort(),
    extra: [...documented.keys()].filter((key) => !served.has(key)).sort(),
    incomplete: incomplete.sort(),
  };
}
