import {
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
import { namedLocale } from '../../lib/data-locale';
import { otpConfig } from './otp';
import { ok } from '../../lib/reply';
import { checkTenantAuthorization, requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import { registerDevMailboxRoutes } from './dev-mailbox-routes';
import { accountRouteHooks } from './route-hooks';
import { registerProfileRoutes } from './profile-routes';
import { registerLocaleRoutes } from './locale-routes';
import { changePassword, openResetGrant, resetPassword, sendResetCode, verifyResetCode } from './service';

const tags = ['account'];
const grantCookie = { path: resetPasswordPath, httpOnly: true, sameSite: 'strict' as const, secure: cookieSecure };

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
        public: true,
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => ok(reply, await sendResetCode(deps, request.body, namedLocale(request))),
  );

  app.post(
    verifyOtpPath,
    {
      ...hooks,
      schema: { body: verifyOtpRequestSchema, response: { 200: verifyOtpResponseSchema } },
      config: {
        tags,
        summary: 'Check a reset code; sets the HttpOnly reset grant cookie',
        public: true,
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const grant = await verifyResetCode(deps, request.body);
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
        public: true,
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const grant = await openResetGrant(deps, request.cookies[otpConfig.grantCookie]);
      checkTenantAuthorization(deps, request, grant.tenantId);
      const result = await resetPassword(deps, grant, request.body.new_password);
      reply.clearCookie(otpConfig.grantCookie, { path: resetPasswordPath });
      return ok(reply, result);
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
    async (request, reply) => ok(reply, await changePassword(deps, requireAuth(request), request.body)),
  );

  registerProfileRoutes(app, deps, hooks);
  registerLocaleRoutes(app, deps, hooks);
  registerDevMailboxRoutes(app, deps);
}
