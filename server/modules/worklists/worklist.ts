import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  staffWorklistParamsSchema,
  staffWorklistRoute,
  worklistRequestSchema,
  worklistResponseSchema,
  type WorklistRequest,
} from '../../../src/lib/api/contract/worklists';
import { forbidden } from '../../lib/http-error';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import { worklistPage, type Audience } from './worklist-rows';

const tags = ['worklist'];

/** Staff (OPD) and agent worklist: list and /filter take the same body (spec 02 §7). */
export function registerWorklistRoutes(app: ZodApp, deps: Deps): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = requireAuth(request);
    const { client, roleId, userId } = request.params as { client: string; roleId: string; userId: string };
    if (client !== auth.tenantId || roleId !== auth.roleId || userId !== auth.userId) throw forbidden();
    let who: Audience;
    if (auth.roleId === 'agent') who = { audience: 'agent', userId: auth.userId };
    else if (auth.providerId && ['clinic', 'doctor', 'specialist', 'hospital'].includes(auth.roleId)) {
      who = { audience: 'provider', providerId: auth.providerId };
    } else throw forbidden();
    const body = request.body as Required<Pick<WorklistRequest, 'limit' | 'page'>> & WorklistRequest;
    return ok(
      reply,
      await worklistPage(
        deps.db,
        auth.tenantId,
        who,
        body,
        auth.tenant.timeZone,
        deps.now(),
        auth.tenant.features.reschedule,
      ),
    );
  };
  const schema = {
    params: staffWorklistParamsSchema,
    body: worklistRequestSchema,
    response: { 200: worklistResponseSchema },
  };
  app.post(
    staffWorklistRoute,
    { schema, config: { tags, summary: 'Staff worklist page (newer/older cursor by created)' } },
    handler,
  );
  app.post(
    `${staffWorklistRoute}/filter`,
    { schema, config: { tags, summary: 'Staff worklist, first page of a new filter' } },
    handler,
  );
}
