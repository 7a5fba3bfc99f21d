import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookies } from '../config';
import { HttpError, notAuthenticated } from '../lib/http-error';
import { constantTimeEqual } from '../lib/secrets';
import { loadAuth } from '../lib/session';
import { isApiUrl } from './security-headers';
import type { Auth, Deps } from '../types';

/** The signed-in user, or a 401 for the envelope. */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}

function namedClient(request: FastifyRequest): string | undefined {
  for (const source of [request.params, request.body, request.query]) {
    if (source && typeof source === 'object' && 'clientName' in source) {
      const value = source.clientName;
      if (typeof value === 'string') return value;
    }
  }
  return undefined;
}

/** 401 unless the Authorization header equals the tenant's fixed manifest value. */
export function checkTenantAuthorization(deps: Deps, request: FastifyRequest, tenantId: string): void {
  const expected = deps.tenants.get(tenantId)?.api.authorization;
  if (!expected) return;
  const sent = request.headers.authorization;
  if (typeof sent !== 'string' || !constantTimeEqual(sent, expected)) {
    throw new HttpError(401, 'Missing or invalid authorization header.');
  }
}

/**
 * Loads the session on every request, then (once the body is parsed) applies
 * the spec's fixed Authorization header rule to API calls: the tenant is the
 * `clientName` the call names, else the session's (handlers then refuse a
 * named tenant that is not the session's). Calls that name no tenant
 * (xsrf, docs, anonymous error reports) need none.
 */
export function registerAuth(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = await loadAuth(deps, request.cookies[sessionCookies(request).session]);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      // Public assets (panel icons) load through <img>, which sends no Authorization header.
      if (isApiUrl(request.url) && !request.url.startsWith('/sso') && !request.url.startsWith('/api/v1/assets/')) {
        const tenantId = namedClient(request) ?? request.auth?.tenantId;
        if (tenantId) checkTenantAuthorization(deps, request, tenantId);
      }
      done();
    } catch (err) {
      done(err as Error);
    }
  });
}
