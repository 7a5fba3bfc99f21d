import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isApiUrl } from '../plugins/security-headers';
import { errorBody } from '../lib/reply';

/**
 * Serves the built runtime bundle: files from `dir`, `/app/*` falls back to
 * index.html (client-side routes), `/` goes to `/app/`.
 */
export async function registerSpa(app: FastifyInstance, dir: string | undefined): Promise<void> {
  const root = dir ? resolve(dir) : undefined;
  if (root) {
    if (!existsSync(resolve(root, 'index.html'))) throw new Error(`--serve-dist: ${root}/index.html not found`);
    await app.register(fastifyStatic, { root, prefix: '/', index: false, wildcard: true });
    app.get('/', { config: { summary: 'Redirect to the app' } }, async (_request, reply) => reply.redirect('/app/'));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (root && request.method === 'GET' && !isApiUrl(path) && (path === '/app' || path.startsWith('/app/'))) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html', root);
    }
    return reply.code(404).send(errorBody(404, 'Not found.'));
  });
}
