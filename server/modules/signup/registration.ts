import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { apiPrefix } from '../../../src/lib/api/contract/envelope';
import {
  registerRequestSchema,
  registerResponseSchema,
  registrationDefinitionResponseSchema,
  registrationValidateResponseSchema,
  registrationValuesSchema,
} from '../../../src/lib/api/contract/signup';
import { signupDraftConfig } from '../../config';
import { signupDrafts, userAttributes, users } from '../../db/schema/core';
import { HttpError } from '../../lib/http-error';
import { registrationLabels, registrationVersion, toE164, validateRegistration } from '../../lib/registration-rules';
import { ok } from '../../lib/reply';
import type { Deps, ZodApp } from '../../types';
import { draftCookieOptions, findDraft, signupTenant } from './signup';

const tags = ['sign-up'];

export function registerRegistrationRoutes(app: ZodApp, deps: Deps, params: z.ZodType): void {
  app.get(
    `${apiPrefix}/registration/:clientName`,
    {
      schema: { params, response: { 200: registrationDefinitionResponseSchema } },
      config: { tags, summary: 'Personal profile form definition' },
    },
    async (request, reply) => {
      const tenant = signupTenant(deps, (request.params as { clientName: string }).clientName);
      const field = (
        inputName: keyof typeof registrationLabels,
        type: 'textfield' | 'radio' | 'date' | 'phoneNumber',
      ) => ({
        inputName,
        uiLabel: registrationLabels[inputName],
        type,
        isRequired: true,
      });
      return ok(reply, {
        version: registrationVersion,
        fields: [
          field('firstname', 'textfield'),
          field('lastname', 'textfield'),
          { ...field('gender', 'radio'), options: ['Male', 'Female'] },
          field('dateofbirth', 'date'),
          { ...field('mobilenumber', 'phoneNumber'), defaultCountry: tenant.phoneRegion },
        ],
      });
    },
  );

  app.post(
    `${apiPrefix}/registration/validate/:clientName`,
    {
      schema: { params, body: registrationValuesSchema, response: { 200: registrationValidateResponseSchema } },
      config: { tags, summary: 'Validate personal profile values (errorMsg per field)' },
    },
    async (request, reply) => {
      const tenant = signupTenant(deps, (request.params as { clientName: string }).clientName);
      return ok(reply, { fields: validateRegistration(request.body, tenant, deps.now()) });
    },
  );

  app.post(
    `${apiPrefix}/register/:clientName`,
    {
      schema: { params, body: registerRequestSchema, response: { 200: registerResponseSchema } },
      config: { tags, summary: 'Complete the account (step 3)' },
    },
    async (request, reply) => {
      const tenant = signupTenant(deps, (request.params as { clientName: string }).clientName);
      const body = request.body;
      // Only the browser that did step 1 may complete the account.
      if (!(await findDraft(deps, request, body.userId, tenant.id))) {
        throw new HttpError(403, 'Your sign-up has expired. Please start again.');
      }
      const results = validateRegistration(body, tenant, deps.now());
      const fields = Object.fromEntries(results.filter((r) => r.errorMsg).map((r) => [r.inputName, r.errorMsg]));
      if (Object.keys(fields).length > 0) throw new HttpError(400, 'Please check the highlighted fields.', fields);
      await deps.db
        .update(users)
        .set({
          firstName: body.firstname!.trim(),
          lastName: body.lastname!.trim(),
          gender: body.gender!,
          birthday: body.dateofbirth!,
          mobile: toE164(body.mobilenumber!, tenant),
          status: 'active',
        })
        .where(eq(users.id, body.userId));
      await deps.db
        .insert(userAttributes)
        .values([
          { userId: body.userId, name: 'registrationVersion', value: body.version },
          { userId: body.userId, name: 'bdayDtPattern', value: body.bdayDtPattern },
        ])
        .onConflictDoNothing();
      await deps.db.delete(signupDrafts).where(eq(signupDrafts.userId, body.userId));
      reply.clearCookie(signupDraftConfig.cookieName, draftCookieOptions);
      return ok(reply, { userId: body.userId, link: `/app/${tenant.id}/login` });
    },
  );
}
