import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { isApiUrl } from './security-headers';
import { errorBody } from '../lib/reply';

/**
 * Vite names every file under assets/ by its content hash, so a browser may
 * keep it for a year without asking again; anything else (index.html, tenant
 * files) is revalidated so a new deploy shows at once.
 */
export const cacheControlFor = (root: string, file: string): string =>
  relative(root, file).startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Serves the built runtime bundle: files from `dir`, `/app/*` falls back to
 * index.html (client-side routes), `/` goes to `/app/`. Static answers are
 * brotli/gzip-compressed (registered here, after the API routes, so only the
 * bundle's routes get it).
 */
export async function registerSpa(app: FastifyInstance, dir: string | undefined): Promise<void> {
  const root = dir ? resolve(dir) : undefined;
  if (root) {
    if (!existsSync(resolve(root, 'index.html'))) throw new Error(`--serve-dist: ${root}/index.html not found`);
    // Compression only: these routes take no request bodies to inflate.
    await app.register(fastifyCompress, { globalCompression: true, globalDecompression: false });
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build writes brotli-11 `.br` files beside hashed assets; the rest is compressed per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', cacheControlFor(root, file));
      },
    });
    app.get('/', { config: { summary: 'Redirect to the app' } }, async (_request, reply) => reply.redirect('/app/'));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (root && request.method === 'GET' && !isApiUrl(path) && (path === '/app' || path.startsWith('/app/'))) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').sendFile('index.html', root);
    }
    return reply.code(404).send(errorBody(404, 'Not found.'));
  });
}
