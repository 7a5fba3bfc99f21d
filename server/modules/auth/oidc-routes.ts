import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientNameParamsSchema } from '../../../src/lib/api/contract/envelope';
import { oidcCallbackQuerySchema, oidcStartQuerySchema } from '../../../src/lib/api/contract/sso';
import {
  oidcCallbackPath,
  oidcCallbackRoute,
  oidcStartRoute,
  ssoErrorParam,
  type SsoErrorReason,
} from '../../../src/lib/api/contract/sso-paths';
import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';
import { oidcFlowConfig, oidcSettings, sessionCookies } from '../../config';
import { notFound } from '../../lib/http-error';
import { startSession } from '../../lib/session';
import { redirectAnswer } from '../../plugins/route-docs';
import type { Deps, ZodApp } from '../../types';
import { beginPartnerSignOn, finishPartnerSignOn, SsoRefused } from './oidc-service';

const tags = ['auth'];
const rateLimit = { max: 30, timeWindow: '1 minute' };

const flowCookieOptions = (request: FastifyRequest, tenantId: string) => ({
  // Sent back only to this tenant's callback; Lax, because the provider's redirect is a cross-site navigation.
  path: oidcCallbackPath(tenantId),
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: sessionCookies(request).secure,
});

// A browser navigation, so a refusal is a page: the tenant's login page says why, translated there.
const toLogin = (reply: FastifyReply, tenantId: string, reason: SsoErrorReason) =>
  reply.redirect(`/app/${encodeURIComponent(tenantId)}/login?${ssoErrorParam}=${reason}`, 303);

function partnerTenant(deps: Deps, clientName: string): TenantManifest {
  const tenant = deps.tenants.get(clientName);
  if (!tenant?.login.oidc) throw notFound('Page');
  return tenant;
}

/**
 * Partner sign-on over OpenID Connect for tenants with login.oidc: the start route sends the browser to
 * the partner's provider, the callback turns its answer into a normal session. In demo mode a tenant
 * without a configured provider keeps the demo partner page (sso-routes.ts).
 */
export function registerOidcRoutes(app: ZodApp, deps: Deps): void {
  for (const tenant of deps.tenants.all) {
    // A malformed issuer stops the start here; an unset one is worth a line in the log, not an outage of every tenant.
    const resolved = oidcSettings(tenant);
    if (resolved?.missing && !deps.demo) {
      app.log.warn(`${tenant.id}: partner sign-on is not configured; set ${resolved.missing.join(' and ')}`);
    }
  }

  app.get(
    oidcStartRoute,
    {
      schema: { params: clientNameParamsSchema, querystring: oidcStartQuerySchema },
      config: {
        tags,
        summary: 'Partner sign-on: redirect to the partner OpenID provider',
        rateLimit,
        public: true,
        openapi: { responses: { 303: redirectAnswer("To the partner's provider, or back to the login page") } },
      },
    },
    async (request, reply) => {
      const tenant = partnerTenant(deps, request.params.clientName);
      const resolved = oidcSettings(tenant);
      if (!resolved?.settings) {
        if (deps.demo) return reply.redirect(`/sso/${encodeURIComponent(tenant.id)}/login`, 303);
        request.log.warn({ tenant: tenant.id }, 'partner sign-on is not configured');
        return toLogin(reply, tenant.id, 'failed');
      }
      try {
        const { url, flowCookie } = await beginPartnerSignOn(deps, tenant, resolved.settings, request.query.returnTo);
        reply.setCookie(oidcFlowConfig.cookieName, flowCookie, {
          ...flowCookieOptions(request, tenant.id),
          maxAge: oidcFlowConfig.ttlMs / 1000,
        });
        return reply.redirect(url, 303);
      } catch (err) {
        request.log.warn({ tenant: tenant.id, err: { name: (err as Error).name } }, 'partner provider unreachable');
        return toLogin(reply, tenant.id, 'failed');
      }
    },
  );

  app.get(
    oidcCallbackRoute,
    {
      schema: { params: clientNameParamsSchema, querystring: oidcCallbackQuerySchema },
      config: {
        tags,
        summary: 'Partner sign-on: the provider returns here; starts a session',
        rateLimit,
        public: true,
        openapi: { responses: { 303: redirectAnswer('Signed in: to the return path; refused: to the login page') } },
      },
    },
    async (request, reply) => {
      const tenant = partnerTenant(deps, request.params.clientName);
      const settings = oidcSettings(tenant)?.settings;
      if (!settings) return toLogin(reply, tenant.id, 'failed');
      const flowCookie = request.cookies[oidcFlowConfig.cookieName];
      // Spent whatever the outcome: a flow is finished at most once per browser.
      reply.clearCookie(oidcFlowConfig.cookieName, flowCookieOptions(request, tenant.id));
      // openid-client checks the whole response (state, iss, code) as the provider sent it.
      const callbackUrl = new URL(settings.redirectUri);
      callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
      try {
        const { user, link } = await finishPartnerSignOn(deps, tenant, settings, flowCookie, callbackUrl);
        await startSession(deps, request, reply, user);
        return await reply.redirect(link, 303);
      } catch (err) {
        if (!(err instanceof SsoRefused)) throw err;
        request.log.info({ tenant: tenant.id, detail: err.detail }, 'partner sign-on refused');
        return toLogin(reply, tenant.id, err.reason);
      }
    },
  );
}
