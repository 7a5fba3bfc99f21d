import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { overTls } from '../config';

/**
 * Scripts: only the bundle's own files, plus the inline boot script of the
 * served index.html (theme before first paint) by its hash, which the build
 * writes (server/lib/csp-hashes.ts); never 'unsafe-inline'. Styles keep
 * 'unsafe-inline': styled-components injects <style> at run time. A page the
 * server renders itself names its one inline stylesheet by hash instead
 * (`styleHashes`, from the route's `cspStyleHashes`), so on that page no
 * other inline style applies.
 * form-action: the only HTML form the server renders (demo SSO) posts to itself.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  styleHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "img-src 'self' data: blob:",
    ["style-src 'self'", ...(styleHashes.length > 0 ? styleHashes : ["'unsafe-inline'"])].join(' '),
    ["script-src 'self'", ...scriptHashes].join(' '),
  ].join('; ');
}

/** The portal uses no camera, microphone, location or payment APIs; nothing embedded may either. */
export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Two years, as preload lists expect; sent only over https (see hstsEnabled). */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

export const isApiUrl = (url: string) => /^\/(api|apis|sso)(\/|$|\?)/.test(url);

/**
 * HSTS when the deployment says it is served over https (COOKIE_SECURE=1 or
 * HSTS=1); a request on the server's own TLS socket gets it anyway. Never
 * over plain http: on localhost it would pin a developer's browser to https
 * for that host.
 */
export const hstsEnabled = (env: NodeJS.ProcessEnv = process.env) => env.HSTS === '1' || env.COOKIE_SECURE === '1';

/**
 * Every answer is `no-store` except the built bundle's static files (hashed
 * assets, cached by the static plugin's own headers) and the SPA shell
 * (`no-cache`: always revalidated, holds no personal data). Keying on the
 * route rather than on URL prefixes matters: the spec's API lives under
 * /api, /apis, /users, /pds, /arrow, /discovery, /preauth, /auth and /doc,
 * and a prefix list silently missed most of them.
 */
function cacheControl(request: FastifyRequest, reply: FastifyReply): string | null {
  const bundle = request.routeOptions.url === undefined || request.routeOptions.url === '/*';
  if (!bundle || reply.statusCode >= 400) return 'no-store';
  const path = request.url.split('?')[0] ?? '';
  if (String(reply.getHeader('content-type') ?? '').startsWith('text/html') && /^\/app(\/|$)/.test(path)) {
    return 'no-cache';
  }
  return request.routeOptions.url === '/*' ? null : 'no-store';
}

/**
 * Production headers on every answer, including errors and static files.
 * `scriptHashes`: the served bundle's inline scripts (none for an API-only server).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { hsts?: boolean; scriptHashes?: readonly string[] } = {},
): void {
  const hsts = options.hsts ?? hstsEnabled();
  const csp = contentSecurityPolicy(options.scriptHashes);
  app.addHook('onSend', async (request, reply, payload) => {
    const styleHashes = request.routeOptions.config?.cspStyleHashes;
    reply.header(
      'Content-Security-Policy',
      styleHashes ? contentSecurityPolicy(options.scriptHashes, styleHashes) : csp,
    );
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Permissions-Policy', permissionsPolicy);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (hsts || overTls(request)) reply.header('Strict-Transport-Security', strictTransportSecurity);
    const cache = cacheControl(request, reply);
    if (cache) reply.header('Cache-Control', cache);
    return payload;
  });
}
