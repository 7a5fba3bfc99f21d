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
