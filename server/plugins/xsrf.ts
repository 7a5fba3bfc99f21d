import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { xsrfCookieName } from '../../src/lib/api/contract/platform';
import { cookieSecure } from '../config';
import { HttpError } from '../lib/http-error';
import { constantTimeEqual, randomToken } from '../lib/secrets';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const xsrfRefused = () => new HttpError(403, 'Invalid or missing XSRF token.');

const issued = new WeakMap<FastifyRequest, string>();

/** Issues the XSRF cookie when the request has none; returns the value now in force. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[xsrfCookieName];
  if (existing && existing.length >= 16) return existing;
  const already = issued.get(request);
  if (already) return already;
  const token = randomToken();
  // Readable by scripts on purpose: the double-submit pattern copies it into a header.
  reply.setCookie(xsrfCookieName, token, { path: '/', sameSite: 'lax', httpOnly: false, secure: cookieSecure });
  issued.set(request, token);
  return token;
}

/** Double-submit check: the submitted value must equal the cookie the request carried. */
export function xsrfMatches(request: FastifyRequest, submitted: unknown): boolean {
  const cookie = request.cookies[xsrfCookieName];
  return typeof submitted === 'string' && !!cookie && cookie.length >= 16 && constantTimeEqual(submitted, cookie);
}

/**
 * Every POST/PUT/PATCH/DELETE, login included, needs X-XSRF-TOKEN equal to the
 * XSRF-TOKEN cookie, checked before the body is even validated. Routes marked
 * `xsrf: 'form'` (the server-rendered SSO page) check a form field instead.
 */
export function registerXsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    ensureXsrfCookie(request, reply);
    if (!unsafeMethods.has(request.method)) return;
    if (request.routeOptions.config.xsrf === 'form') return;
    if (!xsrfMatches(request, request.headers['x-xsrf-token'])) throw xsrfRefused();
  });
  // Form posts: the body is parsed by now, and this still runs before validation.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!unsafeMethods.has(request.method) || request.routeOptions.config.xsrf !== 'form') return done();
    const field = request.body && typeof request.body === 'object' ? (request.body as { _xsrf?: unknown })._xsrf : undefined;
    done(xsrfMatches(request, field) ? undefined : xsrfRefused());
  });
}
