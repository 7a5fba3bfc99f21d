import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { apiPrefix, clientNameParamsSchema } from '../../../src/lib/api/contract/envelope';
import {
  signupMessages,
  signupPath,
  signupRequestSchema,
  signupResponseSchema,
} from '../../../src/lib/api/contract/signup';
import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';
import { cookieSecure, signupDraftConfig } from '../../config';
import { signupDrafts, users } from '../../db/schema/core';
import { HttpError, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import { ok } from '../../lib/reply';
import { randomToken, sha256 } from '../../lib/secrets';
import type { Deps, ZodApp } from '../../types';
import { registerRegistrationRoutes } from './registration';

const tags = ['sign-up'];

/** The tenant named in the path or body, when it offers sign-up. */
export function signupTenant(deps: Deps, clientName: string): TenantManifest {
  const tenant = deps.tenants.get(clientName);
  if (!tenant) throw notFound('Client');
  if (!tenant.login.signUp) throw new HttpError(403, 'Sign-up is not offered for this client.');
  return tenant;
}

export const draftCookieOptions = { path: apiPrefix, httpOnly: true, sameSite: 'lax' as const, secure: cookieSecure };

/** The sign-up draft this browser holds for the user, if still valid. */
export async function findDraft(deps: Deps, request: FastifyRequest, userId: string, tenantId: string) {
  const token = request.cookies[signupDraftConfig.cookieName];
  if (!token) return undefined;
  const [row] = await deps.db
    .select({ expiresAt: signupDrafts.expiresAt, tenantId: users.tenantId, status: users.status })
    .from(signupDrafts)
    .innerJoin(users, eq(users.id, signupDrafts.userId))
    .where(and(eq(signupDrafts.userId, userId), eq(signupDrafts.tokenHash, sha256(token))))
    .limit(1);
  if (!row || row.tenantId !== tenantId || row.status !== 'pending' || row.expiresAt <= deps.now()) return undefined;
  return row;
}

export function registerSignupRoutes(app: ZodApp, deps: Deps): void {
  app.post(
    signupPath,
    {
      schema: { body: signupRequestSchema, response: { 200: signupResponseSchema } },
      config: {
        tags,
        summary: 'Create a pending patient account (step 1)',
        rateLimit: { max: 20, timeWindow: '15 minutes' },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const tenant = signupTenant(deps, body.clientName);
      const email = body.email.toLowerCase();
      const [existing] = await deps.db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenant.id), eq(users.email, email)))
        .limit(1);
      if (existing && existing.status !== 'pending') {
        throw new HttpError(409, signupMessages.duplicate, { email: signupMessages.duplicate });
      }
      // A pending account (abandoned sign-up) is taken over by whoever completes sign-up again.
      const userId = existing?.id ?? randomUUID();
      const passwordHash = await hashPassword(body.password);
      if (existing) await deps.db.update(users).set({ passwordHash }).where(eq(users.id, userId));
      else {
        await deps.db
          .insert(users)
          .values({ id: userId, tenantId: tenant.id, email, passwordHash, roleId: 'patient', status: 'pending' });
      }
      const token = randomToken();
      const now = deps.now();
      const draft = {
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + signupDraftConfig.ttlMs),
      };
      await deps.db
        .insert(signupDrafts)
        .values({ userId, ...draft })
        .onConflictDoUpdate({ target: signupDrafts.userId, set: draft });
      reply.setCookie(signupDraftConfig.cookieName, token, { ...draftCookieOptions, expires: draft.expiresAt });
      return ok(reply, { userId });
    },
  );
  registerRegistrationRoutes(app, deps, clientNameParamsSchema);
}
