import { and, eq } from 'drizzle-orm';
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
  type AuthenticateRequest,
  type SessionUser,
} from '../../../src/lib/api/contract/auth';
import { safeAppPathOr } from '../../../src/lib/api/contract/safe-redirect';
import { users } from '../../db/schema/core';
import { HttpError, notFound } from '../../lib/http-error';
import { markLoginSucceeded, reserveLoginAttempt } from '../../lib/login-guard';
import { consumeLoginToken, createLoginToken, peekLoginTokenTenant } from '../../lib/login-tokens';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import { ok } from '../../lib/reply';
import { endSession, landingLink, startSession } from '../../lib/session';
import { checkTenantAuthorization, requireAuth } from '../../plugins/auth';
import type { Auth, Deps, ZodApp } from '../../types';

export const invalidCredentials = 'Invalid e-mail or password.';
const tags = ['access'];

export const sessionSummary = (a: Auth): SessionUser => ({
  userId: a.userId,
  roleId: a.roleId,
  client: a.tenantId,
  firstName: a.firstName,
  lastName: a.lastName,
  providerId: a.providerId,
});

/** Password check with rate limits; shared by the JSON login and the SSO form. */
export async function checkCredentials(
  deps: Deps,
  input: Pick<AuthenticateRequest, 'email' | 'password' | 'clientName'>,
  address: string,
) {
  if (!deps.tenants.get(input.clientName)) throw notFound('Client');
  const attempt = { tenantId: input.clientName, email: input.email.trim().toLowerCase(), address };
  // Reserved (and counted) before the slow password check, so parallel guesses cannot all pass the limit.
  const attemptId = await reserveLoginAttempt(deps, attempt);
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, attempt.tenantId), eq(users.email, attempt.email), eq(users.status, 'active')))
    .limit(1);
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : (await burnPasswordCheck(input.password), false);
  if (!valid || !user) throw new HttpError(401, invalidCredentials);
  await markLoginSucceeded(deps, attemptId);
  return user;
}

export function registerAccessRoutes(app: ZodApp, deps: Deps): void {
  app.post(
    authenticatePath,
    {
      schema: { body: authenticateRequestSchema, response: { 200: authenticateResponseSchema } },
      config: { tags, summary: 'Log in with e-mail and password' },
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
      config: { tags, summary: 'End the session and clear its cookies' },
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
      config: { tags, summary: 'Exchange a login token for a session', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { token } = request.body;
      const tenantId = await peekLoginTokenTenant(deps, token);
      if (tenantId) checkTenantAuthorization(deps, request, tenantId);
      const user = await consumeLoginToken(deps, token);
      if (!user) throw new HttpError(401, 'This sign-in link is invalid or has expired.');
      await startSession(deps, request, reply, user);
      return ok(reply, {
        userId: user.id,
        roleId: user.roleId as SessionUser['roleId'],
        client: user.tenantId,
        firstName: user.firstName,
        lastName: user.lastName,
        providerId: user.providerId,
        link: landingLink(user),
      });
    },
  );
}
