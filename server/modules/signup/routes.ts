import { apiPrefix, clientNameParamsSchema } from '../../../src/lib/api/contract/envelope';
import {
  registerRequestSchema,
  registerResponseSchema,
  registrationDefinitionResponseSchema,
  registrationValidateResponseSchema,
  registrationValuesSchema,
  signupPath,
  signupRequestSchema,
  signupResponseSchema,
  verificationCodePath,
  verificationCodeRequestSchema,
  verificationCodeResponseSchema,
  verifyEmailPath,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '../../../src/lib/api/contract/signup';
import { cookieSecure, signupDraftConfig } from '../../config';
import { namedLocale } from '../../lib/data-locale';
import { ok } from '../../lib/reply';
import type { Deps, ZodApp } from '../../types';
import {
  completeAccount,
  createPendingAccount,
  registrationDefinition,
  sendVerificationCode,
  signupTenant,
  validateRegistrationValues,
  verifyEmail,
} from './service';

const tags = ['signup'];
const params = clientNameParamsSchema;
const draftCookieOptions = { path: apiPrefix, httpOnly: true, sameSite: 'lax' as const, secure: cookieSecure };

export function registerSignupRoutes(app: ZodApp, deps: Deps): void {
  app.post(
    signupPath,
    {
      schema: { body: signupRequestSchema, response: { 200: signupResponseSchema } },
      config: {
        tags,
        summary: 'Create a pending patient account (step 1)',
        public: true,
        rateLimit: { max: 20, timeWindow: '15 minutes' },
      },
    },
    async (request, reply) => {
      const { userId, token, expiresAt } = await createPendingAccount(deps, request.body);
      reply.setCookie(signupDraftConfig.cookieName, token, { ...draftCookieOptions, expires: expiresAt });
      return ok(reply, { userId });
    },
  );

  app.get(
    `${apiPrefix}/registration/:clientName`,
    {
      schema: { params, response: { 200: registrationDefinitionResponseSchema } },
      config: { tags, summary: 'Personal profile form definition', public: true },
    },
    async (request, reply) => {
      const tenant = signupTenant(deps, request.params.clientName);
      return ok(reply, registrationDefinition(tenant));
    },
  );

  app.post(
    `${apiPrefix}/registration/validate/:clientName`,
    {
      schema: { params, body: registrationValuesSchema, response: { 200: registrationValidateResponseSchema } },
      config: { tags, summary: 'Validate personal profile values (errorMsg per field)', public: true },
    },
    async (request, reply) => {
      const tenant = signupTenant(deps, request.params.clientName);
      return ok(reply, { fields: validateRegistrationValues(deps, tenant, request.body) });
    },
  );

  app.post(
    `${apiPrefix}/register/:clientName`,
    {
      schema: { params, body: registerRequestSchema, response: { 200: registerResponseSchema } },
      config: { tags, summary: 'Complete the account (step 3)', public: true },
    },
    async (request, reply) => {
      const tenant = signupTenant(deps, request.params.clientName);
      const draftToken = request.cookies[signupDraftConfig.cookieName];
      const result = await completeAccount(deps, tenant, request.body, draftToken, namedLocale(request));
      reply.clearCookie(signupDraftConfig.cookieName, draftCookieOptions);
      return ok(reply, result);
    },
  );

  app.post(
    verificationCodePath,
    {
      schema: { body: verificationCodeRequestSchema, response: { 200: verificationCodeResponseSchema } },
      config: {
        tags,
        summary: 'E-mail a code that confirms a new account’s address (90 s between sends)',
        public: true,
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => ok(reply, await sendVerificationCode(deps, request.body, namedLocale(request))),
  );

  app.post(
    verifyEmailPath,
    {
      schema: { body: verifyEmailRequestSchema, response: { 200: verifyEmailResponseSchema } },
      config: {
        tags,
        summary: 'Confirm the account’s address with the code',
        public: true,
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => ok(reply, await verifyEmail(deps, request.body)),
  );
}
