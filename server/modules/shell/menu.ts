import { eq } from 'drizzle-orm';
import { logoutPath } from '../../../src/lib/api/contract/auth';
import {
  profileAttributesParamsSchema,
  profileAttributesResponseSchema,
  sidebarParamsSchema,
  sidebarResponseSchema,
  userMenuPath,
  userMenuResponseSchema,
} from '../../../src/lib/api/contract/shell';
import { apiPrefix } from '../../../src/lib/api/contract/envelope';
import { users } from '../../db/schema/core';
import { forbidden } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import { sidebarFor } from './sidebar-items';

const tags = ['shell'];

export function registerMenuRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    userMenuPath,
    { schema: { response: { 200: userMenuResponseSchema } }, config: { tags, summary: "The top bar's Settings menu" } },
    async (request, reply) => {
      requireAuth(request);
      return ok(reply, [
        ['My Account', '/app/user-profile/my-account'],
        ['Security', '/app/user-profile/account-security'],
        // POSTed by the client (with the XSRF header): logging out changes state.
        ['Log out', logoutPath],
      ]);
    },
  );

  app.get(
    `${apiPrefix}/sidebar/:service`,
    {
      schema: { params: sidebarParamsSchema, response: { 200: sidebarResponseSchema } },
      config: { tags, summary: 'Left drawer items for the role' },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { service } = request.params;
      // The service is the session's own client, or its manifest's doctor-portal name.
      if (service !== auth.tenantId && service !== auth.tenant.api.doctorSidebarService) throw forbidden();
      return ok(reply, sidebarFor(auth));
    },
  );

  app.get(
    `${apiPrefix}/user/profile/:userId/attributes`,
    {
      schema: { params: profileAttributesParamsSchema, response: { 200: profileAttributesResponseSchema } },
      config: { tags, summary: "The user's first and last name" },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { userId } = request.params;
      if (userId !== auth.userId) throw forbidden();
      const [user] = await deps.db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
      return ok(reply, { firstname: user?.firstName ?? '', lastname: user?.lastName ?? '' });
    },
  );
}
