import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookies } from '../config';
import { HttpError } from '../lib/http-error';
import { constantTimeEqual, randomToken } from '../lib/secrets';
import { serverSecret } from '../lib/server-secrets';
import type { Deps } from '../types';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const xsrfRefused = () => new HttpError(403, 'Invalid or missing XSRF token.');

/**
 * Per request: the signing key, the session the token must be bound to (the
 * `sid` cookie the request carried, '' signed out) and the token issued while
 * answering it, if any. A login or logout re-binds it mid-request.
 */
interface XsrfState {
  key: string;
  boundTo: string;
  issued?: string;
}
const states = new WeakMap<FastifyRequest, XsrfState>();

const mac = (key: string, sessionId: string, nonce: string) =>
  createHmac('sha256', key).update(`${sessionId}.${nonce}`).digest('base64url');

/** `<random>.<HMAC(key, sessionId.random)>`: only the server can make one, and only for that session. */
export function signXsrfToken(key: string, sessionId: string, nonce: string = randomToken()): string {
  return `${nonce}.${mac(key, sessionId, nonce)}`;
}

export function xsrfTokenValid(key: string, sessionId: string, token: string): boolean {
  const [nonce, signature, ...rest] = token.split('.');
  return (
    !!nonce &&
    nonce.length >= 16 &&
    !!signature &&
    rest.length === 0 &&
    constantTimeEqual(signature, mac(key, sessionId, nonce))
  );
}

function stateOf(request: FastifyRequest): XsrfState {
  const state = states.get(request);
  if (!state) throw new Error('XSRF state missing: registerXsrf must run before the routes');
  return state;
}

function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const { xsrf, secure } = sessionCookies(request);
  // Readable by scripts on purpose: the double-submit pattern copies it into a header.
  reply.setCookie(xsrf, token, { path: '/', sameSite: 'lax', httpOnly: false, secure });
}

/**
 * Issues the XSRF cookie when the request has none, or one that is not the
 * server's for the request's session (planted, or from before a login or
 * logout); returns the value now in force.
 */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const state = stateOf(request);
  if (state.issued) return state.issued;
  const existing = request.cookies[sessionCookies(request).xsrf];
  if (existing && xsrfTokenValid(state.key, state.boundTo, existing)) return existing;
  return rotateXsrfCookie(request, reply, state.boundTo);
}

/** A new token bound to `sessionId` ('' signed out): called as a login starts or a logout ends a session. */
export function rotateXsrfCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): string {
  const state = stateOf(request);
  const token = signXsrfToken(state.key, sessionId);
  setXsrfCookie(request, reply, token);
  Object.assign(state, { boundTo: sessionId, issued: token });
  return token;
}

/**
 * Double-submit check: the submitted value must equal the cookie the request
 * carried, and that cookie must be one the server signed for the request's session.
 */
export function xsrfMatches(request: FastifyRequest, submitted: unknown): boolean {
  const state = stateOf(request);
  const cookie = request.cookies[sessionCookies(request).xsrf];
  if (typeof submitted !== 'string' || !cookie || !constantTimeEqual(submitted, cookie)) return false;
  return xsrfTokenValid(state.key, request.cookies[sessionCookies(request).session] ?? '', cookie);
}

/**
 * Every POST/PUT/PATCH/DELETE, login included, needs X-XSRF-TOKEN equal to the
 * XSRF-TOKEN cookie, checked before the body is even validated. Routes marked
 * `xsrf: 'form'` (the server-rendered SSO page) check a form field instead.
 * The signing key is made once per database and shared by every instance
 * (XSRF_SECRET overrides it).
 */
export function registerXsrf(app: FastifyInstance, deps: Pick<Deps, 'db'>): void {
  app.addHook('onRequest', async (request, reply) => {
    // Read per request (from memory after the first), not at start: with the database down the answer is a 503, not a dead server.
    const key = await serverSecret(deps.db, 'xsrf-signing-key', process.env.XSRF_SECRET);
    states.set(request, { key, boundTo: request.cookies[sessionCookies(request).session] ?? '' });
    ensureXsrfCookie(request, reply);
    if (!unsafeMethods.has(request.method)) return;
    if (request.routeOptions.config.xsrf === 'form') return;
    if (!xsrfMatches(request, request.headers['x-xsrf-token'])) throw xsrfRefused();
  });
  // Form posts: the body is parsed by now, and this still runs before validation.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!unsafeMethods.has(request.method) || request.routeOptions.config.xsrf !== 'form') return done();
    const body = request.body;
    const field = body && typeof body === 'object' && '_xsrf' in body ? body._xsrf : undefined;
    done(xsrfMatches(request, field) ? undefined : xsrfRefused());
  });
}
