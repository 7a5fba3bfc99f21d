import {
  authenticatePath,
  authenticateRequestSchema,
  authenticateResponseSchema,
  createLoginTokenPath,
  loginTokenResponseSchema,
  logoutPath,
  logoutResponseSchema,
  sessionPath,
  sessionResponseSchema,
  tokenExchangePath,
  tokenExchangeRequestSchema,
  tokenExchangeResponseSchema,
} from '../../../src/lib/api/contract/auth';
import { safeAppPathOr } from '../../../src/lib/api/contract/safe-redirect';
import { createLoginToken, peekLoginTokenTenant } from './login-tokens';
import { ok } from '../../lib/reply';
import { endSession, landingLink, startSession } from '../../lib/session';
import { checkTenantAuthorization, requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import { checkCredentials, redeemLoginToken, sessionSummary, tokenExchangeSummary } from './service';
import { registerOidcRoutes } from './oidc-routes';
import { registerSsoRoutes } from './sso-routes';

const tags = ['auth'];

export function registerAuthRoutes(app: ZodApp, deps: Deps): void {
  app.post(
    authenticatePath,
    {
      schema: { body: authenticateRequestSchema, response: { 200: authenticateResponseSchema } },
      config: { tags, summary: 'Log in with e-mail and password', public: true },
    },
    async (request, reply) => {
      const body = request.body;
      const user = await checkCredentials(deps, body, request.ip);
      await startSession(deps, request, reply, user);
      return ok(reply, { link: safeAppPathOr(body.refererUrl, landingLink(user)) });
    },
  );

  app.post(
    logoutPath,
    {
      schema: { response: { 200: logoutResponseSchema } },
      config: { tags, summary: 'End the session and clear its cookies', public: true },
    },
    async (request, reply) => {
      const client = request.auth?.tenantId ?? deps.tenants.defaultTenant.id;
      await endSession(deps, request, reply);
      return ok(reply, { link: `/app/${client}/login` });
    },
  );

  app.get(
    sessionPath,
    { schema: { response: { 200: sessionResponseSchema } }, config: { tags, summary: 'The signed-in user' } },
    async (request, reply) => ok(reply, sessionSummary(requireAuth(request))),
  );

  app.post(
    createLoginTokenPath,
    {
      schema: { response: { 200: loginTokenResponseSchema } },
      config: { tags, summary: 'Create a single-use login token (2 minutes)' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { token, expiresAt } = await createLoginToken(deps, { id: auth.userId, tenantId: auth.tenantId });
      return ok(reply, { token, expiresAt: expiresAt.toISOString() });
    },
  );

  app.post(
    tokenExchangePath,
    {
      schema: { body: tokenExchangeRequestSchema, response: { 200: tokenExchangeResponseSchema } },
      config: {
        tags,
        summary: 'Exchange a login token for a session',
        public: true,
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const { token } = request.body;
      const tenantId = await peekLoginTokenTenant(deps, token);
      if (tenantId) checkTenantAuthorization(deps, request, tenantId);
      const user = await redeemLoginToken(deps, token);
      await startSession(deps, request, reply, user);
      return ok(reply, tokenExchangeSummary(user));
    },
  );

  registerSsoRoutes(app, deps);
  registerOidcRoutes(app, deps);
}
