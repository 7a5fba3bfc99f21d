import { z } from 'zod';
import { clientNameParamsSchema } from '../../../src/lib/api/contract/envelope';
import { HttpError } from '../../lib/http-error';
import { createLoginToken } from './login-tokens';
import { landingLink } from '../../lib/session';
import { htmlAnswer, redirectAnswer } from '../../plugins/route-docs';
import { ensureXsrfCookie } from '../../plugins/xsrf';
import type { Deps, ZodApp } from '../../types';
import { checkCredentials, ssoTenant } from './service';
import { ssoPage, ssoPageStyleHash } from './sso-page';

const formSchema = z.object({
  email: z.string().max(254).default(''),
  password: z.string().max(200).default(''),
  _xsrf: z.string().max(200).default(''),
});

/**
 * A minimal stand-in for a partner's single sign-on: it hands over with a
 * login token. Demo mode only (the start route of oidc-routes.ts sends here
 * while no provider is configured): a real deployment signs in through the
 * partner's OpenID provider, and this form would be a second way in.
 */
export function registerSsoRoutes(app: ZodApp, deps: Deps): void {
  if (!deps.demo) return;
  const path = '/sso/:clientName/login';
  const cspStyleHashes = [ssoPageStyleHash];
  app.get(
    path,
    {
      schema: { params: clientNameParamsSchema },
      config: {
        tags: ['auth'],
        summary: 'Demo partner sign-in page (HTML)',
        cspStyleHashes,
        public: true,
        openapi: { responses: { 200: htmlAnswer('The sign-in page') } },
      },
    },
    async (request, reply) => {
      const tenant = ssoTenant(deps, request.params.clientName);
      return reply.type('text/html; charset=utf-8').send(ssoPage(tenant, ensureXsrfCookie(request, reply)));
    },
  );

  app.post(
    path,
    {
      schema: { params: clientNameParamsSchema, body: formSchema },
      config: {
        tags: ['auth'],
        summary: 'Demo partner sign-in (form post; redirects with ?token=)',
        xsrf: 'form',
        public: true,
        openapi: {
          consumes: 'application/x-www-form-urlencoded',
          responses: {
            303: redirectAnswer('Signed in: to the landing page with ?token= for the token exchange'),
            401: htmlAnswer('The page again, with the refusal'),
            429: htmlAnswer('The page again, with the refusal (Retry-After)'),
          },
        },
        rateLimit: { max: 30, timeWindow: '1 minute' },
        cspStyleHashes,
      },
    },
    async (request, reply) => {
      const tenant = ssoTenant(deps, request.params.clientName);
      const form = request.body;
      try {
        const user = await checkCredentials(deps, { ...form, clientName: tenant.id }, request.ip);
        const { token } = await createLoginToken(deps, user);
        return reply.redirect(`${landingLink(user)}?token=${encodeURIComponent(token)}`, 303);
      } catch (err) {
        if (!(err instanceof HttpError) || (err.statusCode !== 401 && err.statusCode !== 429)) throw err;
        if (err.headers) reply.headers(err.headers);
        const html = ssoPage(tenant, ensureXsrfCookie(request, reply), err.message, form.email);
        return reply.code(err.statusCode).type('text/html; charset=utf-8').send(html);
      }
    },
  );
}
