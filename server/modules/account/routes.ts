import { and, eq, isNull, ne } from 'drizzle-orm';
import {
  accountMessages,
  changePasswordPath,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  forgotPasswordPath,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  resetPasswordPath,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  verifyOtpPath,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from '../../../src/lib/api/contract/account';
import { cookieSecure } from '../../config';
import { passwordResetCodes } from '../../db/schema/account';
import { sessions, users } from '../../db/schema/core';
import { HttpError, notFound } from '../../lib/http-error';
import { createGrant, issueCode, otpConfig, peekGrant, redeemCode, spendGrant } from '../../lib/otp';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { ok } from '../../lib/reply';
import { checkTenantAuthorization, requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import { registerDevMailboxRoutes } from './dev-mailbox-routes';
import { accountRouteHooks } from './route-hooks';
import { registerProfileRoutes } from './profile-routes';

const tags = ['account'];
const grantCookie = { path: resetPasswordPath, httpOnly: true, sameSite: 'strict' as const, secure: cookieSecure };

async function activeUser(deps: Deps, tenantId: string, email: string) {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email), eq(users.status, 'active')))
    .limit(1);
  return user ?? null;
}

/** Reset (forgot → verify → reset), change password, then the profile and dev-mailbox routes. */
export function registerAccountRoutes(app: ZodApp, deps: Deps): void {
  const hooks = accountRouteHooks(deps);

  app.post(
    forgotPasswordPath,
    {
      ...hooks,
      schema: { body: forgotPasswordRequestSchema, response: { 200: forgotPasswordResponseSchema } },
      config: {
        tags,
        summary: 'E-mail a 6-character reset code (90 s between sends)',
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!deps.tenants.get(body.clientName)) throw notFound('Client');
      const email = body.email.toLowerCase();
      const user = await activeUser(deps, body.clientName, email);
      // The spec answers an unknown address with 400 "E-mail doesn't exist"; the rate limit bounds probing.
      if (!user) throw new HttpError(400, accountMessages.emailUnknown, { email: accountMessages.emailUnknown });
      const sent = await issueCode(deps, { tenantId: user.tenantId, email, userId: user.id });
      const minutes = Math.round(otpConfig.ttlMs / 60_000);
      await deps.mailer.send({
        to: email,
        subject: `Your ${deps.tenants.get(user.tenantId)?.displayName ?? ''} verification code`.replace('  ', ' '),
        text: `Your verification code is ${sent.code}. It expires in ${minutes} minutes and works once.\nIf you did not ask to reset your password, ignore this e-mail.`,
      });
      return ok(reply, { expiresAt: sent.expiresAt.toISOString(), resendAt: sent.resendAt.toISOString() });
    },
  );

  app.post(
    verifyOtpPath,
    {
      ...hooks,
      schema: { body: verifyOtpRequestSchema, response: { 200: verifyOtpResponseSchema } },
      config: {
        tags,
        summary: 'Check a reset code; sets the HttpOnly reset grant cookie',
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const userId = await redeemCode(
        deps,
        body.clientName,
        body.user_email.toLowerCase(),
        body.verification_code.trim(),
      );
      if (!userId) {
        throw new HttpError(400, accountMessages.codeInvalid, { verification_code: accountMessages.codeInvalid });
      }
      const grant = await createGrant(deps, userId, body.clientName);
      reply.setCookie(otpConfig.grantCookie, grant.token, { ...grantCookie, expires: grant.expiresAt });
      return ok(reply, { expiresAt: grant.expiresAt.toISOString() });
    },
  );

  app.post(
    resetPasswordPath,
    {
      ...hooks,
      schema: { body: resetPasswordRequestSchema, response: { 200: resetPasswordResponseSchema } },
      config: {
        tags,
        summary: 'Set a new password with the reset grant cookie (single use)',
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const token = request.cookies[otpConfig.grantCookie];
      const grant = await peekGrant(deps, token);
      if (!grant || !token) throw new HttpError(401, 'Your reset session has expired. Please ask for a new code.');
      checkTenantAuthorization(deps, request, grant.tenantId);
      if (!(await spendGrant(deps, token))) {
        throw new HttpError(401, 'Your reset session has expired. Please ask for a new code.');
      }
      const { new_password: password } = request.body;
      await deps.db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, grant.userId));
      // Whoever held the old password loses every session, and no older code stays usable.
      await deps.db.delete(sessions).where(eq(sessions.userId, grant.userId));
      await deps.db
        .update(passwordResetCodes)
        .set({ closedAt: deps.now() })
        .where(and(eq(passwordResetCodes.userId, grant.userId), isNull(passwordResetCodes.closedAt)));
      reply.clearCookie(otpConfig.grantCookie, { path: resetPasswordPath });
      return ok(reply, { link: `/app/${grant.tenantId}/login` });
    },
  );

  app.post(
    changePasswordPath,
    {
      ...hooks,
      schema: { body: changePasswordRequestSchema, response: { 200: changePasswordResponseSchema } },
      config: {
        tags,
        summary: 'Change the signed-in user’s password',
        rateLimit: { max: 10, timeWindow: '15 minutes', keyGenerator: (request) => request.auth?.userId ?? request.ip },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      const [user] = await deps.db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
      const valid = user
        ? await verifyPassword(body.old_password, user.passwordHash)
        : (await burnPasswordCheck(body.old_password), false);
      if (!valid) {
        throw new HttpError(400, accountMessages.oldPasswordWrong, { old_password: accountMessages.oldPasswordWrong });
      }
      await deps.db
        .update(users)
        .set({ passwordHash: await hashPassword(body.new_password) })
        .where(eq(users.id, auth.userId));
      // Other devices signed in with the old password are signed out; this one logs out from the success dialog.
      await deps.db.delete(sessions).where(and(eq(sessions.userId, auth.userId), ne(sessions.id, auth.sessionId)));
      return ok(reply, { changed: true as const });
    },
  );

  registerProfileRoutes(app, deps, hooks);
  registerDevMailboxRoutes(app, deps);
}
