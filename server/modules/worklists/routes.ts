import {
  staffWorklistParamsSchema,
  staffWorklistRoute,
  worklistRequestSchema,
  worklistResponseSchema,
} from '../../../src/lib/api/contract/worklists';
import { ok } from '../../lib/reply';
import { requireAuth } from '../../plugins/auth';
import type { Deps, ZodApp } from '../../types';
import { staffWorklist } from './service';

const tags = ['worklists'];

const paths = [
  { url: staffWorklistRoute, summary: 'Staff worklist page (newer/older cursor by created)' },
  { url: `${staffWorklistRoute}/filter`, summary: 'Staff worklist, first page of a new filter' },
];

/** Staff (OPD) and agent worklist: list and /filter take the same body (docs/product/worklists.md#worklist-api). */
export function registerWorklistsRoutes(app: ZodApp, deps: Deps): void {
  const schema = {
    params: staffWorklistParamsSchema,
    body: worklistRequestSchema,
    response: { 200: worklistResponseSchema },
  };
  for (const { url, summary } of paths) {
    app.post(url, { schema, config: { tags, summary } }, async (request, reply) => {
      const auth = requireAuth(request);
      return ok(reply, await staffWorklist(deps, auth, request.params, request.body));
    });
  }
}
