import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientNameParamsSchema } from '../../src/lib/api/contract/envelope';
import type { TenantManifest } from '../../src/lib/tenant/manifest-schema';
import { HttpError, notFound } from '../lib/http-error';
import { createLoginToken } from '../lib/login-tokens';
import { landingLink } from '../lib/session';
import { ensureXsrfCookie } from '../plugins/xsrf';
import type { Deps } from '../types';
import { checkCredentials } from './access';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"'`]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c]!);

const formSchema = z.object({
  email: z.string().max(254).default(''),
  password: z.string().max(200).default(''),
  _xsrf: z.string().max(200).default(''),
});

/** Only tenants whose manifest hands login over to an external page have one. */
function ssoTenant(deps: Deps, request: FastifyRequest): TenantManifest {
  const tenant = deps.tenants.get((request.params as { clientName: string }).clientName);
  if (!tenant || tenant.login.variant !== 'external') throw notFound('Page');
  return tenant;
}

function page(tenant: TenantManifest, xsrf: string, message = '', email = ''): string {
  const t = escapeHtml(tenant.displayName);
  const action = `/sso/${encodeURIComponent(tenant.id)}/login`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Partner sign-in | ${t}</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto;padding:0 1rem}label{display:block;margin-top:1rem}input{width:100%;padding:.5rem;font-size:1rem}button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem}[role=alert]{color:#b3261e}</style>
</head><body><main><h1>${t} partner sign-in</h1><p>Demo single sign-on page for ${t}.</p>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="_xsrf" value="${escapeHtml(xsrf)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form></main></body></html>`;
}

/** A minimal stand-in for a partner's single sign-on: it hands over with a login token. */
export function registerSsoRoutes(app: FastifyInstance, deps: Deps): void {
  const path = '/sso/:clientName/login';
  app.get(path, { schema: { params: clientNameParamsSchema }, config: { tags: ['sso'], summary: 'Demo partner sign-in page (HTML)' } }, async (request, reply) => {
    const tenant = ssoTenant(deps, request);
    return reply.type('text/html; charset=utf-8').send(page(tenant, ensureXsrfCookie(request, reply)));
  });

  app.post(
    path,
    {
      schema: { params: clientNameParamsSchema, body: formSchema },
      config: { tags: ['sso'], summary: 'Demo partner sign-in (form post; redirects with ?token=)', xsrf: 'form', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const tenant = ssoTenant(deps, request);
      const form = request.body as z.infer<typeof formSchema>;
      try {
        const user = await checkCredentials(deps, { ...form, clientName: tenant.id }, request.ip);
        const { token } = await createLoginToken(deps, user);
        return reply.redirect(`${landingLink(user)}?token=${encodeURIComponent(token)}`, 303);
      } catch (err) {
        if (!(err instanceof HttpError) || (err.statusCode !== 401 && err.statusCode !== 429)) throw err;
        if (err.headers) reply.headers(err.headers);
        const html = page(tenant, ensureXsrfCookie(request, reply), err.message, form.email);
        return reply.code(err.statusCode).type('text/html; charset=utf-8').send(html);
      }
    },
  );
}
