import type { FastifyInstance } from 'fastify';

/**
 * 'unsafe-inline' for scripts: the runtime bundle's index.html carries a tiny
 * inline boot script (theme before first paint); styles: styled-components.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self' 'unsafe-inline'",
].join('; ');

export const isApiUrl = (url: string) => /^\/(api|apis|sso)(\/|$|\?)/.test(url);

/** Production headers on every answer, including errors and static files. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    if (isApiUrl(request.url)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
