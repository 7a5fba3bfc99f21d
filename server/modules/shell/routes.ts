import {
  profileAttributesParamsSchema,
  profileAttributesResponseSchema,
  sidebarParamsSchema,
  sidebarResponseSchema,
  userMenuPath,
  userMenuResponseSchema,
} from '../../../src/lib/api/contract/shell';
import { apiPrefix } from '../../../src/lib/api/contract/envelope';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import { profileAttributes, sidebarForService, userMenu } from './service';

const tags = ['shell'];

export function registerShellRoutes(app: ZodApp, deps: Deps): void {
  app.get(
    userMenuPath,
    { schema: { response: { 200: userMenuResponseSchema } }, config: { tags, summary: "The top bar's Settings menu" } },
    async (request, reply) => {
      requireAuth(request);
      return ok(reply, userMenu);
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
      return ok(reply, sidebarForService(auth, request.params.service));
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
      return ok(reply, await profileAttributes(deps, auth, request.params.userId));
    },
  );
}
